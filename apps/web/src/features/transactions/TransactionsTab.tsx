import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import type { MRT_ColumnDef } from 'material-react-table';
import {
  TRANSACTION_ACTION_LABELS,
  TRANSACTION_PAGE_SIZE,
  TRANSACTION_TYPE_LABELS,
  transactionMsg,
} from '@stalboek/domain';
import type { Transaction } from '@stalboek/domain';
import { paths } from '../../lib/paths.ts';
import { formatDate } from '../../lib/format.ts';
import { ListTable } from '../../components/list/ListTable.tsx';
import type { SortRule } from '../../components/list/useListParams.ts';
import { useLocalList } from '../../components/list/useLocalList.ts';
import { useHorseTransactions } from './api.ts';

const NEWEST_FIRST: SortRule[] = [{ id: 'date', desc: true }];

/** Where a row came from: a link to its semen lot or case; an embryo has no page yet. */
function SourceCell({ row }: { row: Transaction }) {
  if (row.semenLot)
    return (
      <Link component={RouterLink} to={paths.semenLot(row.semenLot._id)}>
        Lot {row.semenLot.lotNumber}
      </Link>
    );
  if (row.case)
    return (
      <Link component={RouterLink} to={paths.case(row.case._id)}>
        Case {row.case.reference}
      </Link>
    );
  return row.source === 'embryo' ? 'Embryo' : '';
}

const columns: MRT_ColumnDef<Transaction>[] = [
  { id: 'date', header: 'Datum', accessorFn: (t) => formatDate(t.date) },
  { id: 'type', header: 'Type', accessorFn: (t) => TRANSACTION_TYPE_LABELS[t.type] },
  { id: 'action', header: 'Actie', accessorFn: (t) => TRANSACTION_ACTION_LABELS[t.action] },
  { id: 'amount', header: 'Aantal', accessorKey: 'amount' },
  { id: 'customer', header: 'Klant', accessorFn: (t) => t.customer?.name ?? '' },
  {
    id: 'destinationHorse',
    header: 'Bestemming',
    accessorFn: (t) => t.destinationHorse?.name ?? '',
    Cell: ({ row: { original: t } }) =>
      t.destinationHorse ? (
        <Link component={RouterLink} to={paths.horse(t.destinationHorse._id)}>
          {t.destinationHorse.name}
        </Link>
      ) : null,
  },
  {
    id: 'source',
    header: 'Bron',
    accessorFn: (t) => t.semenLot?.lotNumber ?? t.case?.reference ?? t.source,
    Cell: ({ row: { original } }) => <SourceCell row={original} />,
  },
];

/**
 * A horse's 'Transacties' tab (spec 01 'Horse detail', spec 02 §9): its ledger rows as source or
 * destination, newest first, 15 a page.
 */
export function TransactionsTab({ horseId }: { horseId: string }) {
  const list = useLocalList({ limit: TRANSACTION_PAGE_SIZE, sorting: NEWEST_FIRST });
  const transactions = useHorseTransactions(horseId, list.query);
  return (
    <ListTable
      embedded={{}}
      tableLabel="Transacties"
      columns={columns}
      query={transactions}
      list={list}
      emptyText={transactionMsg.empty}
    />
  );
}
