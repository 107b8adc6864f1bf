import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../components/test/renderWithProviders.tsx';
import { apiError, mockFetch } from '../../../components/test/mockFetch.ts';
import type { FetchCall, FetchReply } from '../../../components/test/mockFetch.ts';
import { horseConfig, horseDetail, ids, pension, zoutleeuw } from '../test/fixtures.ts';
import { HorseForm } from './HorseForm.tsx';

function api(call: FetchCall): FetchReply {
  const path = call.url.pathname;
  if (path === '/api/config/horse') return { body: horseConfig };
  if (path === '/api/location')
    return { body: { locations: zoutleeuw, availableLocations: 1, total: 3 } };
  if (path === '/api/pension') return { body: { results: [pension] } };
  if (path === '/api/horse/create')
    return {
      status: 201,
      body: { ...horseDetail({ _id: ids.cato, name: 'Flicka' }), warnings: [] },
    };
  return { body: horseDetail() };
}

const save = () => screen.getByRole('button', { name: 'Opslaan' });
const field = (label: RegExp) => screen.getByLabelText(label);

afterEach(() => vi.unstubAllGlobals());

type User = ReturnType<typeof renderWithProviders>['user'];
async function pick(user: User, label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('HorseForm', { timeout: 30000 }, () => {
  it('needs name, type, breed and studbook before Opslaan is enabled', async () => {
    mockFetch(api);
    const { user } = renderWithProviders(<HorseForm onCreated={vi.fn()} />);
    await waitFor(() => expect(save()).toBeDisabled());
    await user.type(field(/^Naam/), 'F');
    await user.clear(field(/^Naam/));
    expect(await screen.findByText('Dit veld is verplicht')).toBeInTheDocument();
    await user.type(field(/^Naam/), 'Flicka');
    await pick(user, /^Type/, 'Merrie');
    await pick(user, /^Ras/, 'Warmbloed');
    expect(save()).toBeDisabled();
    await pick(user, /^Stamboek/, 'BWP');
    await waitFor(() => expect(save()).toBeEnabled());
  });

  it("limits UELN and microchip to 15 characters ('Max 15 characters')", async () => {
    mockFetch(api);
    const { user } = renderWithProviders(<HorseForm horse={horseDetail()} />);
    await user.clear(field(/^Microchip/));
    await user.type(field(/^Microchip/), '9811000045000001');
    expect(await screen.findByText('Max 15 characters')).toBeInTheDocument();
    expect(save()).toBeDisabled();
    await user.type(field(/^UELN/), '056002W100044540');
    await waitFor(() => expect(screen.getAllByText('Max 15 characters')).toHaveLength(2));
  });

  it('requires the date of death once the horse is marked dead', async () => {
    mockFetch(api);
    const { user } = renderWithProviders(<HorseForm horse={horseDetail()} />);
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(screen.getByRole('switch', { name: 'Overleden' }));
    expect(await screen.findByText('Dit veld is verplicht')).toBeInTheDocument();
    expect(save()).toBeDisabled();
    fireEvent.change(field(/^Datum van overlijden/), { target: { value: '01/02/2026' } });
    await waitFor(() => expect(save()).toBeEnabled());
  });

  it("switching 'Overleden' on disables every other field at once; off enables them again", async () => {
    mockFetch(api);
    const { user } = renderWithProviders(<HorseForm horse={horseDetail()} />);
    await waitFor(() => expect(save()).toBeEnabled());
    const overleden = screen.getByRole('switch', { name: 'Overleden' });
    await user.click(overleden);
    for (const label of [/^Naam/, /^Microchip/, /^UELN/, /^Vader/, /^Draagmoeder brandnummer/])
      expect(field(label)).toBeDisabled();
    for (const name of [/^Type/, /^Ras/, /^Stamboek/, /^Kleur/])
      expect(screen.getByRole('combobox', { name })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('combobox', { name: 'Eigenaar' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Donormerrie' })).toBeDisabled();
    expect(field(/^Geboortedatum/)).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Draagmoeder' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Bestemd voor de voedselketen' })).toBeDisabled();
    // The user can still fill the date, or undo.
    expect(overleden).toBeEnabled();
    expect(field(/^Datum van overlijden/)).toBeEnabled();

    await user.click(overleden);
    expect(field(/^Naam/)).toBeEnabled();
    expect(screen.getByRole('combobox', { name: /^Type/ })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('switch', { name: 'Draagmoeder' })).toBeEnabled();
    expect(screen.queryByLabelText(/^Datum van overlijden/)).not.toBeInTheDocument();
  });

  it('saves a horse marked dead with its date of death and every other field as it was', async () => {
    const calls = mockFetch(api);
    const { user } = renderWithProviders(<HorseForm horse={horseDetail()} />);
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(screen.getByRole('switch', { name: 'Overleden' }));
    fireEvent.change(field(/^Datum van overlijden/), { target: { value: '01/02/2026' } });
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      horse: {
        name: 'Bella',
        surrogate_uid: 'DM-101',
        microchip: '981100004500000',
        death: true,
        date_of_death: '2026-02-01T11:00:00.000Z',
      },
    });
  });

  it('opens a saved dead horse read only; only the death switch can be used, to undo', async () => {
    const calls = mockFetch(api);
    const { user } = renderWithProviders(
      <HorseForm horse={horseDetail({ death: true, date_of_death: '2026-02-01T11:00:00.000Z' })} />,
    );
    expect(screen.queryByRole('button', { name: 'Opslaan' })).not.toBeInTheDocument();
    for (const label of [
      /^Naam/,
      /^Microchip/,
      /^Draagmoeder brandnummer/,
      /^Datum van overlijden/,
    ])
      expect(field(label)).toBeDisabled();
    expect(screen.getByRole('combobox', { name: /^Type/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('combobox', { name: 'Eigenaar' })).toBeDisabled();
    const overleden = screen.getByRole('switch', { name: 'Overleden' });
    expect(overleden).toBeEnabled();

    await user.click(overleden);
    expect(field(/^Naam/)).toBeEnabled();
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      horse: { death: false, date_of_death: null },
    });
  });

  it('a new horse marked dead gets no lodging: its lodging fields are disabled too', async () => {
    const calls = mockFetch(api);
    const onCreated = vi.fn();
    const { user } = renderWithProviders(<HorseForm onCreated={onCreated} />);
    await user.type(field(/^Naam/), 'Flicka');
    await pick(user, /^Type/, 'Merrie');
    await pick(user, /^Ras/, 'Warmbloed');
    await pick(user, /^Stamboek/, 'BWP');
    await pick(user, /^Stal/, 'Stal Zoutleeuw');
    await user.click(screen.getByRole('switch', { name: 'Overleden' }));
    expect(screen.getByRole('combobox', { name: /^Stal/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(field(/^Aankomst/)).toBeDisabled();
    fireEvent.change(field(/^Datum van overlijden/), { target: { value: '01/02/2026' } });
    // The half-filled lodging (a stable, no location) does not block a dead horse.
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({ horse: { name: 'Flicka', death: true, lodgings: [] } });
  });

  it('creates a horse with its first lodging', async () => {
    const calls = mockFetch(api);
    const onCreated = vi.fn();
    const { user, feedback } = renderWithProviders(<HorseForm onCreated={onCreated} />);
    await user.type(field(/^Naam/), 'Flicka');
    await pick(user, /^Type/, 'Merrie');
    await pick(user, /^Ras/, 'Warmbloed');
    await pick(user, /^Stamboek/, 'BWP');
    await pick(user, /^Stal/, 'Stal Zoutleeuw');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Locatie/ })).not.toHaveAttribute(
        'aria-disabled',
      ),
    );
    await pick(user, /^Locatie/, 'A-3');
    await pick(user, /^Pensiontype/, 'Weide draagmoeder');
    fireEvent.change(field(/^Aankomst/), { target: { value: '01/10/2026 12:00' } });
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(ids.cato));
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url.pathname).toBe('/api/horse/create');
    expect(post?.body).toMatchObject({
      horse: {
        name: 'Flicka',
        type: 'Merrie',
        breed: 'Warmbloed',
        studbook: 'BWP',
        lodgings: [
          {
            location: ids.a3,
            departure: null,
            billable: true,
            pensionType: ids.pension,
            arrival: new Date(2026, 9, 1, 12, 0).toISOString(),
          },
        ],
      },
    });
    expect(feedback.showSuccess).toHaveBeenCalledWith('Paard is succesvol opgeslagen');
  });

  it("a failed save reads 'fout opgetreden tijdens het opslagen van {name}'", async () => {
    const calls = mockFetch((call) =>
      call.method === 'PUT' ? apiError(409, 'Onbekende klant') : api(call),
    );
    const { user, feedback } = renderWithProviders(<HorseForm horse={horseDetail()} />);
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    await waitFor(() =>
      expect(feedback.showError).toHaveBeenCalledWith(
        'fout opgetreden tijdens het opslagen van Bella: Onbekende klant',
      ),
    );
    expect(calls.find((c) => c.method === 'PUT')?.url.pathname).toBe(`/api/horse/${ids.bella}`);
  });
});
