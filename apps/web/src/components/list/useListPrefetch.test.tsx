import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { MRT_ColumnDef, MRT_VisibilityState } from 'material-react-table';
import { apiFetch } from '../../api/client.ts';
import type { Query } from '../../api/client.ts';
import { renderWithProviders } from '../test/renderWithProviders.tsx';
import { mockFetch } from '../test/mockFetch.ts';
import type { FetchCall } from '../test/mockFetch.ts';
import { ListTable } from './ListTable.tsx';
import { useListParams } from './useListParams.ts';
import { PREFETCHED_FRESH_MS, useListPrefetch } from './useListPrefetch.ts';

type Row = { _id: string; name: string; places: number };

const columns: MRT_ColumnDef<Row>[] = [
  { id: 'name', header: 'Naam', accessorKey: 'name' },
  { id: 'places', header: 'Plaatsen', accessorKey: 'places' },
];
const SORT = [{ id: 'name', desc: false }];
const SORT_FIELDS = ['name', 'places'];

const rowsQuery = (query: Query) =>
  queryOptions({
    queryKey: ['rows', query],
    queryFn: ({ signal }) =>
      apiFetch<{ results: Row[]; total: number }>('/api/rows', { query, signal }),
    staleTime: PREFETCHED_FRESH_MS,
  });

/** A list page as the app's are: prefetching list state, its query, the table. */
function Page({ onPrefetch }: { onPrefetch?: (query: Query) => void }) {
  const prefetch = useListPrefetch(rowsQuery);
  const list = useListParams({
    defaultSort: SORT,
    sortFields: SORT_FIELDS,
    prefetch: (query, params) => {
      onPrefetch?.(query);
      prefetch(query, params);
    },
  });
  const rows = useQuery({ ...rowsQuery(list.query), placeholderData: keepPreviousData });
  const [hideNumbers, setHideNumbers] = useState(false);
  const visibility: MRT_VisibilityState = hideNumbers ? { places: false } : {};
  return (
    <>
      <button type="button" onClick={() => setHideNumbers((v) => !v)}>
        Andere soort
      </button>
      <ListTable
        columns={columns}
        query={rows}
        list={list}
        emptyText="Niets"
        initialColumnVisibility={visibility}
      />
    </>
  );
}

const serve = () =>
  mockFetch((call) => {
    const desc = call.url.searchParams.get('sortDesc') === 'true';
    const results = [
      { _id: 'a', name: 'Box 1', places: 2 },
      { _id: 'b', name: 'Box 2', places: 4 },
    ];
    return { body: { results: desc ? results.reverse() : results, total: 25 } };
  });

const asked = (calls: FetchCall[], sortBy: string) =>
  calls.filter((c) => c.url.searchParams.get('sortBy') === sortBy);

afterEach(() => vi.unstubAllGlobals());

describe('a list with a prefetch', { timeout: 20000 }, () => {
  it('asks for a clicked sort before the URL changes, and only once', async () => {
    const calls = serve();
    const urlAtPrefetch: string[] = [];
    let url = () => '';
    const { user, search, router } = renderWithProviders(
      <Page onPrefetch={() => urlAtPrefetch.push(url())} />,
      { url: '/list?page=2&limit=10' },
    );
    url = () => router.state.location.search;
    await screen.findByText('Box 1');

    await user.click(screen.getByRole('button', { name: 'Sorteer op Plaatsen oplopend' }));
    await waitFor(() => expect(search().getAll('sortBy')).toEqual(['places']));
    expect(urlAtPrefetch).toEqual(['?page=2&limit=10']);
    await waitFor(() => expect(asked(calls, 'places')).toHaveLength(1));
    // The page's own query took the prefetched answer.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(asked(calls, 'places')).toHaveLength(1);
    expect(asked(calls, 'places')[0]!.url.searchParams.get('page')).toBe('1');
  });

  it('hides the columns of another kind of list, and keeps the chooser’s choice otherwise', async () => {
    serve();
    const { user, search } = renderWithProviders(<Page />, { url: '/list?page=1&limit=10' });
    await screen.findByText('Box 1');
    expect(screen.getByRole('columnheader', { name: /Plaatsen/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Andere soort' }));
    await waitFor(() =>
      expect(screen.queryByRole('columnheader', { name: /Plaatsen/ })).not.toBeInTheDocument(),
    );
    // The user shows it again; a sort click renders the page with a new, equal object: it stays.
    await user.click(screen.getByRole('button', { name: 'Toon/Verberg kolommen' }));
    await user.click(within(await screen.findByRole('menu')).getByText('Plaatsen'));
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('columnheader', { name: /Plaatsen/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sorteer op Plaatsen oplopend' }));
    await waitFor(() => expect(search().getAll('sortBy')).toEqual(['places']));
    expect(screen.getByRole('columnheader', { name: /Plaatsen/ })).toBeInTheDocument();
  });
});
