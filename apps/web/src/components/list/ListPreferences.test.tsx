import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { MRT_ColumnDef } from 'material-react-table';
import { PreferenceUser } from '../../lib/devicePreferences.ts';
import { renderWithProviders } from '../test/renderWithProviders.tsx';
import { mockFetch } from '../test/mockFetch.ts';
import { ListTable } from './ListTable.tsx';
import { useListParams } from './useListParams.ts';

// Issue 17 item 6: a list remembers hidden and ordered columns and the page size, per user, on
// the device.

type Row = { _id: string; name: string; places: number; note: string };

const columns: MRT_ColumnDef<Row>[] = [
  { id: 'name', header: 'Naam', accessorKey: 'name' },
  { id: 'places', header: 'Plaatsen', accessorKey: 'places' },
  { id: 'note', header: 'Notitie', accessorKey: 'note' },
];
const rows: Row[] = [{ _id: 'a', name: 'Box 1', places: 2, note: 'x' }];

function Rows() {
  const list = useListParams({ remember: 'rows', sortFields: ['name'] });
  return (
    <>
      <button onClick={() => list.setPagination({ page: 1, limit: 25 })}>25 per pagina</button>
      <ListTable
        columns={columns}
        rows={rows}
        total={rows.length}
        list={list}
        emptyText="Niets"
        initialColumnVisibility={{ note: false }}
      />
    </>
  );
}

function open(userId: string | null, url = '/list?page=1&limit=10') {
  mockFetch(() => ({ body: {} }));
  return renderWithProviders(
    <PreferenceUser.Provider value={userId}>
      <Rows />
    </PreferenceUser.Provider>,
    { url },
  );
}

const headers = () =>
  screen
    .getAllByRole('columnheader')
    .map((h) => (h.textContent ?? '').replace(/\d+$/, '')) // without the sort badge
    .filter(Boolean);

beforeEach(() => window.localStorage.clear());
afterEach(() => window.localStorage.clear());

describe('a list remembers the user’s choices', () => {
  it('keeps a hidden and a shown column for the same user, not for another', async () => {
    const first = open('an');
    await screen.findByText('Box 1');
    await first.user.click(screen.getByRole('button', { name: 'Toon/Verberg kolommen' }));
    const menu = within(await screen.findByRole('menu'));
    await first.user.click(menu.getByText('Plaatsen'));
    await first.user.click(menu.getByText('Notitie'));
    await first.user.keyboard('{Escape}');
    await waitFor(() => expect(headers()).toEqual(['Naam', 'Notitie']));
    first.unmount();

    const again = open('an');
    await screen.findByText('Box 1');
    expect(headers()).toEqual(['Naam', 'Notitie']);
    again.unmount();

    open('tom');
    await screen.findByText('Box 1');
    expect(headers()).toEqual(['Naam', 'Plaatsen']);
  });

  it('opens with the page size the user chose last when the URL names none', async () => {
    const first = open('an');
    await screen.findByText('Box 1');
    await first.user.click(screen.getByRole('button', { name: '25 per pagina' }));
    await waitFor(() => expect(first.search().get('limit')).toBe('25'));
    first.unmount();

    const again = open('an', '/list');
    await waitFor(() => expect(again.search().get('limit')).toBe('25'));
    again.unmount();
    // A link that names its page size keeps it.
    const linked = open('an', '/list?page=1&limit=5');
    await screen.findByText('Box 1');
    expect(linked.search().get('limit')).toBe('5');
  });

  it('shows the columns in the order the user put them', async () => {
    window.localStorage.setItem(
      'stalboek.voorkeur.an.lijst.rows',
      JSON.stringify({ columnOrder: ['note', 'name', 'places'], columnVisibility: { note: true } }),
    );
    open('an');
    await screen.findByText('Box 1');
    expect(headers()).toEqual(['Notitie', 'Naam', 'Plaatsen']);
  });

  it('falls back to the defaults for an entry it cannot read, and remembers nothing signed out', async () => {
    window.localStorage.setItem('stalboek.voorkeur.an.lijst.rows', '{"columnOrder": 5');
    const broken = open('an');
    await screen.findByText('Box 1');
    expect(headers()).toEqual(['Naam', 'Plaatsen']);
    broken.unmount();

    const anonymous = open(null);
    await screen.findByText('Box 1');
    await anonymous.user.click(screen.getByRole('button', { name: '25 per pagina' }));
    await waitFor(() => expect(anonymous.search().get('limit')).toBe('25'));
    expect(
      Object.keys(window.localStorage).filter((k) => k !== 'stalboek.voorkeur.an.lijst.rows'),
    ).toEqual([]);
  });
});
