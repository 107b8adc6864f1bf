import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Pension } from '@stalboek/domain';
import { renderWithProviders } from '../../components/test/renderWithProviders.tsx';
import { mockFetch } from '../../components/test/mockFetch.ts';
import { confirmDelete } from '../../components/test/confirmDelete.ts';
import PensionList from './PensionList.tsx';

const account = { _id: '0b7e1c52-4a44-4c3e-9a54-6f1f1b9a2c41', number: '701000', name: 'Pension' };
const weide: Pension = {
  _id: '0b7e1c52-4a44-4c3e-9a54-6f1f1b9a2c31',
  name: 'Weide draagmoeder',
  translations: { en: 'Pasture recipient mare', fr: 'Pâture jument porteuse' },
  account,
  tax: 21,
  pricePerDay: 12.5,
  availableFor: ['Merrie'],
};
const box: Pension = {
  ...weide,
  _id: '0b7e1c52-4a44-4c3e-9a54-6f1f1b9a2c32',
  name: 'Box met stro',
  tax: 6,
};

afterEach(() => vi.unstubAllGlobals());

describe('PensionList', { timeout: 20000 }, () => {
  it('shows names, account, price per day in euro and tax, sorted by name', async () => {
    mockFetch(() => ({ body: { results: [weide, box] } }));
    renderWithProviders(<PensionList />, { url: '/settings/pension?page=1&limit=10' });
    expect(screen.getByRole('heading', { name: 'Pension types' })).toBeInTheDocument();
    const rows = await screen.findAllByRole('row', { name: /stro|draagmoeder/ });
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual([
      'Box met stro',
      'Weide draagmoeder',
    ]);
    const row = screen.getByRole('row', { name: /Weide draagmoeder/ });
    expect(within(row).getByText('Pasture recipient mare')).toBeInTheDocument();
    expect(within(row).getByText('701000 Pension')).toBeInTheDocument();
    expect(within(row).getByText(/€\s12,50/)).toBeInTheDocument();
    expect(within(row).getByText('21 %')).toBeInTheDocument();
  });

  it('deletes after confirmation and opens the form to edit or add', async () => {
    const calls = mockFetch((call) =>
      call.method === 'DELETE' ? { status: 204 } : { body: { results: [weide] } },
    );
    const { user, feedback, router } = renderWithProviders(<PensionList />, {
      url: '/settings/pension?page=1&limit=10',
    });
    await confirmDelete(user, 'Weide draagmoeder');
    await waitFor(() =>
      expect(feedback.showSuccess).toHaveBeenCalledWith('Weide draagmoeder succesvol verwijderd'),
    );
    expect(calls.find((c) => c.method === 'DELETE')?.url.pathname).toBe(
      `/api/pension/${weide._id}`,
    );
    await user.click(screen.getByRole('button', { name: 'Pension type toevoegen' }));
    expect(router.state.location.pathname).toBe('/settings/pension/undefined');
  });
});
