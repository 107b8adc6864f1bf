import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../components/test/renderWithProviders.tsx';
import { mockFetch } from '../../components/test/mockFetch.ts';
import type { FetchCall } from '../../components/test/mockFetch.ts';
import { paths } from '../../lib/paths.ts';
import SemenStockReport, { CHOOSE_TEXT } from './SemenStockReport.tsx';
import { buyer, customer, lot, mod, owner, reportApi, stallion } from './test/fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const lots = [
  lot(1, {
    initial_inventory: 10,
    current_inventory: 5,
    modifications: [
      mod({
        type: 'Export',
        action: 'subtract',
        amount: 5,
        owner: buyer,
        at: '2026-02-03T10:00:00.000Z',
      }),
      mod({ at: '2025-03-01T11:00:00.000Z' }),
    ],
  }),
  lot(2, {
    type: 'Import',
    production_date: null,
    import_date: '2025-06-10T10:00:00.000Z',
    initial_inventory: 20,
    current_inventory: 20,
  }),
];

const listCalls = (calls: FetchCall[]) => calls.filter((c) => c.url.pathname === '/api/semen');
const lotCalls = (calls: FetchCall[]) =>
  calls.filter((c) => c.url.pathname.startsWith('/api/semen/'));

function open(search = '') {
  const calls = mockFetch(reportApi(lots, [customer(owner)]));
  const view = renderWithProviders(<SemenStockReport />, {
    url: `${paths.reports.semenStock}${search}`,
  });
  return { ...view, calls };
}

describe('SemenStockReport', () => {
  it('asks nothing before a customer or a stallion is chosen, and says so', async () => {
    const { calls } = open();
    expect(screen.getByRole('heading', { name: 'Stock rapport genereren' })).toBeInTheDocument();
    expect(screen.getByText(CHOOSE_TEXT)).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 100));
    expect(listCalls(calls)).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Afdrukken' })).toBeNull();
  });

  it("with a stallion only: every lot of it in the report's order, the totals, no print button", async () => {
    const { calls } = open(`?stallion=${stallion._id}`);
    const table = await screen.findByRole('table', { name: 'Spermastock' });
    const query = listCalls(calls)[0]!.url.searchParams;
    expect(Object.fromEntries(query)).toEqual({
      report: 'true',
      limit: '-1',
      stallion: stallion._id,
    });
    expect(
      within(table).getByRole('row', {
        name: 'L-1 Cassini Stal De Wit 01/03/2025 Productie EU Vat 1 / koker 2 10 5',
      }),
    ).toBeInTheDocument();
    expect(
      within(table).getByRole('row', { name: /^L-2 .* 10\/06\/2025 Import .* 20 20$/ }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Totalen')).toHaveTextContent(
      'Totaal initieel30Totaal huidig25Totale stockvermindering5',
    );
    expect(screen.queryByRole('button', { name: 'Afdrukken' })).toBeNull();
    expect(lotCalls(calls)).toHaveLength(0);
  });

  it('a customer chosen in its picker goes to the URL and asks its lots', async () => {
    const { user, calls, search } = open();
    await user.click(screen.getByRole('combobox', { name: 'Klant' }));
    await user.click(await screen.findByRole('option', { name: owner.name }));
    await waitFor(() => expect(search().get('owner')).toBe(owner._id));
    await screen.findByRole('table', { name: 'Spermastock' });
    expect(listCalls(calls)[0]!.url.searchParams.get('owner')).toBe(owner._id);
    expect(listCalls(calls)[0]!.url.searchParams.get('stallion')).toBeNull();
  });

  it('with a customer and a stallion the report prints', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { user } = open(`?owner=${owner._id}&stallion=${stallion._id}`);
    await screen.findByRole('table', { name: 'Spermastock' });
    await user.click(screen.getByRole('button', { name: 'Afdrukken' }));
    expect(print).toHaveBeenCalled();
  });

  it('the stock-modification toggle lists the modifications in force under each lot', async () => {
    const { user, calls, search } = open(`?stallion=${stallion._id}`);
    await screen.findByRole('table', { name: 'Spermastock' });
    await user.click(screen.getByRole('switch', { name: 'Stockwijzigingen tonen' }));
    expect(search().get('mods')).toBe('true');
    const mods = await screen.findByRole('table', { name: 'Stockwijzigingen van lot L-1' });
    expect(
      within(mods).getByRole('row', { name: 'Export −5 Jan Janssens 03/02/2026' }),
    ).toBeInTheDocument();
    // Create is no modification of its own (spec 02 §3).
    expect(within(mods).queryByText('Aangemaakt')).toBeNull();
    expect(await screen.findByText('Geen stockwijzigingen')).toBeInTheDocument();
    // One call for the whole report, not one per lot.
    expect(listCalls(calls).at(-1)!.url.searchParams.get('modifications')).toBe('true');
    expect(lotCalls(calls)).toHaveLength(0);
  });
});
