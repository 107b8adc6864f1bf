import { format } from 'date-fns';
import type { MRT_ColumnDef } from 'material-react-table';
import { correctionMessages } from '@stalboek/domain';
import type { StockMod } from '@stalboek/domain';

/**
 * The columns of a stock-mod report (spec 02 "Stock-mod reports"); ids are the API's sort names.
 * Beyond the spec's columns: who recorded the row, and what a correction corrects and why — the
 * reports are the clinic's register, where a withdrawn entry shows as the entry plus its
 * correction (docs/decisions.md).
 */
export type ModColumnId =
  | 'type'
  | 'product'
  | 'lotNumber'
  | 'supplier'
  | 'client'
  | 'horse'
  | 'amount'
  | 'createdAt'
  | 'createdBy'
  | 'correction';
export type ModColumn = { id: ModColumnId; header: string };

const ALL: readonly ModColumn[] = [
  { id: 'type', header: 'Type' },
  { id: 'product', header: 'Product' },
  { id: 'lotNumber', header: 'Lotnummer' },
  { id: 'supplier', header: 'Leverancier' },
  { id: 'client', header: 'Klant' },
  { id: 'horse', header: 'Paard' },
  { id: 'amount', header: 'Aantal' },
  { id: 'createdAt', header: 'Datum' },
  { id: 'createdBy', header: 'Door' },
  { id: 'correction', header: 'Correctie' },
];

/** Supplier only on the purchase report, client only on the outgoing ones. */
export function reportColumns(kind: 'purchase' | 'outgoing'): ModColumn[] {
  return ALL.filter((c) => c.id !== (kind === 'purchase' ? 'client' : 'supplier'));
}

/** Date-times day/month/year hour:minute (spec 01 §9), as the other lists show them. */
export const DATE_TIME_FORMAT = 'dd/MM/yyyy HH:mm';
const shown = new Intl.NumberFormat('nl-BE', { maximumFractionDigits: 2 });
// In a CSV no thousands separator: a spreadsheet reads '1234,5' as a number.
const plain = new Intl.NumberFormat('nl-BE', { maximumFractionDigits: 2, useGrouping: false });
// A correction's amount is signed: +3 more taken, -2 given back.
const signedShown = new Intl.NumberFormat('nl-BE', {
  maximumFractionDigits: 2,
  signDisplay: 'always',
});
const signedPlain = new Intl.NumberFormat('nl-BE', {
  maximumFractionDigits: 2,
  useGrouping: false,
  signDisplay: 'always',
});

/** A correction names the mod it corrects and why; a corrected original what it stands at. */
function correctionText(m: StockMod, mode: 'screen' | 'csv'): string {
  if (m.correctionOf)
    return correctionMessages.correctionOf(
      m.type,
      format(new Date(m.correctionOf.createdAt), DATE_TIME_FORMAT),
      m.reason,
    );
  if (m.effectiveAmount !== null && m.effectiveAmount !== m.amount)
    return `Gecorrigeerd: nu ${(mode === 'csv' ? plain : shown).format(m.effectiveAmount)}`;
  return '';
}

/** The text of one cell, on screen or in the CSV. */
export function cellText(id: ModColumnId, m: StockMod, mode: 'screen' | 'csv' = 'screen'): string {
  switch (id) {
    case 'type':
      return m.type;
    case 'product':
      return m.product.name;
    case 'lotNumber':
      return m.batch.lotNumber;
    case 'supplier':
      return m.batch.supplier;
    case 'client':
      return m.client?.name ?? '';
    case 'horse':
      return m.horse?.name ?? '';
    case 'amount':
      if (m.correctionOf) return (mode === 'csv' ? signedPlain : signedShown).format(m.amount);
      return (mode === 'csv' ? plain : shown).format(m.amount);
    case 'createdAt':
      return format(new Date(m.createdAt), DATE_TIME_FORMAT);
    case 'createdBy':
      return m.createdBy ?? '';
    case 'correction':
      return correctionText(m, mode);
  }
}

/** The table columns of a report. */
export function tableColumns(columns: readonly ModColumn[]): MRT_ColumnDef<StockMod>[] {
  return columns.map((c) => ({
    id: c.id,
    header: c.header,
    accessorFn: (m: StockMod) => cellText(c.id, m),
    ...(c.id === 'amount'
      ? { muiTableBodyCellProps: { align: 'right' }, muiTableHeadCellProps: { align: 'right' } }
      : {}),
  }));
}
