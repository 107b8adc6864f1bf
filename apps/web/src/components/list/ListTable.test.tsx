import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { vi } from 'vitest';
import { useState } from 'react';
import type { MRT_ColumnDef, MRT_RowSelectionState } from 'material-react-table';
import { apiFetch } from '../../api/client.ts';
import { renderWithProviders } from '../test/renderWithProviders.tsx';
import { mockFetch } from '../test/mockFetch.ts';
import type { FetchCall } from '../test/mockFetch.ts';
import { ListTable } from './ListTable.tsx';
import { SearchField } from './SearchField.tsx';
import { useListParams } from './useListParams.ts';

type Row = { _id: string; name: string; places: number; note: string };

const columns: MRT_ColumnDef<Row>[] = [
  { id: 'name', header: 'Naam', accessorKey: 'name' },
  { id: 'places', header: 'Plaatsen', accessorKey: 'places' },
  { id: 'note', header: 'Notitie', accessorKey: 'note' },
];

const rows: Row[] = [
  { _id: 'a', name: 'Box 1', places: 2, note: 'x' },
  { _id: 'b', name: 'Box 2', places: 4, note: 'y' },
];

function Harness({
  onRowClick,
  selectable,
}: {
  onRowClick?: (row: Row) => void;
  selectable?: boolean;
}) {
  const [selection, setSelection] = useState<MRT_RowSelectionState>({});
  const list = useListParams({
    defaultSort: [{ id: 'name', desc: false }],
    sortFields: ['name', 'places'],
    filterKeys: ['query'],
  });
  const { data, isLoading } = useQuery({
    queryKey: ['rows', list.query],
    queryFn: () => apiFetch<{ results: Row[]; total: number }>('/api/rows', { query: list.query }),
  });
  return (
    <>
      <p>
        Geselecteerd:{' '}
        {Object.keys(selection)
          .filter((id) => selection[id])
          .join(',')}
      </p>
      <ListTable
        columns={columns}
        rows={data?.results}
        total={data?.total}
        list={list}
        isLoading={isLoading}
        emptyText="Niets gevonden"
        onRowClick={onRowClick}
        rowSelection={selectable ? selection : undefined}
        onRowSelectionChange={selectable ? setSelection : undefined}
        initialColumnVisibility={{ note: false }}
        toolbar={
          <SearchField
            label="Zoeken"
            value={list.filters.query}
            onSearch={(v) => list.setFilter('query', v)}
          />
        }
      />
    </>
  );
}

function serve(results: Row[] = rows, total = results.length): FetchCall[] {
  return mockFetch(() => ({ body: { results, total } }));
}

const lastQuery = (calls: FetchCall[]) => calls[calls.length - 1]!.url.searchParams;

afterEach(() => vi.unstubAllGlobals());

