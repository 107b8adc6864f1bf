import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderWithProviders } from '../../components/test/renderWithProviders.tsx';
import { mockFetch } from '../../components/test/mockFetch.ts';
import type { FetchCall } from '../../components/test/mockFetch.ts';
import IcsiLotList from './IcsiLotList.tsx';
import { icsiApi, icsiLot, mare, vat } from './test/fixtures.ts';

const page = (
  <Routes>
    <Route path="/icsi" element={<IcsiLotList />} />
    <Route path="/icsi/create" element={<h1>Nieuw lot</h1>} />
    <Route path="/icsi/:id" element={<h1>Lotformulier</h1>} />
  </Routes>
);
const lotCalls = (calls: FetchCall[]) =>
  calls.filter((c) => c.method === 'GET' && c.url.pathname === '/api/icsi');
const lastQuery = (calls: FetchCall[]) => lotCalls(calls).at(-1)!.url.searchParams;

function open(lots = [icsiLot(1)], url = '/icsi?onlyActive=true') {
  const calls = mockFetch(icsiApi(lots));
  return { ...renderWithProviders(page, { url }), calls };
}

afterEach(() => vi.unstubAllGlobals());

describe("/icsi 'ICSI Loten'", { timeout: 40000 }, () => {
  it('one row per lot with its active embryos and TRACES; a row opens the lot', async () => {
    const lot = icsiLot(1);
    const { user, router, calls } = open([lot]);
    expect(screen.getByRole('heading', { name: 'ICSI Loten' })).toBeInTheDocument();
    const row = (await screen.findByText('IC-1', {}, { timeout: 15000 })).closest('tr')!;
    expect(row).toHaveTextContent(/IC-1\s*Bella\s*Cassini\s*3\s*04\/03\/2025\s*02\/03\/2025/);
    expect(within(row).getByLabelText('TRACES aangevinkt')).toBeInTheDocument();
    const headers = ['Code', 'Donormerrie', 'Donorhengst', "Actieve embryo's", 'TRACES'];
    for (const header of [...headers, 'Aangepast', 'Aangemaakt'])
      expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
    // The menu's link: only lots with active embryos, 10 a page, newest first.
    const first = lotCalls(calls)[0]!.url.searchParams;
    expect([first.get('onlyActive'), first.get('page'), first.get('limit')]).toEqual([
      'true',
      '1',
      '10',
    ]);
    expect(first.getAll('sortBy')).toEqual(['createdAt']);
    expect(first.getAll('sortDesc')).toEqual(['true']);
    await user.click(within(row).getByText('IC-1'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/icsi/${lot._id}`));
  });

  it("says 'Geen ICSI loten gevonden' without lots; 'ICSI lot toevoegen' opens the new lot", async () => {
    const { user, router } = open([]);
    expect(await screen.findByText('Geen ICSI loten gevonden')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ICSI lot toevoegen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/icsi/create'));
  });

  it('the tube filter shows once a container is chosen; both go to the URL and the API', async () => {
    const { user, calls, search } = open();
    await screen.findByText('IC-1', {}, { timeout: 15000 });
    expect(screen.queryByRole('combobox', { name: 'Koker' })).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Vat' }));
    await user.click(await screen.findByRole('option', { name: vat.name }));
    await waitFor(() => expect(search().get('container')).toBe(vat._id));
    await user.click(await screen.findByRole('combobox', { name: 'Koker' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Alle', 'koker 1', 'koker 2', 'koker 3']);
    await user.click(options[2]!);
    await waitFor(() => expect(lastQuery(calls).get('tube')).toBe('2'));
    expect(lastQuery(calls).get('container')).toBe(vat._id);
    expect(search().get('page')).toBe('1');
    // No container: no tube either.
    await user.click(screen.getByRole('combobox', { name: 'Vat' }));
    await user.click(await screen.findByRole('option', { name: 'Alle' }));
    await waitFor(() => expect(search().get('container')).toBeNull());
    expect(search().get('tube')).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Koker' })).toBeNull();
  });

  it("the donor mare is searched among the mares; 'Enkel loten met actieve embryo's' can be switched off", async () => {
    const { user, calls, search } = open();
    await screen.findByText('IC-1', {}, { timeout: 15000 });
    const only = screen.getByRole('switch', { name: "Enkel loten met actieve embryo's" });
    expect(only).toBeChecked();
    await user.click(only);
    await waitFor(() => expect(search().get('onlyActive')).toBeNull());
    await waitFor(() => expect(lastQuery(calls).get('onlyActive')).toBeNull());

    await user.click(screen.getByRole('combobox', { name: 'Donormerrie' }));
    await user.click(await screen.findByRole('option', { name: mare.name }));
    await waitFor(() => expect(search().get('donor_mare')).toBe(mare._id));
    await waitFor(() => expect(lastQuery(calls).get('donor_mare')).toBe(mare._id));
    const searches = calls.filter((c) => c.url.pathname === '/api/horse/search');
    expect(searches.at(-1)!.url.searchParams.get('type')).toBe('Merrie');
  });
});
