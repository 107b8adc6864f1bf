import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Transaction } from '@stalboek/domain';
import { renderWithProviders } from '../../components/test/renderWithProviders.tsx';
import { mockFetch } from '../../components/test/mockFetch.ts';
import { TransactionsTab } from './TransactionsTab.tsx';

const HORSE = '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e01';
const LOT = '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e21';

const export1: Transaction = {
  _id: '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e91',
  horse: { _id: HORSE, name: 'Cassini' },
  type: 'Frozen semen straw',
  action: 'Export',
  date: '2025-04-02T10:00:00.000Z',
  amount: 3,
  customer: { _id: '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e03', name: 'Jan Janssens' },
  destinationHorse: null,
  gustation: null,
  source: 'semen',
  semenLot: { _id: LOT, lotNumber: 'L-1' },
  case: null,
  createdAt: '2025-04-02T10:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

describe("a horse's 'Transacties' tab", { timeout: 30000 }, () => {
  it("says 'Geen transacties gevonden.' and asks 15 a page, newest first", async () => {
    const calls = mockFetch(() => ({ body: { results: [], total: 0 } }));
    renderWithProviders(<TransactionsTab horseId={HORSE} />);
    expect(await screen.findByText('Geen transacties gevonden.')).toBeInTheDocument();
    const query = calls[0]!.url.searchParams;
    expect(calls[0]!.url.pathname).toBe(`/api/horse/${HORSE}/transactions`);
    expect([
      query.get('limit'),
      query.get('page'),
      query.get('sortBy'),
      query.get('sortDesc'),
    ]).toEqual(['15', '1', 'date', 'true']);
  });

  it('shows type and action by their Dutch labels and links the source lot', async () => {
    mockFetch(() => ({ body: { results: [export1], total: 1 } }));
    renderWithProviders(<TransactionsTab horseId={HORSE} />);
    const row = (await screen.findByText('Rietje diepvriessperma')).closest('tr')!;
    expect(row).toHaveTextContent(/02\/04\/2025.*Rietje diepvriessperma.*Export.*3.*Jan Janssens/);
    await waitFor(() =>
      expect(within(row).getByRole('link', { name: 'Lot L-1' })).toHaveAttribute(
        'href',
        `/semen/create/${LOT}`,
      ),
    );
  });
});
