import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Horse } from '@stalboek/domain';
import { renderWithProviders } from '../../../components/test/renderWithProviders.tsx';
import { mockFetch } from '../../../components/test/mockFetch.ts';
import type { FetchCall, FetchReply } from '../../../components/test/mockFetch.ts';
import { horse, horseConfig, ids } from '../test/fixtures.ts';
import HorseList from './HorseList.tsx';

const stallion = horse({
  _id: ids.cato,
  name: 'Cassini',
  type: 'Hengst',
  surrogate: false,
  surrogate_uid: null,
  stud_horse: true,
  father: 'Chin Chin',
  grandfather: 'Ramiro Z',
  embryoImplanted: null,
});

function api(horses: Horse[]) {
  return (call: FetchCall): FetchReply => {
    if (call.url.pathname === '/api/config/horse') return { body: horseConfig };
    return { body: { results: horses, total: horses.length } };
  };
}

const switchNamed = (name: string) => screen.getByRole('switch', { name });
const lastQuery = (calls: FetchCall[]) =>
  calls.filter((c) => c.url.pathname === '/api/horse').at(-1)!.url.searchParams;

afterEach(() => vi.unstubAllGlobals());

describe('HorseList', { timeout: 30000 }, () => {
  it('has the five switches; the title follows them and they depend on each other', async () => {
    const calls = mockFetch(api([horse()]));
    const { user, search } = renderWithProviders(<HorseList />, {
      url: '/horse?aliveOnly=true',
    });
    expect(screen.getByRole('heading', { name: 'Paarden' })).toBeInTheDocument();
    expect(switchNamed('Verberg gestorven paarden')).toBeChecked();
    // Dekhengsten needs Hengsten; Draagmoeders needs Merries.
    expect(switchNamed('Toon enkel dekhengsten')).toBeDisabled();
    expect(switchNamed('Toon enkel draagmoeders')).toBeDisabled();

    await user.click(switchNamed('Toon enkel merries'));
    await waitFor(() => expect(search().get('type')).toBe('Merrie'));
    expect(screen.getByRole('heading', { name: 'Merries' })).toBeInTheDocument();
    expect(switchNamed('Toon enkel draagmoeders')).toBeEnabled();

    await user.click(switchNamed('Toon enkel draagmoeders'));
    await waitFor(() => expect(search().get('surrogate')).toBe('true'));
    expect(screen.getByRole('heading', { name: 'Draagmoeders' })).toBeInTheDocument();
    // Hengsten is disabled together with surrogate.
    expect(switchNamed('Toon enkel hengsten')).toBeDisabled();
    await waitFor(() => expect(lastQuery(calls).get('surrogate')).toBe('true'));
    expect(lastQuery(calls).get('type')).toBe('Merrie');
    expect(lastQuery(calls).get('aliveOnly')).toBe('true');

    // Turning Merries off also turns Draagmoeders off.
    await user.click(switchNamed('Toon enkel merries'));
    await waitFor(() => expect(search().get('type')).toBeNull());
    expect(search().get('surrogate')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Paarden' })).toBeInTheDocument();

    await user.click(switchNamed('Toon enkel hengsten'));
    await user.click(switchNamed('Toon enkel dekhengsten'));
    await waitFor(() => expect(search().get('stud_horse')).toBe('true'));
    expect(search().get('type')).toBe('Hengst');
    expect(screen.getByRole('heading', { name: 'Dekhengsten' })).toBeInTheDocument();
    // Merries is disabled together with stud horse.
    expect(switchNamed('Toon enkel merries')).toBeDisabled();

    await user.click(switchNamed('Toon enkel dekhengsten'));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Hengsten' })).toBeInTheDocument(),
    );
    await user.click(switchNamed('Verberg gestorven paarden'));
    await waitFor(() => expect(search().get('aliveOnly')).toBeNull());
  });

  it("titles the list of dead horses 'Overleden'", () => {
    mockFetch(api([]));
    renderWithProviders(<HorseList />, { url: '/horse?death=true' });
    expect(screen.getByRole('heading', { name: 'Overleden' })).toBeInTheDocument();
    expect(switchNamed('Verberg gestorven paarden')).toBeDisabled();
  });

  it("shows 'N.V.T' for horses that are no surrogate, the origin of stud horses only", async () => {
    mockFetch(api([horse(), stallion]));
    renderWithProviders(<HorseList />, { url: '/horse?page=1&limit=10' });
    const row = await screen.findByRole('row', { name: /Cassini/ });
    expect(within(row).getAllByText('N.V.T')).toHaveLength(2);
    expect(within(row).getByText('Chin Chin x Ramiro Z')).toBeInTheDocument();
    const bella = screen.getByRole('row', { name: /Bella/ });
    expect(within(bella).getByLabelText('Implantatie Bella')).toBeInTheDocument();
    expect(
      within(bella).getByRole('combobox', { name: 'Donormerrie van Bella' }),
    ).toBeInTheDocument();
  });

  it("'Groepeer per locatie' sorts by location, then name", async () => {
    const calls = mockFetch(api([horse()]));
    const { user, search } = renderWithProviders(<HorseList />, {
      url: '/horse?page=2&limit=10',
    });
    await user.click(switchNamed('Groepeer per locatie'));
    await waitFor(() => expect(search().getAll('sortBy')).toEqual(['location', 'name']));
    expect(search().get('page')).toBe('1');
    await waitFor(() => expect(lastQuery(calls).getAll('sortBy')).toEqual(['location', 'name']));
  });

  it("'Groepeer per locatie' shows the rows under a header per location, with the count, each collapsible", async () => {
    const inA = [
      horse(),
      horse({ _id: ids.cato, name: 'Cassini', type: 'Hengst', surrogate: false }),
    ];
    const nowhere = horse({ _id: ids.donor, name: 'Dora', fullLocation: null });
    mockFetch(api([...inA, nowhere]));
    const { user, router } = renderWithProviders(<HorseList />, {
      url: '/horse?page=1&limit=10&sortBy=location&sortBy=name',
    });
    // A group's header row: the location (or 'Zonder locatie') and how many rows of the page.
    const headerOf = async (label: string) => (await screen.findByText(label)).closest('tr')!;
    const header = await headerOf('Stal Zoutleeuw A-1');
    expect(header).toHaveTextContent(/^Stal Zoutleeuw A-1\s*\(2\)$/);
    expect(await headerOf('Zonder locatie')).toHaveTextContent(/^Zonder locatie\s*\(1\)$/);
    // The location is in the header, not repeated in each row.
    expect(
      within(screen.getByRole('row', { name: /Bella/ })).queryByText('Stal Zoutleeuw A-1'),
    ).toBeNull();
    // Clicking a header closes its group (and opens no horse); again opens it.
    await user.click(within(header).getByText('Stal Zoutleeuw A-1'));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Cassini/ })).toBeNull());
    expect(screen.getByRole('row', { name: /Dora/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/horse');
    await user.click(within(await headerOf('Stal Zoutleeuw A-1')).getByText('Stal Zoutleeuw A-1'));
    expect(await screen.findByRole('row', { name: /Cassini/ })).toBeInTheDocument();
    // The chip above the table ('Gegroepeerd op Locatie') turns the grouping off, as the switch does.
    const chip = within(screen.getByText(/Gegroepeerd op/).parentElement!).getByRole('button', {
      name: 'Locatie',
    });
    chip.focus();
    await user.keyboard('{Delete}');
    await waitFor(() => expect(switchNamed('Groepeer per locatie')).not.toBeChecked());
    // Without the grouping the location is a column again.
    await waitFor(() => expect(screen.queryByText('Zonder locatie')).toBeNull());
    expect(
      within(screen.getByRole('row', { name: /Bella/ })).getByText('Stal Zoutleeuw A-1'),
    ).toBeInTheDocument();
  });

  it("shows 'Geen paarden gevonden'", async () => {
    mockFetch(api([]));
    renderWithProviders(<HorseList />, { url: '/horse?page=1&limit=10' });
    expect(await screen.findByText('Geen paarden gevonden')).toBeInTheDocument();
  });

  it('opens a horse with its type and kind in the query', async () => {
    mockFetch(api([horse()]));
    const { user, router } = renderWithProviders(<HorseList />, {
      url: '/horse?page=1&limit=10',
    });
    await user.click(await screen.findByText('Bella'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/horse/${ids.bella}`));
    expect(router.state.location.search).toBe('?tab=general&type=Merrie&surrogate=true');
  });
});
