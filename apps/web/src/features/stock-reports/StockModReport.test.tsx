import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../components/test/renderWithProviders.tsx';
import { mockFetch } from '../../components/test/mockFetch.ts';
import type { FetchCall } from '../../components/test/mockFetch.ts';

import AppliedMedicationReport from './AppliedMedicationReport.tsx';
import DeliveredProductsReport from './DeliveredProductsReport.tsx';
import OutgoingProductsReport from './OutgoingProductsReport.tsx';
import { ids, mod } from './test/fixtures.tsx';

afterEach(() => vi.unstubAllGlobals());

/** The API: mods for the report, names for ids, search hits for the autocompletes. */
function api(results = [mod()]) {
  return mockFetch((call: FetchCall) => {
    const path = call.url.pathname;
    if (path === '/api/stock/mods') return { body: { results, total: results.length } };
    if (path === `/api/horse/${ids.horse}`)
      return { body: { _id: ids.horse, name: 'Zoë van Dormaal' } };
    if (path === `/api/product/${ids.product}`)
      return { body: { _id: ids.product, name: 'Regumate Equine 2,2 mg/ml' } };
    if (path === `/api/customer/${ids.client}`)
      return { body: { _id: ids.client, displayName: 'An Peeters' } };
    if (path === '/api/horse/search')
      return { body: { results: [{ _id: ids.horse, name: 'Zoë van Dormaal' }] } };
    return { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'x' } };
  });
}
const modCalls = (calls: FetchCall[]) => calls.filter((c) => c.url.pathname === '/api/stock/mods');
const lastModQuery = (calls: FetchCall[]) => modCalls(calls).at(-1)!.url.searchParams;
// The first render of the table with its pickers is slow in jsdom.
const firstRow = () => screen.findByRole('row', { name: /Regumate/ }, { timeout: 20000 });
const headers = () =>
  screen.getAllByRole('columnheader').map((h) => h.textContent?.replace(/\d+$/, '').trim());

