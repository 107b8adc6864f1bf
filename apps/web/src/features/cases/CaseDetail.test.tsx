import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { CaseDetail as Case } from '@stalboek/domain';
import { renderWithProviders } from '../../components/test/renderWithProviders.tsx';
import { apiError, mockFetch, type FetchCall } from '../../components/test/mockFetch.ts';
import CaseDetail from './CaseDetail.tsx';

afterEach(() => vi.unstubAllGlobals());

const ID = '22222222-2222-4222-8222-222222222222';
const base: Case = {
  _id: ID,
  reference: '2026-00042',
  status: 'Open',
  mainActivity: '-',
  customer: { _id: '66666666-6666-4666-8666-666666666666', name: 'Jan Janssens' },
  horse: {
    _id: '33333333-3333-4333-8333-333333333333',
    name: 'Fleur',
    type: 'Merrie',
    surrogate: false,
  },
  invoice: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  extra: null,
  pension: [],
  researchSheets: [],
  protocols: [],
  labos: [],
  products: [],
  storageICSI: [],
  storageSemen: [],
};

/** A boarding line of a horse that has not left yet: no end. */
const stillBoarding: Case['pension'][number] = {
  _id: '77777777-7777-4777-8777-777777777777',
  billable: true,
  from: '2026-11-01T11:00:00.000Z',
  to: null,
  type: { _id: '88888888-8888-4888-8888-888888888888', name: 'Weide', pricePerDay: 9 },
  location: null,
  index: 0,
};

const SHEET = '99999999-9999-4999-8999-999999999999';
const STUD = '55555555-5555-4555-8555-555555555555';
const PICKED = '44444444-4444-4444-8444-444444444444';

function api(c: Case, onDelete?: () => ReturnType<typeof apiError>) {
  return (call: FetchCall) => {
    const path = call.url.pathname;
    if (path === `/api/case/${ID}` && call.method === 'DELETE')
      return onDelete ? onDelete() : { status: 204 };
    if (path === `/api/case/${ID}` && call.method === 'PUT') return { body: c };
    if (path === `/api/case/${ID}`) return { body: c };
    if (path === '/api/horse/search')
      return { body: { results: [{ _id: STUD, name: 'Cornet Obolensky', type: 'Hengst' }] } };
    if (path === '/api/customer/search')
      return { body: { results: [{ _id: PICKED, displayName: 'Piet Pieters' }] } };
    if (path === `/api/researchSheet/${SHEET}`) return { body: { ...sheetOf(c), _id: SHEET } };
    if (path === '/api/config/vets') return { body: { vets: ['Dr. Claes'] } };
    if (path === '/api/config/status')
      return { body: { statuses: ['Open', 'Factureerbaar', 'Gesloten'], activities: ['-'] } };
    return { body: { results: [], total: 0 } };
  };
}

const sheetOf = (c: Case) => ({
  client: null,
  horse: c.horse._id,
  case: c._id,
  doctor: 'Dr. Claes',
  researchDate: new Date(2026, 10, 10, 9).toISOString(),
  billable: true,
  information: {
    leftOvary: { follicles: [], tags: [] },
    rightOvary: { follicles: [], tags: [] },
    uterus: { rating: 0, content: { moist: null, type: null } },
    pregnant: { isPregnant: false, count: null },
  },
  cysts: [],
  protocols: [],
  labos: [],
  products: [],
  createdAt: '2026-11-10T09:00:00.000Z',
  updatedAt: '2026-11-10T09:00:00.000Z',
});

const page = (
  <Routes>
    <Route path="/case/:id" element={<CaseDetail />} />
    <Route path="/cases" element={<h1>Caselijst</h1>} />
  </Routes>
);