describe('ListTable with useListParams', { timeout: 20000 }, () => {
  it('adds missing page and limit to the URL, replacing the history entry', async () => {
    serve();
    const { router, search } = renderWithProviders(<Harness />, { url: '/list' });
    await waitFor(() => expect(search().get('page')).toBe('1'));
    expect(search().get('limit')).toBe('10');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('keeps a limit given in the URL when adding the page', async () => {
    serve();
    const { search } = renderWithProviders(<Harness />, { url: '/list?limit=25' });
    await waitFor(() => expect(search().get('page')).toBe('1'));
    expect(search().get('limit')).toBe('25');
  });

  it('sends page, limit, sortBy, sortDesc and the filters of the URL', async () => {
    const calls = serve(rows, 12);
    renderWithProviders(<Harness />, {
      url: '/list?page=2&limit=5&sortBy=places&sortBy=name&sortDesc=true&sortDesc=false&query=box',
    });
    await screen.findByText('Box 1');
    const q = lastQuery(calls);
    expect(calls[0]!.url.pathname).toBe('/api/rows');
    expect(q.get('page')).toBe('2');
    expect(q.get('limit')).toBe('5');
    expect(q.getAll('sortBy')).toEqual(['places', 'name']);
    expect(q.getAll('sortDesc')).toEqual(['true', 'false']);
    expect(q.get('query')).toBe('box');
  });

  it('sends the default sort when the URL names none and ignores unknown sort fields', async () => {
    const calls = serve();
    renderWithProviders(<Harness />, { url: '/list?page=1&limit=10&sortBy=note&sortDesc=true' });
    await screen.findByText('Box 1');
    expect(lastQuery(calls).getAll('sortBy')).toEqual(['name']);
    expect(lastQuery(calls).getAll('sortDesc')).toEqual(['false']);
  });

  it('goes back to page 1 when a filter changes', async () => {
    const calls = serve(rows, 40);
    const { user, search } = renderWithProviders(<Harness />, { url: '/list?page=3&limit=10' });
    await screen.findByText('Box 1');
    await user.type(screen.getByLabelText('Zoeken'), 'Box');
    await waitFor(() => expect(search().get('query')).toBe('Box'));
    expect(search().get('page')).toBe('1');
    await waitFor(() => expect(lastQuery(calls).get('query')).toBe('Box'));
    expect(lastQuery(calls).get('page')).toBe('1');
  });

  it('sorts by a clicked column header, and shift-click adds a second sort column', async () => {
    serve();
    const { user, search } = renderWithProviders(<Harness />, { url: '/list?page=2&limit=10' });
    await screen.findByText('Box 1');

    await user.click(screen.getByRole('button', { name: 'Sorteer op Plaatsen oplopend' }));
    await waitFor(() => expect(search().getAll('sortBy')).toEqual(['places']));
    expect(search().getAll('sortDesc')).toEqual(['false']);
    expect(search().get('page')).toBe('1');

    await user.keyboard('{Shift>}');
    await user.click(screen.getByRole('button', { name: 'Sorteer op Naam oplopend' }));
    await user.keyboard('{/Shift}');
    await waitFor(() => expect(search().getAll('sortBy')).toEqual(['places', 'name']));
    expect(search().getAll('sortDesc')).toEqual(['false', 'false']);
  });

  it('shows a hidden column with the column chooser; it offers no sorting the API cannot do', async () => {
    serve();
    const { user } = renderWithProviders(<Harness />, { url: '/list?page=1&limit=10' });
    await screen.findByText('Box 1');
    expect(screen.queryByRole('columnheader', { name: /Notitie/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Toon/Verberg kolommen' }));
    await user.click(within(await screen.findByRole('menu')).getByText('Notitie'));
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('columnheader', { name: /Notitie/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Sorteer op Notitie/ })).not.toBeInTheDocument();
  });

  it('selects rows by id when selection is on', async () => {
    serve();
    const { user } = renderWithProviders(<Harness selectable />, { url: '/list?page=1&limit=10' });
    const row = (await screen.findByText('Box 2')).closest('tr')!;
    await user.click(within(row).getByRole('checkbox'));
    expect(screen.getByText('Geselecteerd: b')).toBeInTheDocument();
  });

  it('pages on the server: the next-page button sets page=2', async () => {
    const calls = serve(rows, 25);
    const { user, search } = renderWithProviders(<Harness />, { url: '/list?page=1&limit=10' });
    await screen.findByText('Box 1');
    await user.click(screen.getByRole('button', { name: 'Ga naar de volgende pagina' }));
    await waitFor(() => expect(search().get('page')).toBe('2'));
    await waitFor(() => expect(lastQuery(calls).get('page')).toBe('2'));
  });

  it('shows the screen’s empty text when there are no results', async () => {
    serve([], 0);
    renderWithProviders(<Harness />, { url: '/list?page=1&limit=10' });
    expect(await screen.findByText('Niets gevonden')).toBeInTheDocument();
  });

  it('goes to the last page when the page asked for lies past the end', async () => {
    mockFetch((call) => {
      const page = Number(call.url.searchParams.get('page'));
      return { body: { results: page > 2 ? [] : rows, total: 12 } };
    });
    const { search } = renderWithProviders(<Harness />, { url: '/list?page=5&limit=10' });
    await waitFor(() => expect(search().get('page')).toBe('2'));
    expect(await screen.findByText('Box 1')).toBeInTheDocument();
  });

  it('opens a row on click', async () => {
    serve();
    const onRowClick = vi.fn();
    const { user } = renderWithProviders(<Harness onRowClick={onRowClick} />, {
      url: '/list?page=1&limit=10',
    });
    await user.click(await screen.findByText('Box 2'));
    expect(onRowClick).toHaveBeenCalledWith(rows[1]);
  });
});
