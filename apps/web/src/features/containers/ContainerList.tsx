import { useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import type { MRT_ColumnDef } from 'material-react-table';
import { CONTAINER_SORT_FIELDS } from '@stalboek/domain';
import type { Container } from '@stalboek/domain';
import { useFeedback } from '../../app/feedback.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ListTable } from '../../components/list/ListTable.tsx';
import { useListParams } from '../../components/list/useListParams.ts';
import type { SortRule } from '../../components/list/useListParams.ts';
import { useContainers } from './api/useContainers.ts';
import { useDeleteContainer } from './api/useDeleteContainer.ts';
import { ContainerDialog } from './ContainerDialog.tsx';

const DEFAULT_SORT: SortRule[] = [{ id: 'name', desc: false }];

const columns: MRT_ColumnDef<Container>[] = [
  { id: 'name', header: 'Naam', accessorKey: 'name' },
  { id: 'available_places', header: 'Aantal kokers', accessorKey: 'available_places' },
];

type Editing = { container?: Container } | null;

/** /settings/nitrogen-container: the liquid-nitrogen containers with create/edit and delete. */
export default function ContainerList() {
  const list = useListParams({ defaultSort: DEFAULT_SORT, sortFields: CONTAINER_SORT_FIELDS });
  const { data, isLoading, isFetching } = useContainers(list.query);
  const { showSuccess } = useFeedback();
  const remove = useDeleteContainer();
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<Container | null>(null);

  const confirmDelete = () => {
    if (!toDelete) return;
    const { name } = toDelete;
    remove.mutate(toDelete._id, {
      onSuccess: () => showSuccess(`${name} succesvol verwijderd`),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <>
      <PageHeader
        title="Stikstof Vaten"
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({})}>
            Vat toevoegen
          </Button>
        }
      />
      <ListTable
        columns={columns}
        rows={data?.results}
        total={data?.total}
        list={list}
        isLoading={isLoading}
        isFetching={isFetching}
        emptyText="Geen containers in de database"
        renderRowActions={(container) => (
          <>
            <Tooltip title="Bewerken">
              <IconButton aria-label="Bewerken" onClick={() => setEditing({ container })}>
                <EditIcon />
              </IconButton>
            </Tooltip>
            <Tooltip title="Verwijderen">
              <IconButton aria-label="Verwijderen" onClick={() => setToDelete(container)}>
                <DeleteIcon />
              </IconButton>
            </Tooltip>
          </>
        )}
      />
      {editing ? (
        <ContainerDialog container={editing.container} onClose={() => setEditing(null)} />
      ) : null}
      {toDelete ? (
        <ConfirmDialog
          open
          name={toDelete.name}
          busy={remove.isPending}
          onConfirm={confirmDelete}
          onCancel={() => setToDelete(null)}
        />
      ) : null}
    </>
  );
}
