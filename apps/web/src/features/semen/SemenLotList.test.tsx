import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { semenMsg } from '@stalboek/domain';
import type { SemenLotDetail } from '@stalboek/domain';
import { renderWithProviders } from '../../components/test/renderWithProviders.tsx';
import { mockFetch } from '../../components/test/mockFetch.ts';
import type { FetchCall, FetchReply } from '../../components/test/mockFetch.ts';
import SemenLotsPage from './SemenLotsPage.tsx';
import { lot, semenApi, stallion, vat } from './test/fixtures.ts';

const page = (
  <Routes>
    <Route path="/semen/:id" element={<SemenLotsPage />} />
    <Route path="/semen/create/:id" element={<h1>Lotformulier</h1>} />
  </Routes>
);
const full = lot(1);
const empty = lot(2, { current_inventory: 0 });
const lotCalls = (calls: FetchCall[]) =>
  calls.filter((c) => c.method === 'GET' && c.url.pathname === '/api/semen');

function open(
  lots: SemenLotDetail[],
  writes: (c: FetchCall) => FetchReply | undefined = () => undefined,
) {
  const calls = mockFetch(semenApi(lots, writes));
  const rendered = renderWithProviders(page, { url: `/semen/${stallion._id}?hideEmpty=true` });
  const rowOf = async (lotNumber: string) =>
    (await screen.findByText(lotNumber, {}, { timeout: 15000 })).closest('tr')!;
  const toggle = async (lotNumber: string) =>
    rendered.user.click(within(await rowOf(lotNumber)).getByRole('checkbox'));
  const menu = async () => {
    await rendered.user.click(screen.getByRole('button', { name: 'Acties' }));
    return screen.findByRole('menu');
  };
  return { ...rendered, calls, rowOf, toggle, menu };
}
const item = (menu: HTMLElement, name: string) => within(menu).getByRole('menuitem', { name });
const disabled = (el: HTMLElement) => el.getAttribute('aria-disabled') === 'true';

afterEach(() => vi.unstubAllGlobals());

