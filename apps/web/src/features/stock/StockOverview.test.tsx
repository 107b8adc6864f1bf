import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../components/test/renderWithProviders.tsx';
import { mockFetch } from '../../components/test/mockFetch.ts';
import StockOverview from './StockOverview.tsx';
import { overviewRow, product } from './test/fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const answer = {
  results: [overviewRow],
  total: 31,
  totalRemainingBuyValue: 12345.6,
  totalRemainingSellValue: 23456.78,
};

describe('StockOverview', { timeout: 30000 }, () => {
  it("shows the API's totals of the whole filtered list in euro with 2 decimals", async () => {
    mockFetch(() => ({ body: answer }));
    renderWithProviders(<StockOverview />, { url: '/stock?page=1&limit=10' });
    expect(screen.getByRole('heading', { name: 'Stock overzicht' })).toBeInTheDocument();
    const buy = await screen.findByRole('group', { name: 'Totale resterende aankoopwaarde' });
    await waitFor(() => expect(buy).toHaveTextContent(/€\s12\.345,60/));
    const sell = screen.getByRole('group', { name: 'Totale resterende verkoopwaarde' });
    expect(sell).toHaveTextContent(/€\s23\.456,78/);
    const row = (await screen.findByText('Equimoxine', {}, { timeout: 15000 })).closest('tr')!;
    expect(within(row).getByText(/€\s40,00/)).toBeInTheDocument();
    expect(within(row).getByText(/€\s80,00/)).toBeInTheDocument();
    expect(within(row).getByText('15/01/2026')).toBeInTheDocument();
  });

  it('sends the dashboard link sorting and the filters type, tax and remaining', async () => {
    const calls = mockFetch(() => ({ body: answer }));
    const { user, search, router } = renderWithProviders(<StockOverview />, {
      url: '/stock?page=1&limit=10&sortBy=expirationDate&sortBy=name&sortDesc=false',
    });
    await screen.findByText('Equimoxine', {}, { timeout: 15000 });
    const first = calls[0]!.url.searchParams;
    expect(first.getAll('sortBy')).toEqual(['expirationDate', 'name']);
    expect(first.getAll('sortDesc')).toEqual(['false', 'false']);
    await user.click(screen.getByRole('combobox', { name: 'BTW' }));
    await user.click(await screen.findByRole('option', { name: '21 %' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: 'Resterend' }));
    await user.click(await screen.findByRole('option', { name: 'Out of stock' }));
    await waitFor(() => expect(search().get('remaining')).toBe('Out of stock'));
    await waitFor(() => {
      const last = calls.at(-1)!.url.searchParams;
      expect(last.getAll('tax')).toEqual(['21']);
      expect(last.get('remaining')).toBe('Out of stock');
    });
    await user.click(screen.getByText('Equimoxine'));
    expect(router.state.location.pathname).toBe(`/stock/${product._id}`);
  });

  it("reloads the overview when the 'Imported batches' dialog closes with Annuleren", async () => {
    // Opening the dialog imports the complete deliveries on the server: the overview must show
    // the new batches even when the user then cancels.
    let imported = false;
    const calls = mockFetch((call) => {
      if (call.url.pathname === '/api/delivery/medini') {
        imported = true;
        return { body: { incompleteProducts: [] } };
      }
      return {
        body: imported ? { ...answer, total: 32, totalRemainingBuyValue: 99.5 } : answer,
      };
    });
    const { user } = renderWithProviders(<StockOverview />, { url: '/stock?page=1&limit=10' });
    await screen.findByText('Equimoxine', {}, { timeout: 15000 });
    const overviewCalls = () => calls.filter((c) => c.url.pathname === '/api/stock').length;
    const before = overviewCalls();
    await user.click(screen.getByRole('button', { name: 'import medini' }));
    const dialog = await screen.findByRole('dialog', { name: 'Imported batches' });
    await within(dialog).findByText('Geen onvolledige leveringen: alles is geïmporteerd.');
    await user.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(overviewCalls()).toBeGreaterThan(before));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const buy = screen.getByRole('group', { name: 'Totale resterende aankoopwaarde' });
    await waitFor(() => expect(buy).toHaveTextContent(/€\s99,50/));
  });
});
