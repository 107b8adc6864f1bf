import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import LinearProgress from '@mui/material/LinearProgress';
import {
  EMBEDDED_PAGE_SIZE,
  EmbeddedPagination,
} from '../../components/list/EmbeddedPagination.tsx';
import { useCustomerHorses } from './api/useCustomerHorses.ts';
import { EmptyState } from './EmptyState.tsx';

const horsePath = (id: string) => `/horse/${id}`;

/** The horses tab: the horses the customer owns, 5 a page (spec 01 §9); a row opens /horse/{id}. */
export function HorsesTab({ customerId }: { customerId: string }) {
  const navigate = useNavigate();
  const [page, setPage] = useState(0);
  const { data, isLoading, isFetching } = useCustomerHorses(customerId, {
    page: page + 1,
    limit: EMBEDDED_PAGE_SIZE,
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
      <EmbeddedPagination count={data.total} page={page} onPage={setPage} />
    </TableContainer>
  );
}
