import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import EditIcon from '@mui/icons-material/Edit';
import type { MRT_ColumnDef } from 'material-react-table';
import { EDITABLE_MOD_TYPES, MOD_SORT_FIELDS } from '@stalboek/domain';
import type { StockMod } from '@stalboek/domain';
import { ListTable } from '../../components/list/ListTable.tsx';
import { useListParams } from '../../components/list/useListParams.ts';
import type { SortRule } from '../../components/list/useListParams.ts';
import { useMods } from './api/useMods.ts';
import { formatAmount, formatDateTime } from './format.ts';
import { ModEditDialog } from './ModEditDialog.tsx';

const DEFAULT_SORT: SortRule[] = [{ id: 'createdAt', desc: true }];

const columns: MRT_ColumnDef<StockMod>[] = [
  { id: 'type', header: 'Type', accessorKey: 'type' },
  { id: 'lotNumber', header: 'Lotnummer', accessorFn: (m) => m.batch.lotNumber },
  { id: 'supplier', header: 'Leverancier', accessorFn: (m) => m.batch.supplier },
  { id: 'client', header: 'Klant', accessorFn: (m) => m.client?.name ?? '' },
  { id: 'horse', header: 'Paard', accessorFn: (m) => m.horse?.name ?? '' },
  { id: 'amount', header: 'Aantal', accessorFn: (m) => formatAmount(m.amount) },
  { id: 'createdAt', header: 'Datum', accessorFn: (m) => formatDateTime(m.createdAt) },
];

const editable = (mod: StockMod) => (EDITABLE_MOD_TYPES as readonly string[]).includes(mod.type);

/** 'Mods' of /stock/{id}: the product's stock modifications, newest first; edit an amount. */
export function ModsTab({ productId }: { productId: string }) {
  const list = useListParams({ defaultSort: DEFAULT_SORT, sortFields: MOD_SORT_FIELDS });
  const { data, isLoading, isFetching } = useMods(productId, list.query);
  const [editing, setEditing] = useState<StockMod | null>(null);
  return (
    <>
      <ListTable
        columns={columns}
        rows={data?.results}
        total={data?.total}
        list={list}
        isLoading={isLoading}
        isFetching={isFetching}
        emptyText="Geen stock modificaties voor product gevonden."
        renderRowActions={(mod) =>
          editable(mod) ? (
            <Tooltip title="Aantal aanpassen">
              <IconButton
                aria-label={`${mod.type} van lot ${mod.batch.lotNumber} aanpassen`}
                onClick={() => setEditing(mod)}
              >
                <EditIcon />
              </IconButton>
            </Tooltip>
          ) : null
        }
      />
      {editing ? <ModEditDialog mod={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
