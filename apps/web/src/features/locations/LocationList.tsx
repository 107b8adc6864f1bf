import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import PetsIcon from '@mui/icons-material/Pets';
import type { MRT_ColumnDef } from 'material-react-table';
import { LOCATION_SORT_FIELDS, locationLabel } from '@stalboek/domain';
import type { Location } from '@stalboek/domain';
import { useFeedback } from '../../app/feedback.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ListTable } from '../../components/list/ListTable.tsx';
import { SearchField } from '../../components/list/SearchField.tsx';
import { useListParams } from '../../components/list/useListParams.ts';
import type { SortRule } from '../../components/list/useListParams.ts';
import { useDeleteLocation } from './api/useDeleteLocation.ts';
import { useLocations } from './api/useLocations.ts';
import { LocationDialog } from './LocationDialog.tsx';
import { LocationHorsesDialog } from './LocationHorsesDialog.tsx';

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
    defaultSort: DEFAULT_SORT,
    sortFields: LOCATION_SORT_FIELDS,
    filterKeys: FILTERS,
  });
  const { data, isLoading, isFetching } = useLocations(list.query);
  const { showSuccess } = useFeedback();
  const remove = useDeleteLocation();
  const [editing, setEditing] = useState<Editing>(null);
  const [horsesOf, setHorsesOf] = useState<Location | null>(null);
  const [toDelete, setToDelete] = useState<Location | null>(null);
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

  const confirmDelete = () => {
    if (!toDelete) return;
    const label = locationLabel(toDelete);
    remove.mutate(toDelete._id, {
      onSuccess: () => showSuccess(`${label} succesvol verwijderd`),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <>
      <PageHeader
        title="Locaties"
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({})}>
            Locatie toevoegen
          </Button>
        }
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
            <Tooltip title="Paarden op deze locatie">
              <IconButton
                aria-label="Paarden op deze locatie"
                onClick={() => setHorsesOf(location)}
              >
                <PetsIcon />
              </IconButton>
            </Tooltip>
            <Tooltip title="Bewerken">
              <IconButton aria-label="Bewerken" onClick={() => setEditing({ location })}>
                <EditIcon />
              </IconButton>
            </Tooltip>
            <Tooltip title="Verwijderen">
              <IconButton aria-label="Verwijderen" onClick={() => setToDelete(location)}>
                <DeleteIcon />
              </IconButton>
            </Tooltip>
          </>
        )}
      />
      {editing ? (
        <LocationDialog location={editing.location} onClose={() => setEditing(null)} />
      ) : null}
      {horsesOf ? (
        <LocationHorsesDialog location={horsesOf} onClose={() => setHorsesOf(null)} />
      ) : null}
      {toDelete ? (
        <ConfirmDialog
          open
          name={locationLabel(toDelete)}
          busy={remove.isPending}
          onConfirm={confirmDelete}
          onCancel={() => setToDelete(null)}
        />
      ) : null}
    </>
  );
}
