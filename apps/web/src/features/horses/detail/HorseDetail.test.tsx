import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { HorseDetail } from '@stalboek/domain';
import { apiError, mockFetch } from '../../../components/test/mockFetch.ts';
import { answerUnsaved, unsavedQuestion } from '../../../components/test/unsavedChanges.ts';
import type { FetchCall, FetchReply } from '../../../components/test/mockFetch.ts';
import { horseConfig, horseDetail, ids } from '../test/fixtures.ts';
import { renderHorsePage } from '../test/renderHorsePage.tsx';

const mare = horseDetail({ name: 'Flora', surrogate: false, surrogate_uid: null });
const surrogate = horseDetail();
const stud = horseDetail({
  _id: ids.cato,
  name: 'Cassini',
  type: 'Hengst',
  surrogate: false,
  surrogate_uid: null,
  stud_horse: true,
});

function api(horse: HorseDetail) {
  return (call: FetchCall): FetchReply => {
    const path = call.url.pathname;
    if (path === '/api/config/horse') return { body: horseConfig };
    if (path === `/api/horse/${horse._id}`) return { body: horse };
    if (path === `/api/horse/${horse._id}/labo`) return { body: { results: [] } };
    if (path === '/api/researchSheet') return { body: { results: [], total: 0 } };
    if (path === '/api/pension') return { body: { results: [] } };
    if (
      path === '/api/semen' ||
      path === `/api/horse/${horse._id}/transactions` ||
      path === `/api/horse/${horse._id}/embryos`
    )
      return { body: { results: [], total: 0 } };
    return { status: 404, body: { statusCode: 404, error: 'Not Found', message: path } };
  };
}

const tabNames = () => screen.getAllByRole('tab').map((t) => t.textContent);
const tab = (name: string) => screen.getByRole('tab', { name });

afterEach(() => vi.unstubAllGlobals());

describe('HorseDetail', { timeout: 30000 }, () => {
  it('a mare: no embryo or semen tab; each tab shows its empty text', async () => {
    mockFetch(api(mare));
    const { user, search } = renderHorsePage(`/horse/${mare._id}?tab=general&type=Merrie`);
    expect(await screen.findByRole('heading', { name: 'Flora' })).toBeInTheDocument();
    expect(tabNames()).toEqual([
      'Algemene gegevens',
      'Labo-resultaten',
      'Paspoort',
      'Verblijven',
      'Transacties',
      'Onderzoeksfiches',
    ]);
    expect(screen.getByRole('form', { name: 'Algemene gegevens' })).toBeInTheDocument();

    await user.click(tab('Labo-resultaten'));
    expect(await screen.findByText('Geen labo-resultaten')).toBeInTheDocument();
    expect(search().get('tab')).toBe('labo');
    await user.click(tab('Paspoort'));
    expect(screen.getByText('Geen paspoort opgeladen')).toBeInTheDocument();
    await user.click(tab('Verblijven'));
    expect(screen.getByText('Geen verblijven voor deze merrie gevonden')).toBeInTheDocument();
    await user.click(tab('Transacties'));
    expect(await screen.findByText('Geen transacties gevonden.')).toBeInTheDocument();
    await user.click(tab('Onderzoeksfiches'));
    expect(await screen.findByText('Geen onderzoeksfiches gevonden')).toBeInTheDocument();
  });

  it("a surrogate has the embryo tab ('Geen embryo's gevonden'); switching tab adds inactive=true", async () => {
    const calls = mockFetch(api(surrogate));
    const { user, search } = renderHorsePage(`/horse/${surrogate._id}`);
    await screen.findByRole('heading', { name: 'Bella' });
    expect(tabNames()).toContain("Embryo's");
    expect(tabNames()).not.toContain('Sperma');
    await user.click(tab("Embryo's"));
    expect(await screen.findByText("Geen embryo's gevonden")).toBeInTheDocument();
    expect([search().get('tab'), search().get('surrogate'), search().get('inactive')]).toEqual([
      'embryos',
      'true',
      'true',
    ]);
    // The horse's embryos, the inactive ones (transferred into her) included as the URL says.
    const embryos = calls.find((c) => c.url.pathname === `/api/horse/${surrogate._id}/embryos`)!;
    expect([
      embryos.url.searchParams.get('showInactive'),
      embryos.url.searchParams.get('limit'),
    ]).toEqual(['true', '10']);
  });

  it("a stud stallion has the semen tab ('Geen sperma loten gevonden') and reads 'hengst'", async () => {
    const calls = mockFetch(api(stud));
    const { user, search } = renderHorsePage(`/horse/${stud._id}?tab=semen&hideEmpty=true`);
    expect(await screen.findByText('Geen sperma loten gevonden')).toBeInTheDocument();
    // The stallion's lots, 10 a page, empty ones hidden as the tab's query says.
    const lots = calls.find((c) => c.url.pathname === '/api/semen')!.url.searchParams;
    expect([lots.get('stallion'), lots.get('hideEmpty'), lots.get('limit')]).toEqual([
      stud._id,
      'true',
      '10',
    ]);
    expect(tabNames()).not.toContain("Embryo's");
    expect(tab('Sperma')).toHaveAttribute('aria-selected', 'true');
    await user.click(tab('Verblijven'));
    expect(screen.getByText('Geen verblijven voor deze hengst gevonden')).toBeInTheDocument();
    expect(search().get('hideEmpty')).toBe('true');
  });

  it('a dead horse says it is read only', async () => {
    mockFetch(api(horseDetail({ death: true, date_of_death: '2026-02-01T11:00:00.000Z' })));
    renderHorsePage(`/horse/${ids.bella}`);
    expect(
      await screen.findByText(
        'Dit paard is overleden: de gegevens kunnen niet meer gewijzigd worden.',
      ),
    ).toBeInTheDocument();
  });

  it("an unknown horse says 'Paard niet gevonden' with a way back, not an empty page", async () => {
    const missing = '12121212-1212-4212-8212-121212121212';
    mockFetch((call) =>
      call.url.pathname === `/api/horse/${missing}`
        ? apiError(404, 'Paard niet gevonden')
        : api(mare)(call),
    );
    const { user, router } = renderHorsePage(`/horse/${missing}`);
    expect(await screen.findByRole('heading', { name: 'Paard niet gevonden' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Terug naar de paarden' }));
    expect(router.state.location.pathname).toBe('/horse');
    expect(router.state.location.search).toBe('?aliveOnly=true');
  });

  it("a server failure says 'Paard kon niet geladen worden'", async () => {
    mockFetch((call) =>
      call.url.pathname === `/api/horse/${mare._id}` ? apiError(500, 'Kapot') : api(mare)(call),
    );
    renderHorsePage(`/horse/${mare._id}`);
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Paard kon niet geladen worden' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terug naar de paarden' })).toBeInTheDocument();
  });
});

