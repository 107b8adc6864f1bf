import { sql, type SQL } from 'drizzle-orm';
import {
  brusselsNoon,
  type EmbryoHistoryItem,
  type EmbryoMovementsQuery,
  type EmbryoMovementsResult,
} from '@stalboek/domain';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { customerNameSql } from '../customers/index.ts';

type HistoryRow = {
  id: string;
  type: EmbryoHistoryItem['type'];
  date: Date | string;
  embryo_id: string;
  code: string;
  lot_id: string;
  lot_code: string;
  donor_mare_id: string;
  donor_mare_name: string;
  surrogate_id: string | null;
  surrogate_name: string | null;
  customer_id: string | null;
  customer_name: string | null;
  container_id: string | null;
  container_name: string | null;
  tube: number | null;
  position: 'Boven' | 'Onder' | null;
  in_house: boolean;
  note: string | null;
  created_by: string | null;
  created_at: Date | string;
};

const iso = (v: Date | string) => new Date(v).toISOString();

/** History rows (alias h) with their embryo (e), lot, donor mare and where they went. */
const historySelect = () => sql`select h.id, h.type, h.date, e.id as embryo_id, e.code,
    e.lot_id, l.code as lot_code, e.donor_mare_id, m.name as donor_mare_name,
    h.surrogate_id, g.name as surrogate_name, h.customer_id, ${customerNameSql('c')} as customer_name,
    h.container_id, n.name as container_name, h.tube, h.position, h.in_house, h.note,
    h.created_by, h.created_at
  from embryo_history h
  join embryo e on e.id = h.embryo_id
  join icsi_lot l on l.id = e.lot_id
  join horse m on m.id = e.donor_mare_id
  left join horse g on g.id = h.surrogate_id
  left join customer c on c.id = h.customer_id
  left join nitrogen_container n on n.id = h.container_id`;

function present(r: HistoryRow): EmbryoHistoryItem {
  return {
    _id: r.id,
    type: r.type,
    date: iso(r.date),
    embryo: {
      _id: r.embryo_id,
      code: r.code,
      lot: { _id: r.lot_id, code: r.lot_code },
      donor_mare: { _id: r.donor_mare_id, name: r.donor_mare_name },
    },
    surrogate: r.surrogate_id ? { _id: r.surrogate_id, name: r.surrogate_name ?? '' } : null,
    customer: r.customer_id ? { _id: r.customer_id, name: r.customer_name ?? '' } : null,
    location:
      r.container_id && r.tube !== null && r.position
        ? {
            container: { _id: r.container_id, name: r.container_name ?? '' },
            tube: r.tube,
            position: r.position,
          }
        : null,
    inHouse: r.in_house,
    note: r.note,
    createdBy: r.created_by,
    createdAt: iso(r.created_at),
  };
}

/**
 * GET /api/icsi/history?embryoId | icsiId: the history of one embryo, or of each embryo of one
 * lot (embryo by embryo), in the order it was written, rows of one transaction by date (a past
 * transfer may be entered after the fact: its date is older than the import row, yet it
 * followed it). An unknown embryo or lot, or one deleted, has no history (an empty list, as the
 * embryo list of an unknown lot).
 */
export async function embryoHistory(db: DbOrTx, q: { embryoId?: string; icsiId?: string }) {
  const only = q.embryoId ? sql`e.id = ${q.embryoId}` : sql`e.lot_id = ${q.icsiId}`;
  const where = sql`${only} and e.deleted_at is null`;
  const rows = await queryRows<HistoryRow>(
    db,
    sql`${historySelect()} where ${where} order by e.seq, h.created_at, h.date, h.id`,
  );
  return { results: rows.map(present) };
}

/** The day after `day` at 00:00 Brussels: `to` includes its whole day. */
const dayAfter = (day: string) => new Date(brusselsNoon(day).getTime() + 12 * 3600_000);
const dayStart = (day: string) => new Date(brusselsNoon(day).getTime() - 12 * 3600_000);

/**
 * GET /api/icsi/embryos/history (the ICSI stock report, spec 02 /report/icsi-stock): the import,
 * transfer and export rows of the embryos an owner owns and/or a donor mare gave, by type and
 * Brussels date range (both days included), newest first unless sorted ascending; `calculations`
 * counts each type over every matching row. An export in house is an owner change, not a
 * movement out: it is left out. Nothing chosen: an empty answer (the screen asks for one).
 */
export async function embryoMovements(
  db: DbOrTx,
  q: EmbryoMovementsQuery,
): Promise<EmbryoMovementsResult> {
  const empty = { results: [], total: 0, calculations: { import: 0, transfer: 0, export: 0 } };
  if (!q.owner && !q.donor_mare) return empty;
  const types = q.type?.length ? q.type : ['import', 'transfer', 'export'];
  const conditions: SQL[] = [
    sql`e.deleted_at is null`,
    sql`not h.in_house`,
    sql`h.type in (${sql.join(
      types.map((t) => sql`${t}`),
      sql`, `,
    )})`,
  ];
  if (q.owner) conditions.push(sql`e.owner_id = ${q.owner}`);
  if (q.donor_mare) conditions.push(sql`e.donor_mare_id = ${q.donor_mare}`);
  // A day is between 00:00 and 24:00 Brussels (noon ± 12 h: a DST day is 23 or 25 h, and its
  // rows are stored at 12:00, so they are always inside).
  if (q.from) conditions.push(sql`h.date >= ${dayStart(q.from)}`);
  if (q.to) conditions.push(sql`h.date < ${dayAfter(q.to)}`);
  const where = sql.join(conditions, sql` and `);
  // Newest first unless asked; rows of one day in the order they were written, then by embryo.
  const dir = (q.sortDesc[0] ?? true) ? sql`desc` : sql`asc`;
  const page = q.limit === -1 ? sql`` : sql`limit ${q.limit} offset ${(q.page - 1) * q.limit}`;
  const rows = await queryRows<HistoryRow>(
    db,
    sql`${historySelect()} where ${where}
         order by h.date ${dir}, h.created_at ${dir}, e.code_sort, e.seq, h.id ${page}`,
  );
  const [counts] = await queryRows<{ import: string; transfer: string; export: string }>(
    db,
    sql`select count(*) filter (where h.type = 'import') as import,
               count(*) filter (where h.type = 'transfer') as transfer,
               count(*) filter (where h.type = 'export') as export
          from embryo_history h join embryo e on e.id = h.embryo_id where ${where}`,
  );
  const calculations = {
    import: Number(counts?.import ?? 0),
    transfer: Number(counts?.transfer ?? 0),
    export: Number(counts?.export ?? 0),
  };
  return {
    results: rows.map(present),
    total: calculations.import + calculations.transfer + calculations.export,
    calculations,
  };
}
