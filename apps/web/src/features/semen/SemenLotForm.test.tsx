import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { semenMsg } from '@stalboek/domain';
import { renderWithProviders } from '../../components/test/renderWithProviders.tsx';
import { apiError, mockFetch } from '../../components/test/mockFetch.ts';
import { answerUnsaved } from '../../components/test/unsavedChanges.ts';
import type { FetchCall } from '../../components/test/mockFetch.ts';
import SemenLotForm from './SemenLotForm.tsx';
import { lot, modification, owner, semenApi, stallion, vat } from './test/fixtures.ts';

const page = (
  <Routes>
    <Route path="/semen/create/:id" element={<SemenLotForm />} />
    <Route path="/semen/:id" element={<h1>Lotenlijst</h1>} />
  </Routes>
);
const field = (label: RegExp) => screen.getByLabelText(label);
const select = (label: RegExp) => screen.getByRole('combobox', { name: label });

async function pick(
  user: ReturnType<typeof renderWithProviders>['user'],
  label: RegExp,
  option: string,
) {
  await user.click(select(label));
  await user.click(await screen.findByRole('option', { name: option }));
}

const write = (calls: FetchCall[], method: string) => calls.find((c) => c.method === method);

afterEach(() => vi.unstubAllGlobals());

describe('SemenLotForm', { timeout: 40000 }, () => {
  it('the dates follow the type: none before a type, Productie needs the production date, Import the import date', async () => {
    mockFetch(semenApi([]));
    const { user } = renderWithProviders(page, {
      url: `/semen/create/undefined?horse=${stallion._id}`,
    });
    expect(
      await screen.findByRole('heading', { name: 'Sperma lot toevoegen' }),
    ).toBeInTheDocument();
    // ?horse= prefills the stallion and its owner.
    await waitFor(() => expect(select(/^Hengst/)).toHaveValue(stallion.name));
    expect(select(/^Eigenaar/)).toHaveValue(owner.name);
    expect(field(/^Productiedatum/)).toBeDisabled();
    expect(field(/^Importdatum/)).toBeDisabled();

    await pick(user, /^Type/, 'Productie');
    await waitFor(() => expect(field(/^Productiedatum/)).toBeEnabled());
    expect(field(/^Productiedatum/)).toBeRequired();
    expect(field(/^Importdatum/)).toBeDisabled();
    expect(await screen.findByText(semenMsg.productionDateRequired)).toBeInTheDocument();

    await pick(user, /^Type/, 'Import');
    await waitFor(() => expect(field(/^Importdatum/)).toBeEnabled());
    expect(field(/^Importdatum/)).toBeRequired();
    expect(field(/^Productiedatum/)).not.toBeRequired();
    expect(await screen.findByText(semenMsg.importDateRequired)).toBeInTheDocument();
  });

  it('a new lot: no date after today, the tube once a container is chosen, quality 0–100; posts it', async () => {
    const calls = mockFetch(
      semenApi([], (c) =>
        c.method === 'POST' ? { status: 201, body: { semenCollection: lot(9) } } : undefined,
      ),
    );
    const { user, feedback, router } = renderWithProviders(page, {
      url: `/semen/create/undefined?horse=${stallion._id}`,
    });
    await waitFor(() => expect(select(/^Hengst/)).toHaveValue(stallion.name));
    const save = screen.getByRole('button', { name: 'Opslaan' });
    await pick(user, /^Type/, 'Productie');
    await user.type(field(/^Productiedatum/), '01012099');
    expect(await screen.findByText(semenMsg.notAfterToday)).toBeInTheDocument();
    await user.clear(field(/^Productiedatum/));
    await user.type(field(/^Productiedatum/), '01032025');
    expect(screen.queryByRole('combobox', { name: /^Koker/ })).toBeNull();
    await pick(user, /^Vat/, vat.name);
    await user.click(select(/^Koker/));
    const tubes = await screen.findAllByRole('option');
    expect(tubes.map((o) => o.textContent)).toEqual(['koker 1', 'koker 2', 'koker 3']);
    await user.click(tubes[2]!);
    await pick(user, /^Positie/, 'Onder');
    await user.type(field(/^Initiële voorraad/), '10');
    await user.type(field(/^Motiliteit/), '101');
    expect(await screen.findByText('Mag maximum 100 zijn')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.clear(field(/^Motiliteit/));
    await user.type(field(/^Motiliteit/), '80');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() =>
      expect(feedback.showSuccess).toHaveBeenCalledWith('Lot L-9 succesvol opgeslagen'),
    );
    expect(write(calls, 'POST')!.url.pathname).toBe('/api/semen');
    expect(write(calls, 'POST')!.body).toEqual({
      semenCollection: {
        lotNumber: null,
        stallion: stallion._id,
        owner: owner._id,
        type: 'Productie',
        production_date: '2025-03-01T11:00:00.000Z',
        import_date: null,
        export_type: null,
        location: { container: vat._id, tube: 3, position: 'Onder' },
        initial_inventory: 10,
        color: null,
        concentration: null,
        motility: 80,
        progress: null,
        velocity: null,
        pail: null,
        viability: null,
      },
    });
    // Opened directly: back to the stallion's lots.
    await waitFor(() => expect(router.state.location.pathname).toBe(`/semen/${stallion._id}`));
  });

  it('a saved lot keeps its stallion, owner, type and initial inventory; the rest is saved with PUT', async () => {
    const saved = lot(1);
    const calls = mockFetch(
      semenApi([saved], (c) =>
        c.method === 'PUT'
          ? { body: { semenCollection: { ...saved, lotNumber: 'L-1b' } } }
          : undefined,
      ),
    );
    const { user, feedback } = renderWithProviders(page, { url: `/semen/create/${saved._id}` });
    expect(await screen.findByRole('heading', { name: 'Sperma lot L-1' })).toBeInTheDocument();
    await waitFor(() => expect(select(/^Hengst/)).toHaveValue(stallion.name));
    expect(select(/^Hengst/)).toBeDisabled();
    expect(select(/^Eigenaar/)).toBeDisabled();
    expect(select(/^Type/)).toHaveAttribute('aria-disabled', 'true');
    expect(field(/^Initiële voorraad/)).toBeDisabled();
    expect(screen.getByText(semenMsg.locked('Hengst'))).toBeInTheDocument();
    expect(field(/^Productiedatum/)).toHaveValue('01/03/2025');
    expect(select(/^Koker/)).toHaveTextContent('koker 2');
    await user.clear(field(/^Lotnummer/));
    await user.type(field(/^Lotnummer/), 'L-1b');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() =>
      expect(feedback.showSuccess).toHaveBeenCalledWith('Lot L-1b succesvol opgeslagen'),
    );
    const put = write(calls, 'PUT')!;
    expect(put.url.pathname).toBe(`/api/semen/${saved._id}`);
    expect(put.body).toMatchObject({
      semenCollection: {
        lotNumber: 'L-1b',
        stallion: stallion._id,
        type: 'Productie',
        initial_inventory: 10,
      },
    });
  });

  it('the ledger marks Create and Correction; without other modifications or quality values it says so', async () => {
    const fresh = lot(1);
    const used = lot(2, {
      motility: 70,
      modifications: [
        modification(4, {
          type: 'Verbruik',
          action: 'subtract',
          amount: 2,
          case: { _id: '00000000-0000-4000-8000-0000000000c5', reference: '2026-00169' },
        }),
        modification(3, { type: 'Correction', action: 'add', amount: 1 }),
        modification(2, { type: 'Export', action: 'subtract', amount: 1, correctedBy: 'x' }),
        modification(1),
      ],
    });
    mockFetch(semenApi([fresh, used]));
    const { router } = renderWithProviders(page, { url: `/semen/create/${fresh._id}` });
    expect(
      await screen.findByText('Nog geen wijzigingen aan dit lot gevonden'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Geen kwalitatieve parameters gevonden voor dit lot'),
    ).toBeInTheDocument();
    const ledger = screen.getByRole('table', { name: 'Wijzigingen' });
    expect(within(ledger).getAllByRole('row')).toHaveLength(2);
    expect(within(ledger).getByText('Aangemaakt')).toBeInTheDocument();

    await router.navigate(`/semen/create/${used._id}`);
    expect(await screen.findByRole('heading', { name: 'Sperma lot L-2' })).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Wijzigingen' })).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'TypeActieAantalEigenaarDatum',
      'Verbruikcase 2026-00169Aftrekken2Stal De Wit01/03/2025',
      'CorrectieToevoegen1Stal De Wit01/03/2025',
      'ExportgecorrigeerdAftrekken1Stal De Wit01/03/2025',
      'AangemaaktToevoegen10Stal De Wit01/03/2025',
    ]);
    // A case's use links its case.
    expect(screen.getByRole('link', { name: 'case 2026-00169' })).toHaveAttribute(
      'href',
      '/case/00000000-0000-4000-8000-0000000000c5',
    );
    expect(screen.queryByText('Nog geen wijzigingen aan dit lot gevonden')).toBeNull();
    expect(screen.queryByText('Geen kwalitatieve parameters gevonden voor dit lot')).toBeNull();
  });

  it('deleting asks the question of the spec, then goes to the stallion\u2019s lots', async () => {
    const saved = lot(1);
    const calls = mockFetch(
      semenApi([saved], (c) => (c.method === 'DELETE' ? { status: 204 } : undefined)),
    );
    const { user, router, feedback } = renderWithProviders(page, {
      url: `/semen/create/${saved._id}`,
    });
    await user.click(await screen.findByRole('button', { name: 'Lot verwijderen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lot L-1 verwijderen' });
    expect(
      within(dialog).getByText(
        'Ben je zeker dat je het lot L-1 wilt verwijderen? Dit kan niet meer ongedaan gemaakt worden',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/semen/${stallion._id}`));
    expect(feedback.showSuccess).toHaveBeenCalledWith('Lot L-1 succesvol verwijderd');
    expect(write(calls, 'DELETE')!.url.pathname).toBe(`/api/semen/${saved._id}`);
    expect(feedback.showError).not.toHaveBeenCalled();
  });

  it("leaving with unsaved changes asks first ('Niet-opgeslagen wijzigingen')", async () => {
    const saved = lot(1);
    mockFetch(semenApi([saved]));
    const { user, router } = renderWithProviders(page, { url: `/semen/create/${saved._id}` });
    await screen.findByRole('heading', { name: 'Sperma lot L-1' });
    await waitFor(() => expect(field(/^Lotnummer/)).toHaveValue('L-1'));
    await user.type(field(/^Lotnummer/), 'b');
    await user.click(screen.getByRole('button', { name: 'Terug' }));
    await answerUnsaved(user, 'Blijven');
    expect(field(/^Lotnummer/)).toHaveValue('L-1b');
    await user.click(screen.getByRole('button', { name: 'Terug' }));
    await answerUnsaved(user, 'Verlaten zonder opslaan');
    expect(router.state.location.pathname).toBe(`/semen/${stallion._id}`);
  });

  it("an unknown lot says 'Sperma lot niet gevonden' with a way back", async () => {
    const missing = '12121212-1212-4212-8212-121212121212';
    mockFetch(
      semenApi([], (c) =>
        c.url.pathname === `/api/semen/${missing}` ? apiError(404, 'x') : undefined,
      ),
    );
    renderWithProviders(page, { url: `/semen/create/${missing}` });
    expect(
      await screen.findByRole('heading', { name: 'Sperma lot niet gevonden' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terug naar de sperma loten' })).toHaveAttribute(
      'href',
      '/semen',
    );
  });
});
