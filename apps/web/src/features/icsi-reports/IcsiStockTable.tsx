import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { EMBRYO_HISTORY_LABELS } from '@stalboek/domain';
import type { EmbryoHistoryItem } from '@stalboek/domain';
import { formatDate } from '../../lib/format.ts';

const HEADERS = ['Type wijziging', 'Merrie', 'Draagmoeder', 'Datum', 'Embryo'];

const tableSx = {
  '& th, & td': { px: 1, fontSize: '0.8125rem' },
  '@media print': {
    '& th, & td': { fontSize: '9pt', px: '3px', py: '2px' },
    '& tr': { breakInside: 'avoid' },
  },
};

/** The report's movements: type, the embryo's donor mare, the surrogate of a transfer, day, code. */
export function IcsiStockTable({ rows }: { rows: readonly EmbryoHistoryItem[] }) {
  return (
    <Table size="small" aria-label="ICSI stock" sx={tableSx}>
      <TableHead>
        <TableRow>
          {HEADERS.map((h) => (
            <TableCell key={h}>{h}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row._id}>
            <TableCell>{EMBRYO_HISTORY_LABELS[row.type]}</TableCell>
            <TableCell>{row.embryo.donor_mare.name}</TableCell>
            <TableCell>{row.type === 'transfer' ? (row.surrogate?.name ?? '') : ''}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.date)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.embryo.code}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
