import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import LinearProgress from '@mui/material/LinearProgress';
import { useCustomerHorses } from './api/useCustomerHorses.ts';
import { EmptyState } from './EmptyState.tsx';

/** Small embedded tables show 5 rows a page, with the footer from 5 rows on (spec 01 §9). */
const PAGE_SIZE = 5;
const horsePath = (id: string) => `/horse/${id}`;

/** The horses tab: the horses the customer owns; a row opens /horse/{id}. */
export function HorsesTab({ customerId }: { customerId: string }) {
  const navigate = useNavigate();
  const [page, setPage] = useState(0);
  const { data, isLoading, isFetching } = useCustomerHorses(customerId, {
    page: page + 1,
    limit: PAGE_SIZE,
    sortBy: ['name'],
    sortDesc: [false],
  });
  if (isLoading) return <LinearProgress aria-label="Paarden laden" />;
  if (!data || data.total === 0) return <EmptyState text="Geen paarden gevonden" />;
  return (
    <TableContainer component={Paper} variant="outlined">
      {isFetching ? <LinearProgress /> : null}
      <Table size="small" aria-label="Paarden">
        <TableHead>
          <TableRow>
            <TableCell>Naam</TableCell>
            <TableCell>Type</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.horses.map((horse) => (
            <TableRow
              key={horse._id}
              hover
              sx={{ cursor: 'pointer' }}
              onClick={() => void navigate(horsePath(horse._id))}
            >
              <TableCell>
                <Link component={RouterLink} to={horsePath(horse._id)} underline="hover">
                  {horse.name}
                </Link>
                {horse.death ? (
                  <Tooltip title="Overleden">
                    <span aria-label="Overleden"> †</span>
                  </Tooltip>
                ) : null}
              </TableCell>
              <TableCell>{horse.type}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {data.total >= PAGE_SIZE ? (
        <TablePagination
          component="div"
          count={data.total}
          page={page}
          rowsPerPage={PAGE_SIZE}
          rowsPerPageOptions={[PAGE_SIZE]}
          onPageChange={(_event, next) => setPage(next)}
          labelDisplayedRows={({ from, to, count }) => `${from}-${to} van ${count}`}
        />
      ) : null}
    </TableContainer>
  );
}
