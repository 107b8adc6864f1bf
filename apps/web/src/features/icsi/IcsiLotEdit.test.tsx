import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { icsiMsg } from '@stalboek/domain';
import { renderWithProviders } from '../../components/test/renderWithProviders.tsx';
import { apiError, mockFetch } from '../../components/test/mockFetch.ts';
import type { FetchCall, FetchReply } from '../../components/test/mockFetch.ts';
import { answerUnsaved } from '../../components/test/unsavedChanges.ts';
import type { IcsiLotDetail } from '@stalboek/domain';
import { icsiApi, icsiLot, mare, owner, stallion, vat } from './test/fixtures.ts';
import { combobox, field, lotFormPage, pick } from './test/lotFormPage.tsx';

const write = (calls: FetchCall[], method: string) => calls.find((c) => c.method === method);

function open(
  lot: IcsiLotDetail,
  writes: (c: FetchCall) => FetchReply | undefined = () => undefined,
) {
  const calls = mockFetch(icsiApi([lot], writes));
  return { ...renderWithProviders(lotFormPage, { url: `/icsi/${lot._id}` }), calls };
}

afterEach(() => vi.unstubAllGlobals());

describe('/icsi/{id}: a saved ICSI lot', { timeout: 60000 }, () => {
  it('keeps amount, owner, donors and place, and its code while embryos are active; PUTs the whole form', async () => {
    const lot = icsiLot(1);
    const { user, calls, feedback, router } = open(lot, (c) =>
      c.method === 'PUT' ? { body: { icsi: { ...lot, traces: false } } } : undefined,
    );
    expect(await screen.findByRole('heading', { name: 'ICSI lot IC-1' })).toBeInTheDocument();
    await waitFor(() => expect(combobox(/^Donormerrie/)).toHaveValue(mare.name));
    expect(field(/^Code/)).toBeDisabled();
    expect(screen.getByText(icsiMsg.codeLocked)).toBeInTheDocument();
    expect(field(/^Aantal/)).toBeDisabled();
    expect(field(/^Aantal/)).toHaveValue(3);
    for (const [label, name] of [
      [/^Eigenaar/, owner.name],
      [/^Donormerrie/, mare.name],
      [/^Donorhengst/, stallion.name],
    ] as const) {
      expect(combobox(label)).toBeDisabled();
      expect(combobox(label)).toHaveValue(name);
    }
    for (const name of ['Aantal', 'Eigenaar', 'Donormerrie', 'Donorhengst'])
      expect(screen.getByText(icsiMsg.locked(name))).toBeInTheDocument();
    for (const label of [/^Vat/, /^Koker/, /^Positie/])
      expect(combobox(label)).toHaveAttribute('aria-disabled', 'true');
    expect(combobox(/^Koker/)).toHaveTextContent('koker 2');
    expect(screen.getByText(icsiMsg.placeLocked)).toBeInTheDocument();
    // The embryos were made on create: no choice of them here.
    expect(screen.queryByRole('button', { name: 'Alles selecteren' })).toBeNull();

    await user.click(screen.getByRole('switch', { name: 'TRACES' }));
    await pick(user, /^Collectiekleur/, 'Blauw');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(feedback.showSuccess).toHaveBeenCalledWith(icsiMsg.saved));
    const put = write(calls, 'PUT')!;
    expect(put.url.pathname).toBe(`/api/icsi/${lot._id}`);
    expect(put.body).toEqual({
      icsi: {
        code: 'IC-1',
        amount: 3,
        owner: owner._id,
        donor_mare: mare._id,
        donor_stallion: stallion._id,
        collectionDate: lot.collectionDate,
        traces: false,
        collectionColor: 'Blauw',
        location: { container: vat._id, tube: 2, position: 'Boven' },
      },
    });
    expect(router.state.location.pathname).toBe(`/icsi/${lot._id}`);
  });

  it('a lot without active embryos may get another code', async () => {
    open(icsiLot(2, { activeEmbryos: 0 }));
    await screen.findByRole('heading', { name: 'ICSI lot IC-2' });
    await waitFor(() => expect(field(/^Code/)).toHaveValue('IC-2'));
    expect(field(/^Code/)).toBeEnabled();
    expect(screen.queryByText(icsiMsg.codeLocked)).toBeNull();
    expect(field(/^Aantal/)).toBeDisabled();
  });

  it('deleting asks the question of the spec, then goes back to the lots', async () => {
    const lot = icsiLot(1);
    const { user, calls, router, feedback } = open(lot, (c) =>
      c.method === 'DELETE' ? { status: 204 } : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Lot verwijderen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lot IC-1 verwijderen' });
    expect(
      within(dialog).getByText(
        'Ben je zeker dat je het lot IC-1 wilt verwijderen? Dit kan niet meer ongedaan gemaakt worden',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/icsi'));
    expect(router.state.location.search).toBe('?onlyActive=true');
    expect(write(calls, 'DELETE')!.url.pathname).toBe(`/api/icsi/${lot._id}`);
    expect(feedback.showSuccess).toHaveBeenCalledWith('Lot IC-1 succesvol verwijderd');
    expect(feedback.showError).not.toHaveBeenCalled();
  });

  it('cancelling the question keeps the lot; a refused delete (409) is the banner', async () => {
    const lot = icsiLot(1);
    const { user, calls, router, feedback } = open(lot, (c) =>
      c.method === 'DELETE' ? apiError(409, icsiMsg.hasLeft) : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Lot verwijderen' }));
    let dialog = await screen.findByRole('dialog', { name: 'Lot IC-1 verwijderen' });
    await user.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(write(calls, 'DELETE')).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Lot verwijderen' }));
    dialog = await screen.findByRole('dialog', { name: 'Lot IC-1 verwijderen' });
    await user.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    await waitFor(() => expect(feedback.showError).toHaveBeenCalledWith(icsiMsg.hasLeft));
    expect(router.state.location.pathname).toBe(`/icsi/${lot._id}`);
  });

  it("leaving with unsaved changes asks first ('Niet-opgeslagen wijzigingen')", async () => {
    const lot = icsiLot(2, { activeEmbryos: 0 });
    const { user, router } = open(lot);
    await waitFor(() => expect(field(/^Code/)).toHaveValue('IC-2'));
    await user.type(field(/^Code/), 'b');
    await user.click(screen.getByRole('button', { name: 'Terug' }));
    await answerUnsaved(user, 'Blijven');
    expect(field(/^Code/)).toHaveValue('IC-2b');
    await user.click(screen.getByRole('button', { name: 'Terug' }));
    await answerUnsaved(user, 'Verlaten zonder opslaan');
    expect(router.state.location.pathname).toBe('/icsi');
  });

  it("an unknown lot says 'ICSI lot niet gevonden' with a way back", async () => {
    const missing = '12121212-1212-4212-8212-121212121212';
    mockFetch(
      icsiApi([], (c) =>
        c.url.pathname === `/api/icsi/${missing}` ? apiError(404, 'x') : undefined,
      ),
    );
    renderWithProviders(lotFormPage, { url: `/icsi/${missing}` });
    expect(
      await screen.findByRole('heading', { name: 'ICSI lot niet gevonden' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terug naar de ICSI loten' })).toHaveAttribute(
      'href',
      '/icsi?onlyActive=true',
    );
  });
});
