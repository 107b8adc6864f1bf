import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderWithProviders } from '../../components/test/renderWithProviders.tsx';
import { mockFetch } from '../../components/test/mockFetch.ts';
import type { FetchCall, FetchReply } from '../../components/test/mockFetch.ts';
import StockDetail from './StockDetail.tsx';
import { batch, product } from './test/fixtures.ts';

const lots = [batch(1), batch(2), batch(3, { active: false, remainingAmount: 0 })];

function api(call: FetchCall): FetchReply {
  const path = call.url.pathname;
  if (path === '/api/config/mod')
    return { body: { types: ['Beschadigd', 'Verkoop', 'Toediening', 'Controle'] } };
  if (path === `/api/product/${product._id}`) return { body: product };
  if (call.method === 'PUT') {
    const id = path.split('/')[3];
    return { body: { batch: lots.find((b) => b._id === id) } };
  }
  if (call.method === 'POST') return { status: 201, body: { batch: batch(4) } };
  return { body: { batches: lots, total: lots.length } };
}

const page = (
  <Routes>
    <Route path="/stock/:id" element={<StockDetail />} />
  </Routes>
);

afterEach(() => vi.unstubAllGlobals());

async function open() {
  const calls = mockFetch(api);
  const rendered = renderWithProviders(page, {
    url: `/stock/${product._id}?tab=batches&page=1&limit=10`,
  });
  const rowOf = async (lot: string) =>
    (await screen.findByText(lot, {}, { timeout: 15000 })).closest('tr')!;
  const select = async (lot: string) =>
    rendered.user.click(within(await rowOf(lot)).getByRole('checkbox'));
  return { ...rendered, calls, rowOf, select };
}

describe("StockDetail 'Loten'", { timeout: 40000 }, () => {
  it('asks expirationDate ascending and greys an inactive batch', async () => {
    const { calls, rowOf } = await open();
    const row = await rowOf('LOT-3');
    expect(within(row).getByText('Inactief')).toHaveStyle({ color: 'rgba(0, 0, 0, 0.38)' });
    const list = calls.find((c) => c.url.pathname === `/api/stock/${product._id}`)!;
    expect(list.url.searchParams.getAll('sortBy')).toEqual(['expirationDate']);
    expect(list.url.searchParams.getAll('sortDesc')).toEqual(['false']);
  });

  it("'Acties' is disabled without a selection; mods need exactly one active batch", async () => {
    const { user, select } = await open();
    const acties = await screen.findByRole('button', { name: 'Acties' });
    await screen.findByText('LOT-1');
    expect(acties).toBeDisabled();

    await select('LOT-1');
    await waitFor(() => expect(acties).toBeEnabled());
    await user.click(acties);
    let menu = await screen.findByRole('menu');
    for (const type of ['Beschadigd', 'Verkoop', 'Toediening', 'Controle'])
      expect(within(menu).getByRole('menuitem', { name: type })).not.toHaveAttribute(
        'aria-disabled',
      );
    await user.keyboard('{Escape}');

    await select('LOT-2');
    await user.click(acties);
    menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Verkoop' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Deactiveer' })).not.toHaveAttribute(
      'aria-disabled',
    );
    await user.keyboard('{Escape}');

    // One inactive batch alone: no stock can be taken from it.
    await select('LOT-1');
    await select('LOT-2');
    await select('LOT-3');
    await user.click(acties);
    menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Controle' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Activeer' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it('Deactiveer and Activeer call the API once per selected batch', async () => {
    const { user, calls, feedback, select } = await open();
    await select('LOT-1');
    await select('LOT-3');
    await user.click(screen.getByRole('button', { name: 'Acties' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Deactiveer' }));
    await waitFor(() =>
      expect(feedback.showSuccess).toHaveBeenCalledWith('lot succesvol gedeactiveerd'),
    );
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.url.pathname)).toEqual([
      `/api/stock/${lots[0]!._id}/deactivate`,
      `/api/stock/${lots[2]!._id}/deactivate`,
    ]);
    await user.click(screen.getByRole('button', { name: 'Acties' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Activeer' }));
    await waitFor(() =>
      expect(feedback.showSuccess).toHaveBeenCalledWith('lot succesvol geactiveerd'),
    );
    expect(calls.filter((c) => c.url.pathname.endsWith('/activate'))).toHaveLength(2);
  });

  it("'Lot toevoegen' requires lot number, dates and supplier and posts the batch", async () => {
    const { user, calls, feedback } = await open();
    await user.click(await screen.findByRole('button', { name: 'Lot toevoegen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lot toevoegen' });
    const save = within(dialog).getByRole('button', { name: 'Opslaan' });
    expect(within(dialog).getByLabelText(/^Verkoopprijs per eenheid/)).toHaveValue(24);
    await user.type(within(dialog).getByLabelText(/^Lotnummer/), 'X1');
    await user.clear(within(dialog).getByLabelText(/^Lotnummer/));
    expect(await within(dialog).findByText('Dit veld is verplicht')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Lotnummer/), 'A-77');
    await user.type(within(dialog).getByLabelText(/^Leverancier/), 'Medini');
    await user.type(within(dialog).getByLabelText(/^Aankoopprijs/), '10');
    await user.type(within(dialog).getByLabelText(/^Verkoopprijs$|^Verkoopprijs \*/), '20');
    await user.type(within(dialog).getByLabelText(/^Aantal/), '-2');
    expect(await within(dialog).findByText('Mag niet negatief zijn')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/^Aantal/));
    await user.type(within(dialog).getByLabelText(/^Aantal/), '12');
    expect(save).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/^Vervaldatum/), '31122026');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() =>
      expect(feedback.showSuccess).toHaveBeenCalledWith('Lot A-77 succesvol toegevoegd'),
    );
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url.pathname).toBe('/api/stock');
    expect(post.body).toMatchObject({
      product: product._id,
      lotNumber: 'A-77',
      supplier: 'Medini',
      expirationDate: '2026-12-31T11:00:00.000Z',
      buyInPrice: 10,
      sellingPrice: 20,
      sellingPricePerUnit: 24,
      initialAmount: 12,
    });
  });
});
