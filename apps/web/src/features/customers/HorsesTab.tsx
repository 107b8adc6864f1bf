import { Link as RouterLink, useNavigate } from 'react-router';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import LinearProgress from '@mui/material/LinearProgress';
import type { MRT_ColumnDef } from 'material-react-table';
import { paths } from '../../lib/paths.ts';
import { ListTable } from '../../components/list/ListTable.tsx';
import { EMBEDDED_PAGE_SIZE } from '../../components/list/EmbeddedPagination.tsx';
import { useLocalList } from '../../components/list/useLocalList.ts';
import { useCustomerHorses, type OwnedHorse } from './api/useCustomerHorses.ts';
import { EmptyState } from './EmptyState.tsx';

const columns: MRT_ColumnDef<OwnedHorse>[] = [
  {
    id: 'name',
    header: 'Naam',
    Cell: ({ row: { original: horse } }) => (
      <>
        <Link
          component={RouterLink}
          to={paths.horse(horse._id)}
          underline="hover"
          onClick={(event) => event.stopPropagation()}
        >
          {horse.name}
        </Link>
        {horse.death ? (
          <Tooltip title="Overleden">
            <span aria-label="Overleden"> †</span>
          </Tooltip>
        ) : null}
      </>
    ),
  },
  { id: 'type', header: 'Type', accessorKey: 'type' },
];

/** The horses tab: the horses the customer owns, 5 a page (spec 01 §9); a row opens /horse/{id}. */
export function HorsesTab({ customerId }: { customerId: string }) {
  const navigate = useNavigate();
  const list = useLocalList({ limit: EMBEDDED_PAGE_SIZE, sorting: [{ id: 'name', desc: false }] });
  const { data, isLoading, isFetching } = useCustomerHorses(customerId, list.query);
  if (isLoading) return <LinearProgress aria-label="Paarden laden" />;
  if (!data || data.total === 0) return <EmptyState text="Geen paarden gevonden" />;
  return (
    <ListTable
      embedded={{}}
      tableLabel="Paarden"
      columns={columns}
      rows={data.horses}
      total={data.total}
      isFetching={isFetching}
      list={list}
      emptyText="Geen paarden gevonden"
      onRowClick={(horse) => void navigate(paths.horse(horse._id))}
    />
  );
}
