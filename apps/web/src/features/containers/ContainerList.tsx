import { useState } from 'react';
import type { MRT_ColumnDef } from 'material-react-table';
import { CONTAINER_SORT_FIELDS } from '@stalboek/domain';
import type { Container } from '@stalboek/domain';
import { useConfirmDelete } from '../../components/useConfirmDelete.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ListTable } from '../../components/list/ListTable.tsx';
import { EditDeleteActions } from '../../components/list/RowActions.tsx';
import { useListParams } from '../../components/list/useListParams.ts';
import { useListPrefetch } from '../../components/list/useListPrefetch.ts';
import type { SortRule } from '../../components/list/useListParams.ts';
import { containerListQuery, useContainers } from './api/useContainers.ts';
import { useDeleteContainer } from './api/useDeleteContainer.ts';
import { ContainerDialog } from './ContainerDialog.tsx';
import { AddButton } from '../../components/AddButton.tsx';

const DEFAULT_SORT: SortRule[] = [{ id: 'name', desc: false }];

const columns: MRT_ColumnDef<Container>[] = [
  { id: 'name', header: 'Naam', accessorKey: 'name' },
  { id: 'available_places', header: 'Aantal kokers', accessorKey: 'available_places' },
];

type Editing = { container?: Container } | null;

/** /settings/nitrogen-container: the liquid-nitrogen containers with create/edit and delete. */
export default function ContainerList() {
  const list = useListParams({
    remember: 'container',
    defaultSort: DEFAULT_SORT,
    sortFields: CONTAINER_SORT_FIELDS,
    prefetch: useListPrefetch(containerListQuery),
  });
  const containers = useContainers(list.query);
  const [editing, setEditing] = useState<Editing>(null);
  const remove = useConfirmDelete({
    remove: useDeleteContainer(),
    toVariables: (c: Container) => c._id,
    nameOf: (c) => c.name,
  });

  return (
    <>
      <PageHeader
        title="Stikstof Vaten"
        actions={<AddButton label="Vat toevoegen" onClick={() => setEditing({})} />}
      />
      <ListTable
        columns={columns}
        query={containers}
        list={list}
        emptyText="Geen containers in de database"
        renderRowActions={(container) => (
          <EditDeleteActions
            onEdit={() => setEditing({ container })}
            onDelete={() => remove.ask(container)}
          />
        )}
      />
      {editing ? (
        <ContainerDialog container={editing.container} onClose={() => setEditing(null)} />
      ) : null}
      {remove.dialog}
    </>
  );
}