describe('/case/{id}', () => {
  it('offers the stud horse only for ET, KI and ICSI-ET', async () => {
    mockFetch(api(base));
    const { user } = renderWithProviders(page, { url: `/case/${ID}` });
    expect(await screen.findByRole('heading', { name: 'Case 2026-00042' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Dekhengst' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Hoofdactiviteit' }));
    await user.click(screen.getByRole('option', { name: 'Kunstmatige inseminatie' }));
    expect(screen.getByRole('combobox', { name: 'Dekhengst' })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Hoofdactiviteit' }));
    await user.click(screen.getByRole('option', { name: 'Ovum pick up' }));
    expect(screen.queryByRole('combobox', { name: 'Dekhengst' })).not.toBeInTheDocument();
  });

  it('the stud horse is searched among stud horses and dropped with an activity that has none', async () => {
    const calls = mockFetch(api(base));
    const { user } = renderWithProviders(page, { url: `/case/${ID}` });
    await user.click(await screen.findByRole('combobox', { name: 'Hoofdactiviteit' }));
    await user.click(screen.getByRole('option', { name: 'Embryotransfer' }));
    await user.type(screen.getByRole('combobox', { name: 'Dekhengst' }), 'Cor');
    await user.click(await screen.findByRole('option', { name: 'Cornet Obolensky' }));
    const search = calls.find((c) => c.url.pathname === '/api/horse/search')!.url.searchParams;
    expect([search.get('stud_horse'), search.get('type')]).toEqual(['true', 'Hengst']);
    await user.click(screen.getByRole('combobox', { name: 'Hoofdactiviteit' }));
    await user.click(screen.getByRole('option', { name: 'Ovum pick up' }));
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      mainActivity: 'Ovum pick up',
      extra: null,
    });
  });

  it("'Opslaan' saves the case, says 'Opgeslagen!' and shows the general tab", async () => {
    const calls = mockFetch(api({ ...base, customer: null }));
    const { user, router, feedback } = renderWithProviders(page, { url: `/case/${ID}` });
    // Without a customer the header offers a customer search.
    await user.type(await screen.findByRole('combobox', { name: 'Klant' }), 'Pie');
    await user.click(await screen.findByRole('option', { name: 'Piet Pieters' }));
    expect(router.state.location.search).toBe('');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(feedback.showSuccess).toHaveBeenCalledWith('Opgeslagen!'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      customer: PICKED,
      status: 'Open',
      mainActivity: '-',
    });
    expect(router.state.location.search).toBe('?tab=general');
  });

  it('a tab per sheet, labelled by its research date; a row of the sheets table opens it', async () => {
    const researchDate = new Date(2026, 10, 10, 9).toISOString();
    mockFetch(
      api({
        ...base,
        researchSheets: [{ _id: SHEET, researchDate, doctor: 'Dr. Claes', billable: true }],
      }),
    );
    const { user, router } = renderWithProviders(page, { url: `/case/${ID}` });
    const tab = await screen.findByRole('tab', { name: '10/11/2026' });
    expect(tab).toHaveAttribute('aria-selected', 'false');
    const sheets = screen.getByRole('table', { name: 'Onderzoeksfiches' });
    await user.click(within(sheets).getByRole('row', { name: /10\/11\/2026 09:00.*Dr\. Claes/ }));
    expect(router.state.location.search).toBe(`?tab=${SHEET}`);
    expect(screen.getByRole('tab', { name: '10/11/2026' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByRole('button', { name: 'Onderzoeksfiche opslaan' })).toBeVisible();
  });

  it('Factureerbaar cannot be chosen while a boarding line lacks its end (spec 01 §4)', async () => {
    mockFetch(api({ ...base, pension: [stillBoarding] }));
    const { user } = renderWithProviders(page, { url: `/case/${ID}` });
    await user.click(await screen.findByRole('button', { name: 'Status Open' }));
    const choice = screen.getByRole('menuitem', { name: /Factureerbaar/ });
    expect(choice).toHaveAttribute('aria-disabled', 'true');
    expect(choice).toHaveTextContent('Vul eerst elke pensionlijn aan');
    expect(screen.getByRole('menuitem', { name: 'Gesloten' })).not.toHaveAttribute('aria-disabled');
  });

  it('a Factureerbaar case with a horse still boarding keeps its status choices', async () => {
    mockFetch(api({ ...base, status: 'Factureerbaar', pension: [stillBoarding] }));
    const { user } = renderWithProviders(page, { url: `/case/${ID}` });
    await user.click(await screen.findByRole('button', { name: 'Status Factureerbaar' }));
    expect(screen.getByRole('menuitem', { name: 'Factureerbaar' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it("hides '+' when Gesloten and 'Opslaan' once invoiced", async () => {
    mockFetch(api({ ...base, status: 'Gesloten', invoice: 'TL-1' }));
    renderWithProviders(page, { url: `/case/${ID}` });
    expect(await screen.findByRole('tab', { name: 'Algemeen' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Nieuwe fiche' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Opslaan' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Case verwijderen' })).toBeInTheDocument();
  });

  it('a confirmed delete goes to the default case list; a refusal shows its message', async () => {
    mockFetch(api(base));
    const { user, router } = renderWithProviders(page, { url: `/case/${ID}` });
    await user.click(await screen.findByRole('button', { name: 'Case verwijderen' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('U staat op het punt om Case 2026-00042 te verwijderen.');
    await user.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cases'));
    expect(router.state.location.search).toBe(
      '?status=Factureerbaar&status=Open&hideSurrogate=true',
    );

    vi.unstubAllGlobals();
    const refusal = 'Deze case heeft onderzoeksfiches en kan niet verwijderd worden.';
    mockFetch(api(base, () => apiError(409, refusal)));
    const second = renderWithProviders(page, { url: `/case/${ID}` });
    const buttons = await screen.findAllByRole('button', { name: 'Case verwijderen' });
    await second.user.click(buttons.at(-1)!);
    await second.user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Verwijderen' }),
    );
    await waitFor(() => expect(second.feedback.showError).toHaveBeenCalledWith(refusal));
    expect(second.router.state.location.pathname).toBe(`/case/${ID}`);
  });

  it("an unknown case says 'Case niet gevonden' with a way back, not an endless loading bar", async () => {
    const missing = '12121212-1212-4212-8212-121212121212';
    mockFetch((call) =>
      call.url.pathname === `/api/case/${missing}`
        ? apiError(404, 'Case niet gevonden')
        : api(base)(call),
    );
    const { user, router } = renderWithProviders(page, { url: `/case/${missing}` });
    expect(await screen.findByRole('heading', { name: 'Case niet gevonden' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Terug naar de cases' }));
    expect(router.state.location.pathname).toBe('/cases');
  });

  it('a mistyped case id (400) is not found either', async () => {
    mockFetch((call) =>
      call.url.pathname === '/api/case/foo' ? apiError(400, 'Ongeldige id') : api(base)(call),
    );
    renderWithProviders(page, { url: '/case/foo' });
    expect(await screen.findByRole('heading', { name: 'Case niet gevonden' })).toBeInTheDocument();
  });

  it('choosing a status saves the case at once (spec 01 §4): leaving with Terug keeps it', async () => {
    let current: Case = base;
    const calls = mockFetch((call) => {
      if (call.url.pathname === `/api/case/${ID}` && call.method === 'PUT') {
        current = { ...current, status: (call.body as { status: Case['status'] }).status };
        return { body: current };
      }
      return api(current)(call);
    });
    const { user, router, feedback } = renderWithProviders(page, { url: `/case/${ID}` });
    await user.click(await screen.findByRole('button', { name: 'Status Open' }));
    await user.click(screen.getByRole('menuitem', { name: 'Factureerbaar' }));
    await waitFor(() => expect(feedback.showSuccess).toHaveBeenCalledWith('Opgeslagen!'));
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toMatchObject([
      { status: 'Factureerbaar', mainActivity: '-' },
    ]);
    expect(screen.getByRole('button', { name: 'Status Factureerbaar' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Terug' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cases'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('leaving with unsaved changes asks; Blijven keeps them, the case tabs keep them too', async () => {
    mockFetch(api(base));
    const { user, router } = renderWithProviders(page, { url: `/case/${ID}` });
    // Nothing changed: 'Terug' goes at once.
    await user.click(await screen.findByRole('button', { name: 'Terug' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cases'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await router.navigate(`/case/${ID}`);
    await user.click(await screen.findByRole('combobox', { name: 'Hoofdactiviteit' }));
    await user.click(screen.getByRole('option', { name: 'Embryotransfer' }));
    await user.click(screen.getByRole('button', { name: 'Terug' }));
    const dialog = await screen.findByRole('dialog', { name: 'Niet-opgeslagen wijzigingen' });
    await user.click(within(dialog).getByRole('button', { name: 'Blijven' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe(`/case/${ID}`);
    const activity = () => screen.getByRole('combobox', { name: 'Hoofdactiviteit' });
    expect(activity()).toHaveTextContent('Embryotransfer');

    // Another tab of the case: the header's changes stay, nothing to ask.
    await user.click(screen.getByRole('tab', { name: 'Nieuwe fiche' }));
    expect(router.state.location.search).toBe('?tab=new');
    await user.click(screen.getByRole('tab', { name: 'Algemeen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(activity()).toHaveTextContent('Embryotransfer');

    await user.click(screen.getByRole('link', { name: 'Fleur' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Verlaten zonder opslaan',
      }),
    );
    expect(await screen.findByText('Paardpagina')).toBeInTheDocument();
  });

  it('a follicle size typed in a sheet is not lost by switching tab: it asks, Blijven keeps it', async () => {
    const researchDate = new Date(2026, 10, 10, 9).toISOString();
    const withSheet = {
      ...base,
      researchSheets: [{ _id: SHEET, researchDate, doctor: 'Dr. Claes', billable: true }],
    };
    const follicle = { follicle: '#1', size: 20, follicleTag: null };
    mockFetch((call) => {
      if (call.url.pathname !== `/api/researchSheet/${SHEET}`) return api(withSheet)(call);
      const sheet = { ...sheetOf(withSheet), _id: SHEET };
      const left = { follicles: [follicle], tags: [] };
      return { body: { ...sheet, information: { ...sheet.information, leftOvary: left } } };
    });
    const { user, router } = renderWithProviders(page, { url: `/case/${ID}?tab=${SHEET}` });
    expect(
      await screen.findByRole('spinbutton', { name: 'Grootte Linker ovarium #1' }),
    ).toHaveValue(20);
    // Untouched: another tab goes at once.
    await user.click(screen.getByRole('tab', { name: 'Algemeen' }));
    expect(router.state.location.search).toBe('?tab=general');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '10/11/2026' }));
    expect(
      await screen.findByRole('spinbutton', { name: 'Grootte Linker ovarium #1' }),
    ).toHaveValue(20);

    await user.clear(screen.getByRole('spinbutton', { name: 'Grootte Linker ovarium #1' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Grootte Linker ovarium #1' }), '42');
    await user.click(screen.getByRole('tab', { name: 'Algemeen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Niet-opgeslagen wijzigingen' });
    await user.click(within(dialog).getByRole('button', { name: 'Blijven' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe(`?tab=${SHEET}`);
    expect(screen.getByRole('spinbutton', { name: 'Grootte Linker ovarium #1' })).toHaveValue(42);

    await user.click(screen.getByRole('tab', { name: 'Algemeen' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Verlaten zonder opslaan',
      }),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?tab=general'));
  });
});
