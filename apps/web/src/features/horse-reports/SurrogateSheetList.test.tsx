import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { Horse } from '@stalboek/domain';
import { renderWithProviders } from '../../components/test/renderWithProviders.tsx';
import { mockFetch } from '../../components/test/mockFetch.ts';
import type { FetchCall, FetchReply } from '../../components/test/mockFetch.ts';
import SurrogateSheetList from './SurrogateSheetList.tsx';

const bella = {
  _id: '0b7e1c52-4a44-4c3e-9a54-6f1f1b9a2c01',
  name: 'Bella',
  surrogate_uid: 'DM-101',
  microchip: '981100004500000',
  fullLocation: 'Wei Grote weide',
  date_of_birth: '2010-08-17T11:00:00.000Z',
} as Horse;

function api(horses: Horse[]) {
  return (call: FetchCall): FetchReply =>
    call.url.pathname === '/api/horse/research-sheets/pdf'
      ? { body: '%PDF' }
      : { body: { results: horses, total: horses.length } };
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:pdf');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe("'Onderzoeksfiches'", { timeout: 20000 }, () => {
  it('lists alive surrogate mares and downloads the sheets of the filtered list', async () => {
    const calls = mockFetch(api([bella]));
    const { user } = renderWithProviders(<SurrogateSheetList />, {
      url: '/settings/research-sheets?page=1&limit=10&search=Bel',
    });
    expect(
      await screen.findByRole('row', {
        name: /Bella DM-101 981100004500000 Wei Grote weide 17\/08\/2010/,
      }),
    ).toBeInTheDocument();
    const list = calls[0]!.url.searchParams;
    expect([list.get('type'), list.get('surrogate'), list.get('aliveOnly')]).toEqual([
      'Merrie',
      'true',
      'true',
    ]);
    await user.click(screen.getByRole('button', { name: 'onderzoeksfiches downloaden' }));
    await waitFor(() =>
      expect(calls.some((c) => c.url.pathname === '/api/horse/research-sheets/pdf')).toBe(true),
    );
    const pdf = calls.find((c) => c.url.pathname === '/api/horse/research-sheets/pdf')!.url;
    expect(pdf.searchParams.get('search')).toBe('Bel');
    expect(pdf.searchParams.get('surrogate')).toBe('true');
    expect(pdf.searchParams.getAll('sortBy')).toEqual(['location', 'name']);
    expect(pdf.searchParams.has('page')).toBe(false);
    expect(URL.createObjectURL).toHaveBeenCalled();
  });

  it("shows 'Geen draagmoeders gevonden'", async () => {
    mockFetch(api([]));
    renderWithProviders(<SurrogateSheetList />, {
      url: '/settings/research-sheets?page=1&limit=10',
    });
    expect(await screen.findByText('Geen draagmoeders gevonden')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'onderzoeksfiches downloaden' })).toBeDisabled();
  });
});