describe('stock-mod reports', { timeout: 60000 }, () => {
  it('Toegediende medicatie asks only Toediening, newest first, and shows the columns', async () => {
    const calls = api();
    renderWithProviders(<AppliedMedicationReport />, {
      url: '/report/applied-medication?type=Toediening',
    });
    expect(screen.getByRole('heading', { name: 'Toegediende medicatie' })).toBeInTheDocument();
    const row = await firstRow();
    const q = lastModQuery(calls);
    expect(q.getAll('type')).toEqual(['Toediening']);
    expect(q.getAll('sortBy')).toEqual(['createdAt']);
    expect(q.getAll('sortDesc')).toEqual(['true']);
    expect([q.get('page'), q.get('limit'), q.get('out')]).toEqual(['1', '10', null]);
    expect(headers()).toEqual(
      expect.arrayContaining(['Type', 'Product', 'Lotnummer', 'Klant', 'Paard', 'Aantal', 'Datum']),
    );
    expect(headers()).not.toContain('Leverancier');
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual([
      'Toediening',
      'Regumate Equine 2,2 mg/ml',
      'ME26123456',
      'An Peeters',
      'Zoë van Dormaal',
      '2,5',
      '14/03/2026 09:30',
      'Dr. Peeters',
      '',
    ]);
  });

  it('shows a correction as its own row, signed, with who and what it corrects and why', async () => {
    const original = mod({ effectiveAmount: 0 });
    const correction = mod({
      _id: '0b7e1c52-4a44-4c3e-9a54-6f1f1b9a2c11',
      amount: -2.5,
      correctionOf: { _id: original._id, createdAt: original.createdAt },
      reason: 'Lijn verwijderd uit case 2026-00012',
      createdBy: 'An Assistent',
      createdAt: new Date(2026, 2, 15, 8, 5).toISOString(),
    });
    api([correction, original]);
    renderWithProviders(<AppliedMedicationReport />, {
      url: '/report/applied-medication?type=Toediening',
    });
    await screen.findAllByRole('row', { name: /Regumate/ }, { timeout: 20000 });
    expect(headers()).toEqual(expect.arrayContaining(['Door', 'Correctie']));
    const [withdrawn, entry] = screen
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(withdrawn!.slice(5)).toEqual([
      '-2,5',
      '15/03/2026 08:05',
      'An Assistent',
      'Correctie van Toediening van 14/03/2026 09:30: Lijn verwijderd uit case 2026-00012',
    ]);
    expect(entry!.slice(5)).toEqual([
      '2,5',
      '14/03/2026 09:30',
      'Dr. Peeters',
      'Gecorrigeerd: nu 0',
    ]);
  });

  it('Geleverde producten asks Aankoop and shows the supplier, not the client', async () => {
    const calls = api([mod({ type: 'Aankoop', client: null, horse: null, amount: 12 })]);
    renderWithProviders(<DeliveredProductsReport />, {
      url: '/report/delivered-products?type=Aankoop',
    });
    const row = await firstRow();
    expect(lastModQuery(calls).getAll('type')).toEqual(['Aankoop']);
    expect(headers()).toContain('Leverancier');
    expect(headers()).not.toContain('Klant');
    expect(within(row).getByText('Medini')).toBeInTheDocument();
  });

  it('shows the empty text when nothing matches', async () => {
    api([]);
    renderWithProviders(<DeliveredProductsReport />, {
      url: '/report/delivered-products?type=Aankoop',
    });
    expect(
      await screen.findByText('Geen stock modificaties voor product gevonden.'),
    ).toBeInTheDocument();
  });

  it('takes horse, product, client and the day range from the URL into the API query', async () => {
    const calls = api();
    renderWithProviders(<AppliedMedicationReport />, {
      url: `/report/applied-medication?type=Toediening&page=1&limit=25&horse=${ids.horse}&product=${ids.product}&client=${ids.client}&from=2026-03-01&to=2026-03-31`,
    });
    await firstRow();
    const q = lastModQuery(calls);
    expect([q.get('horse'), q.get('product'), q.get('client'), q.get('limit')]).toEqual([
      ids.horse,
      ids.product,
      ids.client,
      '25',
    ]);
    // The days are an inclusive range: from the start of the first to the end of the last day.
    expect(q.get('from')).toBe(new Date(2026, 2, 1, 0, 0, 0, 0).toISOString());
    expect(q.get('to')).toBe(new Date(2026, 2, 31, 23, 59, 59, 999).toISOString());
    // The ids from the URL are shown by name.
    expect(await screen.findByDisplayValue('An Peeters')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Paard' })).toHaveValue('Zoë van Dormaal');
    expect(screen.getByRole('textbox', { name: 'Van' })).toHaveValue('01/03/2026');
    expect(screen.getByRole('textbox', { name: 'Tot en met' })).toHaveValue('31/03/2026');
  });

  it('a horse chosen in the filter goes into the URL (back to page 1) and the API query', async () => {
    const calls = api();
    const { user, search } = renderWithProviders(<AppliedMedicationReport />, {
      url: '/report/applied-medication?type=Toediening&page=3&limit=10',
    });
    await user.type(screen.getByRole('combobox', { name: 'Paard' }), 'Zoë');
    await user.click(await screen.findByRole('option', { name: 'Zoë van Dormaal' }));
    await waitFor(() => expect(search().get('horse')).toBe(ids.horse));
    expect(search().get('page')).toBe('1');
    expect(search().get('type')).toBe('Toediening');
    await waitFor(() => expect(lastModQuery(calls).get('horse')).toBe(ids.horse));
  });

  it('a typed day goes into the URL only once complete (never the year 0020 on the way)', async () => {
    const calls = api();
    const { user, search } = renderWithProviders(<AppliedMedicationReport />, {
      url: '/report/applied-medication?type=Toediening&page=1&limit=10',
    });
    await firstRow();
    await user.click(screen.getByRole('textbox', { name: 'Van' }));
    await user.keyboard('01032026');
    await waitFor(() => expect(search().get('from')).toBe('2026-03-01'));
    await waitFor(() =>
      expect(lastModQuery(calls).get('from')).toBe(new Date(2026, 2, 1).toISOString()),
    );
    const froms = modCalls(calls).map((c) => c.url.searchParams.get('from'));
    expect(froms.filter((f) => f !== null)).toEqual([new Date(2026, 2, 1).toISOString()]);
  });

  it('Uitgaande producten asks every outgoing type, or the types chosen in the multi-select', async () => {
    const calls = api([mod({ type: 'Verkoop', horse: null })]);
    const { user, search } = renderWithProviders(<OutgoingProductsReport />, {
      url: '/report/outgoing-products?out=true',
    });
    await firstRow();
    expect(lastModQuery(calls).get('out')).toBe('true');
    expect(lastModQuery(calls).getAll('type')).toEqual([]);
    expect(headers()).toContain('Klant');
    expect(headers()).not.toContain('Leverancier');
    await user.click(screen.getByRole('combobox', { name: 'Type modificatie' }));
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Beschadigd', 'Verkoop', 'Toediening', 'Controle']);
    await user.click(within(listbox).getByRole('option', { name: 'Verkoop' }));
    await user.click(within(listbox).getByRole('option', { name: 'Controle' }));
    await waitFor(() => expect(search().getAll('type')).toEqual(['Verkoop', 'Controle']));
    expect(search().get('out')).toBe('true');
    await waitFor(() =>
      expect(lastModQuery(calls).getAll('type')).toEqual(['Verkoop', 'Controle']),
    );
    expect(lastModQuery(calls).get('out')).toBe('true');
  });

  it('ignores types in the URL that are not outgoing types', async () => {
    const calls = api();
    renderWithProviders(<OutgoingProductsReport />, {
      url: '/report/outgoing-products?out=true&type=Aankoop&type=Beschadigd&type=x',
    });
    await firstRow();
    expect(lastModQuery(calls).getAll('type')).toEqual(['Beschadigd']);
  });
});
