import type { MRT_ColumnDef } from 'material-react-table';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import CheckIcon from '@mui/icons-material/Check';
import HistoryIcon from '@mui/icons-material/History';
import { icsiMsg } from '@stalboek/domain';
import type { Embryo } from '@stalboek/domain';
import { formatDate } from '../../../lib/format.ts';
import { locationText } from './labels.ts';

/** The code, with 'beschadigd' (a deactivated embryo) or else 'inactief' (spec 02 §2). */
function CodeCell({ embryo }: { embryo: Embryo }) {
  const badge = embryo.damaged ? icsiMsg.damaged : embryo.active ? null : icsiMsg.inactive;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <span>{embryo.code}</span>
      {badge ? (
        <Chip
          size="small"
          variant="outlined"
          color={embryo.damaged ? 'error' : 'default'}
          label={badge}
        />
      ) : null}
    </Stack>
  );
}

const date = (id: keyof Embryo & string, header: string): MRT_ColumnDef<Embryo> => ({
  id,
  header,
  accessorFn: (e) => formatDate(e[id] as string | null),
});

/**
 * The columns of the embryo list (spec 02 §2); ids are the API's sort fields where it sorts on
 * them (EMBRYO_SORT_FIELDS). The history button opens the embryo's history.
 */
export function embryoColumns(onHistory: (embryo: Embryo) => void): MRT_ColumnDef<Embryo>[] {
  return [
    {
      id: 'code',
      header: 'Code',
      accessorKey: 'code',
      Cell: ({ row }) => <CodeCell embryo={row.original} />,
    },
    { id: 'donor_mare', header: 'Donormerrie', accessorFn: (e) => e.donor_mare.name },
    { id: 'donor_stallion', header: 'Donorhengst', accessorFn: (e) => e.donor_stallion.name },
    { id: 'location', header: 'Locatie', accessorFn: (e) => locationText(e.location) },
    { id: 'color', header: 'Kleur', accessorFn: (e) => e.color ?? '' },
    { id: 'owner', header: 'Eigenaar', accessorFn: (e) => e.owner.name },
    date('transferDate', 'Transferdatum'),
    date('exportDate', 'Exportdatum'),
    date('importedAt', 'Importdatum'),
    date('last_invoice_date', 'Laatste factuur'),
    date('updatedAt', 'Aangepast'),
    date('createdAt', 'Aangemaakt'),
    {
      id: 'traces',
      header: 'TRACES',
      accessorFn: (e) => (e.traces ? 'ja' : ''),
      Cell: ({ row }) =>
        row.original.traces ? (
          <CheckIcon fontSize="small" color="success" aria-label="TRACES aangevinkt" />
        ) : null,
    },
    {
      id: 'history',
      header: 'Historiek',
      enableSorting: false,
      accessorFn: () => '',
      Cell: ({ row }) => (
        <IconButton
          size="small"
          aria-label={`Historiek ${row.original.code}`}
          onClick={(event) => {
            event.stopPropagation();
            onHistory(row.original);
          }}
        >
          <HistoryIcon fontSize="small" />
        </IconButton>
      ),
    },
  ];
}
