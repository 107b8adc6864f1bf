import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderWithProviders } from '../../components/test/renderWithProviders.tsx';
import { mockFetch } from '../../components/test/mockFetch.ts';
import type { FetchCall } from '../../components/test/mockFetch.ts';
import SemenHorseList from './SemenHorseList.tsx';
import { semenApi, stallion, vat } from './test/fixtures.ts';

const row = { horse: stallion, totalInitial: 20, currentInventory: 12, totalMods: 3 };
const page = (
  <Routes>
    <Route path="/semen" element={<SemenHorseList />} />
    <Route path="/semen/:id" element={<h1>Loten van de hengst</h1>} />
    <Route path="/semen/create/:id" element={<h1>Lotformulier</h1>} />
  </Routes>
);
const horseCalls = (calls: FetchCall[]) =>
  calls.filter((c) => c.url.pathname === '/api/semen/horses');

function open(url = '/semen') {
  const calls = mockFetch(
    semenApi([], (c) =>
      c.url.pathname === '/api/semen/horses' ? { body: { results: [row], total: 1 } } : undefined,
    ),
  );
  return { ...renderWithProviders(page, { url }), calls };
}

afterEach(() => vi.unstubAllGlobals());

describe("/semen 'Paarden met sperma loten'", { timeout: 40000 }, () => {
  it('one row per stallion with its totals; a row opens its lots with the empty ones hidden', async () => {
    const { user, router, calls } = open();
    expect(screen.getByRole('heading', { name: 'Paarden met sperma loten' })).toBeInTheDocument();
    const line = (await screen.findByText(stallion.name, {}, { timeout: 15000 })).closest('tr')!;
    expect(line).toHaveTextContent(/Cassini\s*20\s*12\s*3/);
    for (const header of ['Paard', 'Totaal initieel', 'Huidige stock', 'Wijzigingen'])
      expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
    expect(horseCalls(calls)[0]!.url.searchParams.getAll('sortBy')).toEqual(['horse']);
    for (const name of ['Vrije plaatsen CSV', 'actieve loten'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    await user.click(within(line).getByText(stallion.name));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/semen/${stallion._id}`));
    expect(router.state.location.search).toBe('?hideEmpty=true');
  });

  it('the tube filter shows once a container is chosen; both go to the URL and the API', async () => {
    const { user, calls, search } = open('/semen?page=1&limit=10');
    await screen.findByText(stallion.name, {}, { timeout: 15000 });
    expect(screen.queryByRole('combobox', { name: 'Koker' })).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Vat' }));
    await user.click(await screen.findByRole('option', { name: vat.name }));
    await waitFor(() => expect(search().get('container')).toBe(vat._id));
    await user.click(await screen.findByRole('combobox', { name: 'Koker' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Alle', 'koker 1', 'koker 2', 'koker 3']);
    await user.click(options[2]!);
    await waitFor(() => expect(horseCalls(calls).at(-1)!.url.searchParams.get('tube')).toBe('2'));
    expect(horseCalls(calls).at(-1)!.url.searchParams.get('container')).toBe(vat._id);
    // Another container starts without a tube.
    await user.click(screen.getByRole('combobox', { name: 'Vat' }));
    await user.click(await screen.findByRole('option', { name: 'Alle' }));
    await waitFor(() => expect(search().get('container')).toBeNull());
    expect(search().get('tube')).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Koker' })).toBeNull();
  });

  it("'Sperma lot toevoegen' opens the form of a new lot", async () => {
    const { user, router } = open();
    await user.click(screen.getByRole('button', { name: 'Sperma lot toevoegen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/semen/create/undefined'));
  });
});
