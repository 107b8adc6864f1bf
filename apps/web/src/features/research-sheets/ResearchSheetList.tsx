import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import type { MRT_ColumnDef } from 'material-react-table';
import { sheetBillableLabel } from '@stalboek/domain';
import type { ResearchSheetListItem } from '@stalboek/domain';
import { paths } from '../../lib/paths.ts';
import { formatDateTime } from '../../lib/format.ts';
import { ListTable } from '../../components/list/ListTable.tsx';
import { useLocalList } from '../../components/list/useLocalList.ts';
import { useSheetList } from './api.ts';

const PAGE_SIZE = 10;

/** On a horse the other party is the customer, on a customer the horse. */
function sheetColumns(onHorse: boolean): MRT_ColumnDef<ResearchSheetListItem>[] {
  return [
    { id: 'researchDate', header: 'Datum', accessorFn: (s) => formatDateTime(s.researchDate) },
    {
      id: 'case',
      header: 'Case',
      accessorFn: (s) => s.case.reference,
      Cell: ({ row: { original: s } }) => (
        <Link component={RouterLink} to={paths.case(s.case._id, s._id)}>
          {s.case.reference}
        </Link>
      ),
    },
    onHorse
      ? { id: 'client', header: 'Klant', accessorFn: (s) => s.client?.name ?? '-' }
      : { id: 'horse', header: 'Paard', accessorFn: (s) => s.horse.name },
    { id: 'doctor', header: 'Dierenarts', accessorFn: (s) => s.doctor },
    { id: 'billable', header: 'Status', accessorFn: (s) => sheetBillableLabel(s.billable) },
  ];
}

/** A horse's or customer's research sheets, newest first, 10 a page; a row links to its case tab. */
export function ResearchSheetList({ filter }: { filter: { horse?: string; customer?: string } }) {
  const list = useLocalList({ limit: PAGE_SIZE, sorting: [{ id: 'researchDate', desc: true }] });
  const sheets = useSheetList(filter, list.page, PAGE_SIZE);
  const onHorse = Boolean(filter.horse);
  const columns = useMemo(() => sheetColumns(onHorse), [onHorse]);
  return (
    <ListTable
      embedded={{ footerFrom: 0 }}
      tableLabel="Onderzoeksfiches"
      columns={columns}
      query={sheets}
      list={list}
      emptyText="Geen onderzoeksfiches gevonden"
    />
  );
}
