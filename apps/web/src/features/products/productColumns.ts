import type { MRT_ColumnDef } from 'material-react-table';
import type { Product } from '@stalboek/domain';
import { formatEuro, formatTax } from '../../lib/format.ts';

/** The columns of 'Producten'; ids are the API's sortBy names where the API sorts on them. */
export const productColumns: MRT_ColumnDef<Product>[] = [
  { id: 'name', header: 'Naam', accessorKey: 'name' },
  { id: 'type', header: 'Type', accessorKey: 'type' },
  { id: 'CNK', header: 'CNK', accessorKey: 'CNK' },
  { id: 'dosage', header: 'Dosis', accessorFn: (p) => String(p.dosage) },
  { id: 'outgoingUnit', header: 'Eenheid', accessorFn: (p) => p.outgoingUnit ?? '' },
  { id: 'tax', header: 'BTW', accessorFn: (p) => formatTax(p.tax) },
  {
    id: 'sellingPricePerUnit',
    header: 'Verkoopprijs per eenheid',
    accessorFn: (p) => formatEuro(p.sellingPricePerUnit),
  },
  {
    id: 'waitingTime',
    header: 'Wachttijd (dagen)',
    accessorFn: (p) => (p.waitingTime === null ? '' : String(p.waitingTime)),
  },
  {
    id: 'supplementAdministration',
    header: 'Toeslag toediening',
    accessorFn: (p) => formatEuro(p.supplementAdministration),
  },
];

/** Shown with the column chooser only. */
export const HIDDEN_PRODUCT_COLUMNS = { waitingTime: false, supplementAdministration: false };
