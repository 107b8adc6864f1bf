import { useState } from 'react';
import { useNavigate } from 'react-router';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { paths } from '../../app/paths.ts';
import { useCases } from '../cases/api/useCases.ts';
import { StatusChip } from '../cases/caseColumns.tsx';
import { formatDate } from '../stock/format.ts';
import { EmptyRow } from '../../components/list/EmptyRow.tsx';
import {
  EMBEDDED_PAGE_SIZE,
  EmbeddedPagination,
} from '../../components/list/EmbeddedPagination.tsx';

const HEADERS = ['Referentie', 'Paard', 'Hoofdactiviteit', 'Status', 'Aangemaakt op'];

/**
 * The customer's cases under the tabs, newest first, 5 a page from the server (spec 01 §9: small
 * embedded tables, footer from 5 cases); a row opens the case.
 */
export function CasesTable({ customerId }: { customerId: string }) {
  const navigate = useNavigate();
  const [page, setPage] = useState(0);
  const { data, isLoading } = useCases({
    customer: customerId,
    page: page + 1,
    limit: EMBEDDED_PAGE_SIZE,
    sortBy: ['createdAt'],
    sortDesc: [true],
  });
  return (
    <section aria-labelledby="customer-cases-title">
      <Typography variant="h6" component="h2" id="customer-cases-title" sx={{ mt: 3, mb: 1 }}>
        Cases
      </Typography>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-labelledby="customer-cases-title">
          <TableHead>
            <TableRow>
              {HEADERS.map((h) => (
                <TableCell key={h}>{h}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {!isLoading && data?.results.length === 0 && (
              <EmptyRow colSpan={HEADERS.length}>Geen cases gevonden</EmptyRow>
            )}
            {data?.results.map((c) => (
              <TableRow
                key={c._id}
                hover
                sx={{ cursor: 'pointer' }}
                onClick={() => void navigate(paths.case(c._id))}
              >
                <TableCell>{c.reference}</TableCell>
                <TableCell>{c.horse.name}</TableCell>
                <TableCell>{c.mainActivity}</TableCell>
                <TableCell>
                  <StatusChip status={c.status} />
                </TableCell>
                <TableCell>{formatDate(c.createdAt)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <EmbeddedPagination count={data?.total ?? 0} page={page} onPage={setPage} />
      </TableContainer>
    </section>
  );
}
