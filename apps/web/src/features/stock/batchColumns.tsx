import Box from '@mui/material/Box';
import type { MRT_ColumnDef } from 'material-react-table';
import type { StockBatch } from '@stalboek/domain';
import { formatAmount, formatDate, formatEuro } from '../../lib/format.ts';

type Column = MRT_ColumnDef<StockBatch>;

const plain: Column[] = [
  { id: 'lotNumber', header: 'Lotnummer', accessorKey: 'lotNumber' },
  { id: 'expirationDate', header: 'Vervaldatum', accessorFn: (b) => formatDate(b.expirationDate) },
  { id: 'deliveryDate', header: 'Leverdatum', accessorFn: (b) => formatDate(b.deliveryDate) },
  { id: 'supplier', header: 'Leverancier', accessorKey: 'supplier' },
  { id: 'buyInPrice', header: 'Aankoopprijs', accessorFn: (b) => formatEuro(b.buyInPrice) },
  { id: 'sellingPrice', header: 'Verkoopprijs', accessorFn: (b) => formatEuro(b.sellingPrice) },
  {
    id: 'sellingPricePerUnit',
    header: 'Verkoopprijs per eenheid',
    accessorFn: (b) => formatEuro(b.sellingPricePerUnit),
  },
  { id: 'initialAmount', header: 'Initieel', accessorFn: (b) => formatAmount(b.initialAmount) },
  {
    id: 'remainingAmount',
    header: 'Resterend',
    accessorFn: (b) => formatAmount(b.remainingAmount),
  },
  { id: 'active', header: 'Status', accessorFn: (b) => (b.active ? 'Actief' : 'Inactief') },
  { id: 'updatedAt', header: 'Laatst gewijzigd', accessorFn: (b) => formatDate(b.updatedAt) },
];

/** The 'Loten' columns; an inactive batch's cells are greyed (spec 02 §2). */
export const batchColumns: Column[] = plain.map((column) => ({
  ...column,
  Cell: ({ cell, row }) => (
    <Box component="span" sx={{ color: row.original.active ? undefined : 'text.disabled' }}>
      {String(cell.getValue() ?? '')}
    </Box>
  ),
}));

/** Shown with the column chooser only. */
export const HIDDEN_BATCH_COLUMNS = { sellingPricePerUnit: false, updatedAt: false };
