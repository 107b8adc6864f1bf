import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Location } from '@stalboek/domain';
import { renderWithProviders } from '../../components/test/renderWithProviders.tsx';
import { mockFetch } from '../../components/test/mockFetch.ts';
import type { FetchCall, FetchReply } from '../../components/test/mockFetch.ts';
import LocationList from './LocationList.tsx';

const box: Location = {
  _id: '0b7e1c52-4a44-4c3e-9a54-6f1f1b9a2c01',
  stable: 'Stal Dormaal',
  prefix: 'A',
  name: 'Box 1',
  places: 3,
  horseCount: 1,
  freePlaces: 2,
  fullStable: 'Stal Dormaal A-Box 1',
  createdAt: '2025-01-01T10:00:00.000Z',
  updatedAt: '2025-01-01T10:00:00.000Z',
};
const horse = { _id: '0b7e1c52-4a44-4c3e-9a54-6f1f1b9a2c09', name: 'Flicka' };

function api(locations: Location[] = [box]) {
  return (call: FetchCall): FetchReply => {
    if (call.method === 'DELETE') return { status: 204 };
    if (call.url.pathname === `/api/location/${box._id}`)
      return { body: { ...box, horses: [horse] } };
    return { body: { locations, availableLocations: locations.length, total: locations.length } };
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('LocationList', { timeout: 20000 }, () => {
  it('lists locations sorted by stable then name, with prefix-name', async () => {
    const calls = mockFetch(api());
    const { search } = renderWithProviders(<LocationList />, { url: '/settings/location' });
    expect(screen.getByRole('heading', { name: 'Locaties' })).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /A-Box 1/ });
    expect(within(row).getByText('Stal Dormaal')).toBeInTheDocument();
    const query = calls[0]!.url.searchParams;
    expect(query.getAll('sortBy')).toEqual(['stable', 'name']);
    expect(query.getAll('sortDesc')).toEqual(['false', 'false']);
    await waitFor(() => expect(search().get('limit')).toBe('10'));
  });

  it('shows the empty text', async () => {
    mockFetch(api([]));
    renderWithProviders(<LocationList />, { url: '/settings/location?page=1&limit=10' });
    expect(await screen.findByText('Geen locaties in de database')).toBeInTheDocument();
  });

  it('says no location is available when a search finds none', async () => {
    const calls = mockFetch(api([]));
    renderWithProviders(<LocationList />, {
      url: '/settings/location?page=1&limit=10&query=zzz',
    });
    expect(await screen.findByText('Geen locatie beschikbaar')).toBeInTheDocument();
    expect(screen.queryByText('Geen locaties in de database')).not.toBeInTheDocument();
    expect(calls[0]!.url.searchParams.get('query')).toBe('zzz');
  });

  it('shows the horses present as links to their page', async () => {
    mockFetch(api());
    const { user } = renderWithProviders(<LocationList />, {
      url: '/settings/location?page=1&limit=10',
    });
    const row = await screen.findByRole('row', { name: /A-Box 1/ });
    await user.click(within(row).getByRole('button', { name: 'Paarden op deze locatie' }));
    const link = await screen.findByRole('link', { name: 'Flicka' });
    expect(link).toHaveAttribute('href', `/horse/${horse._id}`);
  });

  it('deletes a location after confirmation', async () => {
    const calls = mockFetch(api());
    const { user, feedback } = renderWithProviders(<LocationList />, {
      url: '/settings/location?page=1&limit=10',
    });
    const row = await screen.findByRole('row', { name: /A-Box 1/ });
    await user.click(within(row).getByRole('button', { name: 'Verwijderen' }));
    const dialog = await screen.findByRole('dialog', { name: 'A-Box 1 verwijderen' });
    expect(
      within(dialog).getByText('U staat op het punt om A-Box 1 te verwijderen.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    await waitFor(() =>
      expect(feedback.showSuccess).toHaveBeenCalledWith('A-Box 1 succesvol verwijderd'),
    );
    const deletion = calls.find((c) => c.method === 'DELETE');
    expect(deletion?.url.pathname).toBe(`/api/location/${box._id}`);
  });

  it('keeps the search term in the URL as query', async () => {
    const calls = mockFetch(api());
    const { user, search } = renderWithProviders(<LocationList />, {
      url: '/settings/location?page=2&limit=10',
    });
    await screen.findByRole('row', { name: /A-Box 1/ });
    await user.type(screen.getByLabelText('Zoeken in locaties'), 'Box');
    await waitFor(() => expect(search().get('query')).toBe('Box'));
    expect(search().get('page')).toBe('1');
    await waitFor(() => expect(calls[calls.length - 1]!.url.searchParams.get('query')).toBe('Box'));
  });
});