describe('/horse/create', { timeout: 30000 }, () => {
  it('only the general tab can be opened until the horse is saved; no lab results tab', async () => {
    const calls = mockFetch(api(mare));
    renderHorsePage('/horse/create?tab=lodgings');
    expect(screen.getByRole('heading', { name: 'Paard toevoegen' })).toBeInTheDocument();
    expect(tab('Algemene gegevens')).toHaveAttribute('aria-selected', 'true');
    for (const name of ['Paspoort', 'Verblijven', 'Transacties', 'Onderzoeksfiches'])
      expect(tab(name)).toBeDisabled();
    expect(tabNames()).not.toContain('Labo-resultaten');
    expect(screen.queryByRole('button', { name: 'Paard verwijderen' })).not.toBeInTheDocument();
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(calls.some((c) => c.url.pathname.startsWith('/api/horse/'))).toBe(false);
  });

  it('?type=Merrie&surrogate=true starts a surrogate mare', async () => {
    mockFetch(api(mare));
    renderHorsePage('/horse/create?type=Merrie&surrogate=true');
    expect(screen.getByRole('combobox', { name: /^Type/ })).toHaveTextContent('Merrie');
    expect(screen.getByRole('switch', { name: 'Draagmoeder' })).toBeChecked();
    expect(screen.getByLabelText(/^Draagmoeder brandnummer/)).toBeInTheDocument();
    expect(tab("Embryo's")).toBeDisabled();
  });

  it('?stud=true starts a stud stallion (stud implies the type Hengst)', async () => {
    mockFetch(api(stud));
    renderHorsePage('/horse/create?stud=true');
    expect(screen.getByRole('combobox', { name: /^Type/ })).toHaveTextContent('Hengst');
    expect(screen.getByRole('switch', { name: 'Dekhengst' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Hengsthouder' })).toBeInTheDocument();
    expect(tab('Sperma')).toBeDisabled();
  });

  it('without a query the type is still to choose and no switch is on', () => {
    mockFetch(api(mare));
    renderHorsePage('/horse/create');
    expect(screen.getByRole('combobox', { name: /^Type/ })).not.toHaveTextContent(/Merrie|Hengst/);
    expect(screen.queryByRole('switch', { name: 'Draagmoeder' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Dekhengst' })).not.toBeInTheDocument();
  });

  it('another tab or Terug with unsaved changes asks; Blijven keeps what was typed', async () => {
    mockFetch(api(mare));
    const { user, router } = renderHorsePage(`/horse/${mare._id}?tab=general&type=Merrie`);
    await screen.findByRole('heading', { name: 'Flora' });
    const name = () => screen.getByRole('textbox', { name: /^Naam/ });
    await user.type(name(), ' II');
    await user.click(tab('Paspoort'));
    await answerUnsaved(user, 'Blijven');
    expect(router.state.location.search).toBe('?tab=general&type=Merrie');
    expect(name()).toHaveValue('Flora II');
    await user.click(screen.getByRole('button', { name: 'Terug' }));
    await answerUnsaved(user, 'Verlaten zonder opslaan');
    expect(await screen.findByRole('heading', { name: 'Paardenlijst' })).toBeInTheDocument();
  });

  it('a new horse, untouched, is left without asking', async () => {
    mockFetch(api(mare));
    const { user, router } = renderHorsePage('/horse/create?type=Merrie&surrogate=true');
    await screen.findByRole('heading', { name: 'Paard toevoegen' });
    await user.click(screen.getByRole('button', { name: 'Terug' }));
    expect(await screen.findByRole('heading', { name: 'Paardenlijst' })).toBeInTheDocument();
    expect(unsavedQuestion()).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/horse');
  });
});
