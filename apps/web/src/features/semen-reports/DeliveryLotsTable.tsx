import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Horse, SemenLotDetail } from '@stalboek/domain';
import { formatDate } from '../../lib/format.ts';
import { lastExport, horseCodes } from './deliveryLots.ts';
import type { DeliveryText } from './deliveryText.ts';

export type DeliveryLotsTableProps = {
  text: DeliveryText;
  lots: readonly SemenLotDetail[];
  stallions: ReadonlyMap<string, Horse>;
};

const cellSx = { px: 1, py: 0.5, fontSize: '0.8125rem', borderColor: 'grey.400' };

/** Section C: per lot its number, stallion (with UELN, microchip), date, export type, straws. */
export function DeliveryLotsTable({ text, lots, stallions }: DeliveryLotsTableProps) {
  const straws = lots.map((lot) => lastExport(lot)?.amount);
  const total = straws.reduce<number>((sum, n) => sum + (n ?? 0), 0);
  return (
    <Table size="small" aria-label={text.lots} sx={{ '& th, & td': cellSx }}>
      <TableHead>
        <TableRow>
          <TableCell>{text.lotNumber}</TableCell>
          <TableCell>{text.stallion}</TableCell>
          <TableCell>{text.productionDate}</TableCell>
          <TableCell>{text.exportType}</TableCell>
          <TableCell align="right">{text.straws}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {lots.map((lot, i) => (
          <TableRow key={lot._id}>
            <TableCell>{lot.lotNumber}</TableCell>
            <TableCell>
              {lot.stallion.name}
              {horseCodes(stallions.get(lot.stallion._id)).map((code) => (
                <span key={code} style={{ display: 'block', fontSize: '0.75rem' }}>
                  {code}
                </span>
              ))}
            </TableCell>
            <TableCell>{formatDate(lot.production_date ?? lot.import_date)}</TableCell>
            <TableCell>{lot.export_type ? text.exportTypes[lot.export_type] : '—'}</TableCell>
            <TableCell align="right">{straws[i] ?? '—'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell colSpan={4} sx={{ fontWeight: 600, color: 'text.primary' }}>
            {text.total}
          </TableCell>
          <TableCell align="right" sx={{ fontWeight: 600, color: 'text.primary' }}>
            {total}
          </TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  );
}
