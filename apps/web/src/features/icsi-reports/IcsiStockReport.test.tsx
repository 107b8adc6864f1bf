import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../components/test/renderWithProviders.tsx';
import { mockFetch } from '../../components/test/mockFetch.ts';
import type { FetchCall } from '../../components/test/mockFetch.ts';
import { paths } from '../../lib/paths.ts';
import IcsiStockReport, { CHOOSE_TEXT, EMPTY_TEXT } from './IcsiStockReport.tsx';
import {
  buyer,
  customer,
  embryo,
  history,
  mare,
  owner,
  reportApi,
  surrogate,
} from './test/fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const [one, two, three] = [embryo(1), embryo(2), embryo(3)];
const rows = [
  history(one!, 'import', '2025-05-01T10:00:00.000Z'),
  history(two!, 'transfer', '2025-06-10T10:00:00.000Z', { surrogate }),
  // An export names no surrogate on the report, even when the record carries one.
  history(three!, 'export', '2026-02-03T11:00:00.000Z', { customer: buyer, surrogate }),
];

const reportCalls = (calls: FetchCall[]) =>
  calls.filter((c) => c.url.pathname === '/api/icsi/embryos/history');

function open(search = '', shown = rows) {
  const calls = mockFetch(reportApi([], shown, [customer(owner)]));
  const view = renderWithProviders(<IcsiStockReport />, {
    url: `${paths.reports.icsiStock}${search}`,
  });
  return { ...view, calls };
}

const table = () => screen.findByRole('table', { name: 'ICSI stock' });

describe('IcsiStockReport', () => {
  it('asks nothing before a customer or a mare is chosen, and says so', async () => {
    const { calls } = open();
    expect(screen.getByRole('heading', { name: 'ICSI stock rapport' })).toBeInTheDocument();
    expect(screen.getByText(CHOOSE_TEXT)).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 100));
    expect(reportCalls(calls)).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Afdrukken' })).toBeNull();
  });

  it('with a mare only: every movement, the surrogate of a transfer only, the totals, no print button', async () => {
    const { calls } = open(`?mare=${mare._id}`);
    const list = await table();
    expect(Object.fromEntries(reportCalls(calls)[0]!.url.searchParams)).toEqual({
      donor_mare: mare._id,
      limit: '-1',
      sortBy: 'date',
      sortDesc: 'false',
    });
    expect(
      within(list).getByRole('row', { name: 'Import Bella 01/05/2025 1-AB12' }),
    ).toBeInTheDocument();
    expect(
      within(list).getByRole('row', { name: 'Transfer Bella Draagmoeder 12 10/06/2025 2-AB12' }),
    ).toBeInTheDocument();
    expect(
      within(list).getByRole('row', { name: 'Export Bella 03/02/2026 3-AB12' }),
    ).toBeInTheDocument();
    expect(within(list).getAllByText('Draagmoeder 12')).toHaveLength(1);
    expect(screen.getByLabelText('Totalen')).toHaveTextContent(
      'Totaal Import1Totaal Transfer1Totaal Export1',
    );
    expect(screen.queryByRole('button', { name: 'Afdrukken' })).toBeNull();
  });

  it("nothing found: asks for both while one is missing, 'Geen stock gevonden' once both are chosen", async () => {
    const first = open(`?owner=${owner._id}`, []);
    await waitFor(() => expect(reportCalls(first.calls)).toHaveLength(1));
    expect(await screen.findByText(CHOOSE_TEXT)).toBeInTheDocument();
    expect(screen.queryByText(EMPTY_TEXT)).toBeNull();
    first.unmount();
    vi.unstubAllGlobals();

    open(`?owner=${owner._id}&mare=${mare._id}`, []);
    expect(await screen.findByText(EMPTY_TEXT)).toBeInTheDocument();
    expect(screen.queryByText(CHOOSE_TEXT)).toBeNull();
    expect(screen.getByRole('button', { name: 'Afdrukken' })).toBeInTheDocument();
  });

  it('a customer chosen in its picker goes to the URL and asks its movements', async () => {
    const { user, calls, search } = open();
    await user.click(screen.getByRole('combobox', { name: 'Klant' }));
    await user.click(await screen.findByRole('option', { name: owner.name }));
    await waitFor(() => expect(search().get('owner')).toBe(owner._id));
    await table();
    const query = reportCalls(calls)[0]!.url.searchParams;
    expect(query.get('owner')).toBe(owner._id);
    expect(query.get('donor_mare')).toBeNull();
  });

  it('the chosen types and days go to the URL and to the call; the totals follow the types', async () => {
    const { user, calls, search } = open(`?mare=${mare._id}&from=2025-01-01&to=2026-12-31`);
    await table();
    expect(reportCalls(calls)[0]!.url.searchParams.get('from')).toBe('2025-01-01');
    expect(reportCalls(calls)[0]!.url.searchParams.get('to')).toBe('2026-12-31');
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Transfer' }));
    await user.click(await screen.findByRole('option', { name: 'Export' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(search().getAll('type')).toEqual(['transfer', 'export']));
    await waitFor(() =>
      expect(reportCalls(calls).at(-1)!.url.searchParams.getAll('type')).toEqual([
        'transfer',
        'export',
      ]),
    );
    await waitFor(() =>
      expect(screen.getByLabelText('Totalen')).toHaveTextContent('Totaal Transfer1Totaal Export1'),
    );
    expect(within(await table()).queryByText('1-AB12')).toBeNull();
  });

  it('with a customer and a mare the report prints', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { user } = open(`?owner=${owner._id}&mare=${mare._id}`);
    await table();
    await user.click(screen.getByRole('button', { name: 'Afdrukken' }));
    expect(print).toHaveBeenCalled();
  });
});
