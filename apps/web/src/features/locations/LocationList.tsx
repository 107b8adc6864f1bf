import { useMemo, useState } from 'react';
import PetsIcon from '@mui/icons-material/Pets';
import type { MRT_ColumnDef } from 'material-react-table';
import { LOCATION_SORT_FIELDS, locationLabel } from '@stalboek/domain';
import type { Location } from '@stalboek/domain';
import { useConfirmDelete } from '../../components/useConfirmDelete.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ListTable } from '../../components/list/ListTable.tsx';
import { EditDeleteActions, RowAction } from '../../components/list/RowActions.tsx';
import { SearchField } from '../../components/list/SearchField.tsx';
import { useListParams } from '../../components/list/useListParams.ts';
import { useListPrefetch } from '../../components/list/useListPrefetch.ts';
import type { SortRule } from '../../components/list/useListParams.ts';
import { useDeleteLocation } from './api/useDeleteLocation.ts';
import { locationListQuery, useLocations } from './api/useLocations.ts';
import { LocationDialog } from './LocationDialog.tsx';
import { LocationHorsesDialog } from './LocationHorsesDialog.tsx';
import { AddButton } from '../../components/AddButton.tsx';

/** Sorted by stable, then name (spec 02 §2). */
const DEFAULT_SORT: SortRule[] = [
  { id: 'stable', desc: false },
  { id: 'name', desc: false },
];
const FILTERS = ['query'] as const;

const columns: MRT_ColumnDef<Location>[] = [
  { id: 'stable', header: 'Stal', accessorFn: (l) => l.stable ?? '' },
  { id: 'name', header: 'Naam', accessorFn: (l) => locationLabel(l) },
  { id: 'places', header: 'Plaatsen', accessorKey: 'places' },
  { id: 'horseCount', header: 'Paarden', accessorKey: 'horseCount' },
];

type Editing = { location?: Location } | null;

/** /settings/location: the locations with search, create/edit, horses present and delete. */
export default function LocationList() {
  const list = useListParams({
    remember: 'location',
    defaultSort: DEFAULT_SORT,
    sortFields: LOCATION_SORT_FIELDS,
    filterKeys: FILTERS,
    prefetch: useListPrefetch(locationListQuery),
  });
  const { data, isLoading, isFetching } = useLocations(list.query);
  const [editing, setEditing] = useState<Editing>(null);
  const [horsesOf, setHorsesOf] = useState<Location | null>(null);
  const remove = useConfirmDelete({
    remove: useDeleteLocation(),
    toVariables: (l: Location) => l._id,
    nameOf: locationLabel,
  });
  const { setFilter } = list;

  const toolbar = useMemo(
    () => (
      <SearchField
        label="Zoeken in locaties"
        value={list.filters.query}
        onSearch={(value) => setFilter('query', value, { replace: true })}
      />
    ),
    [list.filters.query, setFilter],
  );

  return (
    <>
      <PageHeader
        title="Locaties"
        actions={<AddButton label="Locatie toevoegen" onClick={() => setEditing({})} />}
      />
      <ListTable
        columns={columns}
        rows={data?.locations}
        total={data?.total}
        list={list}
        isLoading={isLoading}
        isFetching={isFetching}
        // Spec 02 names both texts: none at all, or none that matches the search.
        emptyText={list.filters.query ? 'Geen locatie beschikbaar' : 'Geen locaties in de database'}
        toolbar={toolbar}
        renderRowActions={(location) => (
          <>
            <RowAction
              title="Paarden op deze locatie"
              icon={<PetsIcon />}
              onClick={() => setHorsesOf(location)}
            />
            <EditDeleteActions
              onEdit={() => setEditing({ location })}
              onDelete={() => remove.ask(location)}
            />
          </>
        )}
      />
      {editing ? (
        <LocationDialog location={editing.location} onClose={() => setEditing(null)} />
      ) : null}
      {horsesOf ? (
        <LocationHorsesDialog location={horsesOf} onClose={() => setHorsesOf(null)} />
      ) : null}
      {remove.dialog}
    </>
  );
}