describe("'Sperma loten' of a stallion", { timeout: 40000 }, () => {
  it("asks the stallion's lots 10 a page, empty ones hidden as the URL says; empty text", async () => {
    const { user, calls, search } = open([]);
    expect(screen.getByRole('heading', { name: 'Sperma loten' })).toBeInTheDocument();
    expect(await screen.findByText('Geen sperma loten gevonden')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: stallion.name })).toHaveAttribute(
      'href',
      `/horse/${stallion._id}`,
    );
    const first = lotCalls(calls)[0]!.url.searchParams;
    expect([
      first.get('stallion'),
      first.get('hideEmpty'),
      first.get('limit'),
      first.get('page'),
    ]).toEqual([stallion._id, 'true', '10', '1']);
    await user.click(screen.getByRole('switch', { name: 'Verberg lege loten' }));
    await waitFor(() => expect(search().get('hideEmpty')).toBeNull());
    await waitFor(() =>
      expect(lotCalls(calls).at(-1)!.url.searchParams.get('hideEmpty')).toBeNull(),
    );
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Import' }));
    await waitFor(() =>
      expect(lotCalls(calls).at(-1)!.url.searchParams.get('type')).toBe('Import'),
    );
    expect(search().get('type')).toBe('Import');
  });

  it("'Acties' needs a selection; straw actions need straws, Correction one lot, Factureren waits", async () => {
    const { user, toggle, menu } = open([full, empty]);
    await screen.findByText('L-1', {}, { timeout: 15000 });
    expect(screen.getByRole('button', { name: 'Acties' })).toBeDisabled();

    await toggle('L-1');
    let actions = await menu();
    for (const name of ['Export', 'Eigenaar wijzigen', 'Beschadigd', 'Vernietigen', 'Controle'])
      expect(disabled(item(actions, name))).toBe(false);
    for (const name of ['Verplaatsen', 'Export type selecteren', 'Correction'])
      expect(disabled(item(actions, name))).toBe(false);
    const invoice = item(actions, 'Factureren');
    expect(disabled(invoice)).toBe(true);
    await user.hover(invoice.parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(semenMsg.invoiceLater);
    await user.keyboard('{Escape}');

    // With an empty lot there are no straws to take, but a count against its initial straws.
    await toggle('L-2');
    actions = await menu();
    expect(disabled(item(actions, 'Export'))).toBe(true);
    expect(disabled(item(actions, 'Vernietigen'))).toBe(true);
    expect(disabled(item(actions, 'Controle'))).toBe(false);
    expect(disabled(item(actions, 'Verplaatsen'))).toBe(false);
    expect(disabled(item(actions, 'Correction'))).toBe(true);
  });

  it('an action closes its dialog, clears the selection and reloads the lots', async () => {
    const { user, calls, feedback, toggle, menu, rowOf } = open([full], (c) =>
      c.method === 'POST' ? { body: { modifications: ['m'] } } : undefined,
    );
    await toggle('L-1');
    await user.click(item(await menu(), 'Vernietigen'));
    const dialog = await screen.findByRole('dialog', { name: 'Vernietigen' });
    await user.type(within(dialog).getByLabelText(/^Aantal rietjes/), '2');
    const before = lotCalls(calls).length;
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() =>
      expect(feedback.showSuccess).toHaveBeenCalledWith('Vernietigen succesvol.'),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(lotCalls(calls).length).toBeGreaterThan(before));
    expect(within(await rowOf('L-1')).getByRole('checkbox')).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Acties' })).toBeDisabled();
  });

  it('Correction asks first, then undoes the last modification of the one lot', async () => {
    const { user, calls, feedback, toggle, menu } = open([full], (c) =>
      c.method === 'DELETE' ? { body: { id: 'm' } } : undefined,
    );
    await toggle('L-1');
    await user.click(item(await menu(), 'Correction'));
    const dialog = await screen.findByRole('dialog', { name: 'Correction' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Corrigeren' }));
    await waitFor(() => expect(feedback.showSuccess).toHaveBeenCalledWith('Correction succesvol.'));
    expect(calls.find((c) => c.method === 'DELETE')!.url.pathname).toBe(
      `/api/semen/${full._id}/modification`,
    );
  });

  it("'Verplaatsen' needs a container, a tube and a position", async () => {
    const { user, calls, feedback, toggle, menu } = open([full], (c) =>
      c.method === 'POST' ? { status: 204 } : undefined,
    );
    await toggle('L-1');
    await user.click(item(await menu(), 'Verplaatsen'));
    const dialog = await screen.findByRole('dialog', { name: 'Verplaatsen' });
    const save = within(dialog).getByRole('button', { name: 'Opslaan' });
    const choose = async (label: RegExp, option: string) => {
      await user.click(within(dialog).getByRole('combobox', { name: label }));
      await user.click(await screen.findByRole('option', { name: option }));
    };
    await choose(/^Vat/, vat.name);
    await choose(/^Positie/, 'Onder');
    await new Promise((r) => setTimeout(r, 300));
    expect(save).toBeDisabled();
    await choose(/^Koker/, 'koker 3');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() =>
      expect(feedback.showSuccess).toHaveBeenCalledWith('Verplaatsen succesvol.'),
    );
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url.pathname).toBe('/api/semen/relocate');
    expect(post.body).toEqual({
      lots: [full._id],
      location: { container: vat._id, tube: 3, position: 'Onder' },
    });
  });

  it('a row opens its lot; the add button starts a lot of this stallion', async () => {
    const { user, router, rowOf } = open([full]);
    await user.click(within(await rowOf('L-1')).getByText('Stal De Wit'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/semen/create/${full._id}`));
    await router.navigate(`/semen/${stallion._id}?hideEmpty=true`);
    await user.click(await screen.findByRole('button', { name: 'Sperma lot toevoegen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/semen/create/undefined'));
    expect(router.state.location.search).toBe(`?horse=${stallion._id}`);
  });
});
