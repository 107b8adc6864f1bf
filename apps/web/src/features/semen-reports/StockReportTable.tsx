import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { EXPORT_TYPE_LABELS, SEMEN_MOD_LABELS } from '@stalboek/domain';
import type { SemenLot, SemenModification } from '@stalboek/domain';
import { formatDate } from '../../lib/format.ts';
import { containerTube, lotDay, modificationsInForce } from './stockReport.ts';

const HEADERS = [
  'Lot',
  'Hengst',
  'Eigenaar',
  'Productie-/ importdatum',
  'Type',
  'Export type',
  'Vat / koker',
  'Initieel',
  'Huidig',
];

const MOD_COLUMN_WIDTHS = ['25%', '15%', '40%', '20%'];

/** One lot's modifications in force, as a small table in the row under it. */
function ModificationsRow({ lot, mods }: { lot: SemenLot; mods?: SemenModification[] }) {
  const shown = mods ? modificationsInForce(mods) : undefined;
  return (
    <TableRow sx={{ '& > td': { bgcolor: 'grey.50', py: 0.5 } }}>
      <TableCell colSpan={HEADERS.length} sx={{ pl: 4 }}>
        {shown === undefined ? (
          'Wijzigingen laden…'
        ) : shown.length === 0 ? (
          'Geen stockwijzigingen'
        ) : (
          <Table
            size="small"
            aria-label={`Stockwijzigingen van lot ${lot.lotNumber}`}
            // The same columns under every lot, whatever their content.
            sx={{ width: '60%', tableLayout: 'fixed' }}
          >
            <colgroup>
              {MOD_COLUMN_WIDTHS.map((w, i) => (
                <col key={i} style={{ width: w }} />
              ))}
            </colgroup>
            <TableHead>
              <TableRow>
                <TableCell>Wijziging</TableCell>
                <TableCell align="right">Rietjes</TableCell>
                <TableCell>Klant</TableCell>
                <TableCell>Datum</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((m) => (
                <TableRow key={m._id}>
                  <TableCell>{SEMEN_MOD_LABELS[m.type]}</TableCell>
                  <TableCell align="right">
                    {m.action === 'add' ? '+' : '−'}
                    {m.amount}
                  </TableCell>
                  <TableCell>{m.owner?.name ?? ''}</TableCell>
                  <TableCell>{formatDate(m.date)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </TableCell>
    </TableRow>
  );
}

export type StockReportTableProps = {
  lots: readonly SemenLot[];
  /** With the stock-modification toggle on: each lot's modifications (absent while loading). */
  modifications?: ReadonlyMap<string, SemenModification[]>;
};

/** Small print: nine columns fit the width of A4 (180 mm between the margins). */
const tableSx = {
  '& th, & td': { px: 1, fontSize: '0.8125rem' },
  '@media print': { '& th, & td': { fontSize: '8pt', px: '3px', py: '2px' } },
};

/**
 * The report's lots, oldest first, each optionally followed by its stock modifications; a lot
 * and its modifications are one body, kept on one printed page.
 */
export function StockReportTable({ lots, modifications }: StockReportTableProps) {
  return (
    <Table size="small" aria-label="Spermastock" sx={tableSx}>
      <TableHead>
        <TableRow>
          {HEADERS.map((h, i) => (
            <TableCell key={h} align={i >= 7 ? 'right' : 'left'}>
              {h}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      {lots.map((lot) => (
        <TableBody key={lot._id} sx={{ breakInside: 'avoid' }}>
          <TableRow>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{lot.lotNumber}</TableCell>
            <TableCell>{lot.stallion.name}</TableCell>
            <TableCell>{lot.owner.name}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(lotDay(lot))}</TableCell>
            <TableCell>{lot.type}</TableCell>
            <TableCell>{lot.export_type ? EXPORT_TYPE_LABELS[lot.export_type] : ''}</TableCell>
            <TableCell>{containerTube(lot)}</TableCell>
            <TableCell align="right">{lot.initial_inventory}</TableCell>
            <TableCell align="right">{lot.current_inventory}</TableCell>
          </TableRow>
          {modifications ? <ModificationsRow lot={lot} mods={modifications.get(lot._id)} /> : null}
        </TableBody>
      ))}
    </Table>
  );
}
