import type { MRT_ColumnDef } from 'material-react-table';
import type { StockOverviewRow } from '@stalboek/domain';
import { formatAmount, formatDate, formatEuro, formatTax } from '../../lib/format.ts';

const optional = (n: number | null) => (n === null ? '' : formatAmount(n));

/** The columns of 'Stock overzicht' (spec 02 §3 Stock overview row); ids are API sort names. */
export const stockColumns: MRT_ColumnDef<StockOverviewRow>[] = [
  { id: 'name', header: 'Naam', accessorKey: 'name' },
  { id: 'type', header: 'Type', accessorKey: 'type' },
  { id: 'CNK', header: 'CNK', accessorKey: 'CNK' },
  { id: 'dosage', header: 'Dosis', accessorFn: (r) => formatAmount(r.dosage) },
  { id: 'outgoingUnit', header: 'Eenheid', accessorFn: (r) => r.outgoingUnit ?? '' },
  { id: 'tax', header: 'BTW', accessorFn: (r) => formatTax(r.tax) },
  { id: 'expirationDate', header: 'Vervaldatum', accessorFn: (r) => formatDate(r.expirationDate) },
  { id: 'waitingTime', header: 'Wachttijd (dagen)', accessorFn: (r) => optional(r.waitingTime) },
  {
    id: 'supplementAdministration',
    header: 'Toeslag toediening',
    accessorFn: (r) => formatEuro(r.supplementAdministration),
  },
  { id: 'remaining', header: 'Resterend', accessorFn: (r) => formatAmount(r.remaining) },
  {
    id: 'remainingBuyValue',
    header: 'Resterende aankoopwaarde',
    accessorFn: (r) => formatEuro(r.remainingBuyValue),
  },
  {
    id: 'remainingSellvalue',
    header: 'Resterende verkoopwaarde',
    accessorFn: (r) => formatEuro(r.remainingSellvalue),
  },
];

/** Shown with the column chooser only. */
export const HIDDEN_STOCK_COLUMNS = {
  dosage: false,
  outgoingUnit: false,
  waitingTime: false,
  supplementAdministration: false,
};
