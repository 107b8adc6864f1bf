import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../../components/test/renderWithProviders.tsx';
import { mockFetch } from '../../../components/test/mockFetch.ts';
import { horseDetail, ids } from '../test/fixtures.ts';
import { PassportTab } from './PassportTab.tsx';

const withPassport = horseDetail({
  passport: { _id: '0b7e1c52-4a44-4c3e-9a54-6f1f1b9a2c61', filename: 'paspoort Bella.pdf' },
});
const path = `/api/horse/${ids.bella}/passport`;

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:passport');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PassportTab', { timeout: 20000 }, () => {
  it("'Bekijken' opens the passport in a new tab", async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const calls = mockFetch(() => ({ body: '%PDF-1.4' }));
    const { user } = renderWithProviders(<PassportTab horse={withPassport} />);
    expect(screen.getByText('Paspoort: paspoort Bella.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bekijken' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('blob:passport', '_blank', 'noopener'));
    expect(calls.map((c) => [c.method, c.url.pathname])).toEqual([['GET', path]]);
  });

  it('deletes the passport only after confirmation', async () => {
    const calls = mockFetch(() => ({ status: 204 }));
    const { user, feedback } = renderWithProviders(<PassportTab horse={withPassport} />);
    await user.click(screen.getByRole('button', { name: 'Verwijderen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Paspoort van Bella verwijderen' });
    await user.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Verwijderen' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Verwijderen' }),
    );
    await waitFor(() =>
      expect(feedback.showSuccess).toHaveBeenCalledWith('Paspoort succesvol verwijderd'),
    );
    expect(calls.map((c) => [c.method, c.url.pathname])).toEqual([['DELETE', path]]);
  });

  it("without a passport: 'Geen paspoort opgeladen' and the upload form", () => {
    mockFetch(() => ({ body: {} }));
    renderWithProviders(<PassportTab horse={horseDetail()} />);
    expect(screen.getByText('Geen paspoort opgeladen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Paspoort uploaden' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Bekijken' })).not.toBeInTheDocument();
  });

  it('a dead horse: the passport can be viewed, not replaced or deleted', () => {
    mockFetch(() => ({ body: {} }));
    renderWithProviders(
      <PassportTab
        horse={{ ...withPassport, death: true, date_of_death: withPassport.createdAt }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Bekijken' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verwijderen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Paspoort opladen' })).not.toBeInTheDocument();
  });
});
