import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../components/test/renderWithProviders.tsx';
import { mockFetch } from '../../../components/test/mockFetch.ts';
import { HistoryDialog } from './HistoryDialog.tsx';
import { historyColour } from './historyColours.ts';
import { buyer, embryo, embryoApi, historyItem, surrogate } from './test/fixtures.ts';

const rows = [
  historyItem(1),
  historyItem(2, {
    type: 'relocate',
    date: '2025-03-10T11:00:00.000Z',
    location: {
      container: { _id: embryo(1).location.container._id, name: 'Vat 1' },
      tube: 4,
      position: 'Onder',
    },
  }),
  historyItem(3, {
    type: 'export',
    date: '2025-04-01T10:00:00.000Z',
    customer: buyer,
    location: null,
    note: 'Naar Frankrijk',
  }),
  historyItem(4, {
    type: 'transfer',
    date: '2025-05-02T10:00:00.000Z',
    surrogate,
    customer: null,
    location: null,
  }),
];

afterEach(() => vi.unstubAllGlobals());

describe("'Historiek {code}'", { timeout: 30000 }, () => {
  it('lists the history; type chips: import primary, transfer teal, export purple, others default', async () => {
    mockFetch(
      embryoApi([], (c) =>
        c.url.pathname === '/api/icsi/history' ? { body: { results: rows } } : undefined,
      ),
    );
    renderWithProviders(<HistoryDialog embryo={embryo(1)} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Historiek 1-AB12' });
    const row = async (type: string) => (await within(dialog).findByText(type)).closest('tr')!;
    const chip = async (type: string) =>
      (await within(dialog).findByText(type)).closest('.MuiChip-root')!;

    expect(await chip('Import')).toHaveAttribute('data-colour', 'primary');
    expect(await chip('Import')).toHaveClass('MuiChip-colorPrimary');
    expect(await chip('Transfer')).toHaveAttribute('data-colour', 'teal');
    expect(await chip('Export')).toHaveAttribute('data-colour', 'purple');
    expect(await chip('Verplaatst')).toHaveAttribute('data-colour', 'default');
    expect(await chip('Verplaatst')).toHaveClass('MuiChip-colorDefault');

    expect(within(await row('Import')).getByText('Vat 1, koker 2 (Boven)')).toBeInTheDocument();
    expect(within(await row('Import')).getByText('01/03/2025')).toBeInTheDocument();
    expect(within(await row('Import')).getByText('Dr. Peeters')).toBeInTheDocument();
    expect(within(await row('Transfer')).getByText(surrogate.name)).toBeInTheDocument();
    const exported = await row('Export');
    expect(within(exported).getByText(buyer.name)).toBeInTheDocument();
    expect(within(exported).getByText('Naar Frankrijk')).toBeInTheDocument();
  });

  it('maps every type to its colour', () => {
    expect(
      (
        ['import', 'transfer', 'export', 'relocate', 'deactivate', 'reactivate', 'lost'] as const
      ).map(historyColour),
    ).toEqual(['primary', 'teal', 'purple', 'default', 'default', 'default', 'default']);
  });
});
