import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { sheetBillableLabel } from '@stalboek/domain';
import { paths } from '../../app/paths.ts';
import { formatDateTime } from '../stock/format.ts';
import { useSheetList } from './api.ts';
import { EmptyRow } from '../../components/list/EmptyRow.tsx';

const PAGE_SIZE = 10;

/** A horse's or customer's research sheets, newest first; a row links to its case tab. */
export function ResearchSheetList(props: {
  filter: { horse?: string; customer?: string };
  page?: number;
  onPage?: (page: number) => void;
}) {
  const [ownPage, setOwnPage] = useState(1);
  const page = props.page ?? ownPage;
  const setPage = props.onPage ?? setOwnPage;
  const { data, isLoading } = useSheetList(props.filter, page, PAGE_SIZE);
  return (
    <>
      <Table size="small" aria-label="Onderzoeksfiches">
        <TableHead>
          <TableRow>
            <TableCell>Datum</TableCell>
            <TableCell>Case</TableCell>
            <TableCell>{props.filter.horse ? 'Klant' : 'Paard'}</TableCell>
            <TableCell>Dierenarts</TableCell>
            <TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {!isLoading && data?.results.length === 0 && (
            <EmptyRow colSpan={5}>Geen onderzoeksfiches gevonden</EmptyRow>
          )}
          {data?.results.map((s) => (
            <TableRow key={s._id}>
              <TableCell>{formatDateTime(s.researchDate)}</TableCell>
              <TableCell>
                <Link component={RouterLink} to={paths.case(s.case._id, s._id)}>
                  {s.case.reference}
                </Link>
              </TableCell>
              <TableCell>{props.filter.horse ? (s.client?.name ?? '-') : s.horse.name}</TableCell>
              <TableCell>{s.doctor}</TableCell>
              <TableCell>{sheetBillableLabel(s.billable)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <TablePagination
        component="div"
        count={data?.total ?? 0}
        page={page - 1}
        rowsPerPage={PAGE_SIZE}
        rowsPerPageOptions={[PAGE_SIZE]}
        onPageChange={(_e, p) => setPage(p + 1)}
        labelDisplayedRows={({ from, to, count }) => `${from}–${to} van ${count}`}
      />
    </>
  );
}
