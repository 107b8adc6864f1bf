import { sql } from 'drizzle-orm';
import type { Transaction, TransactionSource } from '@stalboek/domain';
import { queryRows, type Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { customerNameSql } from '../customers/index.ts';

type Row = {
  id: string;
  horse_id: string;
  horse_name: string;
  type: Transaction['type'];
  action: Transaction['action'];
  date: Date | string;
  amount: number;
  customer_id: string | null;
  customer_name: string | null;
  destination_id: string | null;
  destination_name: string | null;
  gustation: number | null;
  source: TransactionSource;
  lot_id: string | null;
  lot_number: string | null;
  case_id: string | null;
  case_reference: string | null;
  created_at: Date | string;
  total: number | string;
};

const iso = (v: Date | string) => new Date(v).toISOString();

/**
 * The movements in force: rows that are not a reversal and were not reversed. `where` picks them
 * (alias t); joins give the names the screens show.
 */
export const inForce = sql`t.reverses_id is null
  and not exists (select 1 from "transaction" r where r.reverses_id = t.id)`;

export function presentTransaction(r: Row): Transaction {
  return {
    _id: r.id,
    horse: { _id: r.horse_id, name: r.horse_name },
    type: r.type,
    action: r.action,
    date: iso(r.date),
    amount: Number(r.amount),
    customer: r.customer_id ? { _id: r.customer_id, name: r.customer_name ?? '-' } : null,
    destinationHorse: r.destination_id
      ? { _id: r.destination_id, name: r.destination_name ?? '' }
      : null,
    gustation: r.gustation,
    source: r.source,
    semenLot: r.lot_id ? { _id: r.lot_id, lotNumber: r.lot_number ?? '' } : null,
    case: r.case_id ? { _id: r.case_id, reference: r.case_reference ?? '' } : null,
    createdAt: iso(r.created_at),
  };
}

const SORTS = {
  date: sql`t.date`,
  type: sql`t.type`,
  action: sql`t.action`,
  amount: sql`t.amount`,
  createdAt: sql`t.created_at`,
} as const;

export type HorseTransactionParams = {
  page: number;
  limit: number;
  sortBy: (keyof typeof SORTS)[];
  sortDesc: boolean[];
};

/**
 * GET /api/horse/{id}/transactions: the horse's movements, as the horse that gave or owned the
 * material or as its destination (the mare inseminated), newest first by default.
 */
export async function listHorseTransactions(db: Db, horseId: string, p: HorseTransactionParams) {
  const order = p.sortBy.length
    ? p.sortBy.map((f, i) => sql`${SORTS[f]} ${sql.raw(p.sortDesc[i] ? 'desc' : 'asc')}`)
    : [sql`t.date desc`];
  const rows = await queryRows<Row>(
    db,
    sql`select t.id, t.horse_id, h.name as horse_name, t.type, t.action, t.date, t.amount,
               t.customer_id, ${customerNameSql('c')} as customer_name,
               t.destination_horse_id as destination_id, d.name as destination_name, t.gustation,
               t.source, l.id as lot_id, l.lot_number, t.case_id, k.reference as case_reference,
               t.created_at, count(*) over () as total
          from "transaction" t
          join horse h on h.id = t.horse_id
          left join customer c on c.id = t.customer_id
          left join horse d on d.id = t.destination_horse_id
          left join semen_modification m on m.id = t.semen_modification_id
          left join semen_lot l on l.id = m.lot_id
          left join "case" k on k.id = t.case_id
         where (t.horse_id = ${horseId} or t.destination_horse_id = ${horseId}) and ${inForce}
         order by ${sql.join([...order, sql`t.id`], sql`, `)}
         limit ${p.limit} offset ${(p.page - 1) * p.limit}`,
  );
  if (rows.length > 0)
    return { results: rows.map(presentTransaction), total: Number(rows[0]?.total) };
  // An empty page: the horse has none this far, or is unknown (404).
  const [counted] = await queryRows<{ horse: string | null; total: number | string }>(
    db,
    sql`select (select id from horse where id = ${horseId}) as horse,
               (select count(*) from "transaction" t
                 where (t.horse_id = ${horseId} or t.destination_horse_id = ${horseId})
                   and ${inForce}) as total`,
  );
  if (!counted?.horse) throw notFound('Paard');
  return { results: [], total: Number(counted.total) };
}
