import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../components/test/renderWithProviders.tsx';
import { mockFetch } from '../../../components/test/mockFetch.ts';
import type { FetchCall, FetchReply } from '../../../components/test/mockFetch.ts';
import { horse, horseConfig, ids, zoutleeuw } from '../test/fixtures.ts';
import SurrogateLocationReport from './SurrogateLocationReport.tsx';

function api(call: FetchCall): FetchReply {
  const path = call.url.pathname;
  if (path === '/api/config/horse') return { body: horseConfig };
  if (path === '/api/location')
    return { body: { locations: zoutleeuw, availableLocations: 1, total: 3 } };
  return { body: { results: [horse()], total: 1 } };
}

const horseCalls = (calls: FetchCall[]) => calls.filter((c) => c.url.pathname === '/api/horse');
const lastQuery = (calls: FetchCall[]) => horseCalls(calls).at(-1)!.url.searchParams;
const grouping = () => screen.getByRole('switch', { name: 'Groepeer per locatie' });

type User = ReturnType<typeof renderWithProviders>['user'];
async function pick(user: User, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

afterEach(() => vi.unstubAllGlobals());

describe('/report/location', { timeout: 30000 }, () => {
  it("opened without its query gets the menu's filters, in place (replace)", async () => {
    const calls = mockFetch(api);
    const { router, search } = renderWithProviders(<SurrogateLocationReport />, {
      url: '/report/location',
    });
    await waitFor(() => expect(search().get('surrogate')).toBe('true'));
    expect([search().get('type'), search().get('aliveOnly')]).toEqual(['Merrie', 'true']);
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('heading', { name: 'Draagmoeders' })).toBeInTheDocument();
    await waitFor(() => expect(horseCalls(calls).length).toBeGreaterThan(0));
    // The list never asked for every horse: the first call already has the filters.
    for (const call of horseCalls(calls)) {
      const q = call.url.searchParams;
      expect([q.get('type'), q.get('surrogate'), q.get('aliveOnly')]).toEqual([
        'Merrie',
        'true',
        'true',
      ]);
      expect(q.getAll('sortBy')).toEqual(['location', 'name']);
    }
  });

  it('keeps a query it was opened with', async () => {
    mockFetch(api);
    const { search } = renderWithProviders(<SurrogateLocationReport />, {
      url: '/report/location?type=Merrie&aliveOnly=true',
    });
    expect(await screen.findByRole('heading', { name: 'Merries' })).toBeInTheDocument();
    await waitFor(() => expect(search().get('page')).toBe('1'));
    expect(search().get('surrogate')).toBeNull();
  });

  it('filters on a stable, then on one location of that stable', async () => {
    const calls = mockFetch(api);
    const { user, search } = renderWithProviders(<SurrogateLocationReport />, {
      url: '/report/location?type=Merrie&surrogate=true&aliveOnly=true',
    });
    const location = screen.getByRole('combobox', { name: 'Locatie' });
    expect(location).toHaveAttribute('aria-disabled', 'true');
    await pick(user, 'Stal', 'Stal Zoutleeuw');
    await waitFor(() => expect(search().get('stable')).toBe('Stal Zoutleeuw'));
    const stableLocations = calls.find((c) => c.url.pathname === '/api/location')!.url;
    expect(stableLocations.searchParams.get('stable')).toBe('Stal Zoutleeuw');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Locatie' })).not.toHaveAttribute(
        'aria-disabled',
      ),
    );
    await pick(user, 'Locatie', 'A-3');
    await waitFor(() => expect(search().get('locationId')).toBe(ids.a3));
    await waitFor(() => expect(lastQuery(calls).get('locationId')).toBe(ids.a3));
    expect(lastQuery(calls).get('stable')).toBe('Stal Zoutleeuw');
    // Another stable: the location of the first one no longer applies.
    await pick(user, 'Stal', 'Wei');
    await waitFor(() => expect(search().get('stable')).toBe('Wei'));
    expect(search().get('locationId')).toBeNull();
  });

  it("'Groepeer per locatie' is on by default, can be switched off and stays off", async () => {
    const calls = mockFetch(api);
    const { user, search } = renderWithProviders(<SurrogateLocationReport />, {
      url: '/report/location?type=Merrie&surrogate=true&aliveOnly=true',
    });
    expect(grouping()).toBeChecked();
    await user.click(grouping());
    await waitFor(() => expect(search().getAll('sortBy')).toEqual(['name']));
    expect(grouping()).not.toBeChecked();
    await waitFor(() => expect(lastQuery(calls).getAll('sortBy')).toEqual(['name']));
    await user.click(screen.getByRole('switch', { name: 'Verberg gestorven paarden' }));
    await waitFor(() => expect(search().get('aliveOnly')).toBeNull());
    expect(grouping()).not.toBeChecked();
    await user.click(grouping());
    await waitFor(() => expect(search().getAll('sortBy')).toEqual(['location', 'name']));
    expect(grouping()).toBeChecked();
  });
});
