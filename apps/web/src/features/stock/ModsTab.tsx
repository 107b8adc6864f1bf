import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import EditIcon from '@mui/icons-material/Edit';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import type { MRT_ColumnDef } from 'material-react-table';
import { EDITABLE_MOD_TYPES, MOD_SORT_FIELDS, stockMessages } from '@stalboek/domain';
import type { StockMod } from '@stalboek/domain';
import { ListTable } from '../../components/list/ListTable.tsx';
import { useListParams } from '../../components/list/useListParams.ts';
import type { SortRule } from '../../components/list/useListParams.ts';
import { modListQuery, useMods } from './api/useMods.ts';
import { useListPrefetch } from '../../components/list/useListPrefetch.ts';
import { formatDateTime } from '../../lib/format.ts';
import { ModEditDialog } from './ModEditDialog.tsx';
import { correctionNote, modAmount } from './modText.ts';

const DEFAULT_SORT: SortRule[] = [{ id: 'createdAt', desc: true }];

/** The type, and 'Correctie' on a row that corrects an earlier one. */
function ModType({ mod }: { mod: StockMod }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      {mod.type}
      {mod.correctionOf ? <Chip size="small" variant="outlined" label="Correctie" /> : null}
    </Box>
  );
}

const columns: MRT_ColumnDef<StockMod>[] = [
  {
    id: 'type',
    header: 'Type',
    accessorKey: 'type',
    Cell: ({ row }) => <ModType mod={row.original} />,
  },
  { id: 'lotNumber', header: 'Lotnummer', accessorFn: (m) => m.batch.lotNumber },
  { id: 'supplier', header: 'Leverancier', accessorFn: (m) => m.batch.supplier },
  { id: 'client', header: 'Klant', accessorFn: (m) => m.client?.name ?? '' },
  { id: 'horse', header: 'Paard', accessorFn: (m) => m.horse?.name ?? '' },
  { id: 'case', header: 'Dossier', accessorFn: (m) => m.case?.reference ?? '' },
  { id: 'amount', header: 'Aantal', accessorFn: modAmount },
  { id: 'correction', header: 'Correctie', accessorFn: correctionNote },
  { id: 'createdBy', header: 'Door', accessorFn: (m) => m.createdBy ?? '' },
  { id: 'createdAt', header: 'Datum', accessorFn: (m) => formatDateTime(m.createdAt) },
];

/** An original the user records and corrects here (a correction is corrected through it). */
const editable = (mod: StockMod) =>
  !mod.correctionOf && (EDITABLE_MOD_TYPES as readonly string[]).includes(mod.type);

/** The row action: correct the amount, or why not (a case's mod changes with its case only). */
function ModAction({ mod, onEdit }: { mod: StockMod; onEdit: () => void }) {
  if (mod.case) {
    const why = stockMessages.modOfCase(mod.case.reference);
    return (
      <Tooltip title={why}>
        <Box
          component="span"
          role="img"
          tabIndex={0}
          aria-label={why}
          sx={{ display: 'inline-flex', p: 1, color: 'text.disabled' }}
        >
          <LockOutlinedIcon />
        </Box>
      </Tooltip>
    );
  }
  if (!editable(mod)) return null;
  return (
    <Tooltip title="Aantal aanpassen">
      <IconButton
        aria-label={`${mod.type} van lot ${mod.batch.lotNumber} aanpassen`}
        onClick={onEdit}
      >
        <EditIcon />
      </IconButton>
    </Tooltip>
  );
}

/**
 * 'Mods' of /stock/{id}: the product's stock modifications, newest first, corrections as rows of
 * their own (the register shows what was recorded and what was withdrawn); correct an amount,
 * except the delivery (Aankoop) and a mod written by a case, which changes with its case.
 */
export function ModsTab({ productId }: { productId: string }) {
  const list = useListParams({
    remember: 'stock-mods',
    defaultSort: DEFAULT_SORT,
    sortFields: MOD_SORT_FIELDS,
    prefetch: useListPrefetch((query) => modListQuery(productId, query)),
  });
  const mods = useMods(productId, list.query);
  const [editing, setEditing] = useState<StockMod | null>(null);
  return (
    <>
      <ListTable
        columns={columns}
        query={mods}
        list={list}
        emptyText="Geen stock modificaties voor product gevonden."
        // One product's mods: the supplier and who entered it are in the column chooser (and the
        // edit dialog shows who), so the row's action stays in view at 1440 px.
        initialColumnVisibility={{ supplier: false, createdBy: false }}
        renderRowActions={(mod) => <ModAction mod={mod} onEdit={() => setEditing(mod)} />}
      />
      {editing ? <ModEditDialog mod={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
