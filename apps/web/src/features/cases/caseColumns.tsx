import type { MRT_ColumnDef } from 'material-react-table';
import Chip from '@mui/material/Chip';
import { caseStatusColor, type CaseListItem } from '@stalboek/domain';
import { formatDate } from '../../lib/format.ts';

export function StatusChip({ status }: { status: string }) {
  return <Chip size="small" label={status} color={caseStatusColor(status)} />;
}

/** The case list's columns (sortable ones carry the API's sort field as id). */
export const caseColumns: MRT_ColumnDef<CaseListItem>[] = [
  { id: 'reference', header: 'Referentie', accessorFn: (c) => c.reference },
  { id: 'horse', header: 'Paard', accessorFn: (c) => c.horse.name },
  { id: 'customer', header: 'Klant', accessorFn: (c) => c.customer?.name ?? '-' },
  { id: 'mainActivity', header: 'Hoofdactiviteit', accessorFn: (c) => c.mainActivity },
  {
    id: 'status',
    header: 'Status',
    accessorFn: (c) => c.status,
    Cell: ({ row }) => <StatusChip status={row.original.status} />,
  },
  { id: 'createdAt', header: 'Aangemaakt op', accessorFn: (c) => formatDate(c.createdAt) },
  { id: 'updatedAt', header: 'Laatst gewijzigd', accessorFn: (c) => formatDate(c.updatedAt) },
];
