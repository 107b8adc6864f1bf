import { EXACT_COUNT_UP_TO, likePattern } from '../../lib/list.ts';
import { sql, type SQL } from 'drizzle-orm';
import type { EmbryoListQuery, IcsiListQuery } from '@stalboek/domain';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { lotSelect, presentLot, selectEmbryos, type LotRow } from './present.ts';

type Paging = { page: number; limit: number };
type Sorting<F extends string> = { sortBy: F[]; sortDesc: boolean[] };

/**
 * A sort field: its expressions, in the order of the (…, id) index that serves it. PostgreSQL's
 * default NULLS order (ASC NULLS LAST, DESC NULLS FIRST), as the indexes and lib/list.ts orderBy:
 * an `asc nulls first` matches no such index, and every row was joined and sorted for a page.
 * `indexDesc`: the index holds the first expression DESC NULLS LAST (icsi_lot_created_idx), so a
 * descending sort is its forward scan and an ascending one its backward scan.
 */
type Sort = { by: SQL[]; indexDesc?: boolean };

/**
 * ORDER BY the asked sorts, else `fallback`, ending on `id` in the direction the last sort's
 * index is scanned: each sort is one forward or backward scan of its index.
 */
function order<F extends string>(
  q: Sorting<F>,
  sorts: Record<F, Sort>,
  fallback: { field: F; desc: boolean },
  id: SQL,
): SQL {
  const wanted = q.sortBy.length
    ? q.sortBy.map((field, i) => ({ field, desc: q.sortDesc[i] ?? false }))
    : [fallback];
  const seen = new Set<F>();
  const parts: SQL[] = [];
  let forward = true;
  for (const { field, desc } of wanted) {
    if (seen.has(field)) continue;
    seen.add(field);
    const { by, indexDesc = false } = sorts[field];
    const dir = indexDesc ? (desc ? 'desc nulls last' : 'asc nulls first') : desc ? 'desc' : 'asc';
    for (const e of by) parts.push(sql`${e} ${sql.raw(dir)}`);
    forward = desc === indexDesc;
  }
  return sql.join([...parts, sql`${id} ${sql.raw(forward ? 'asc' : 'desc')}`], sql`, `);
}

const page = (q: Paging) => sql`limit ${q.limit} offset ${(q.page - 1) * q.limit}`;

/**
 * The total of a page of `rows`: a page shorter than its limit ends the list, so only a full
 * page (or an empty one past the first) needs the count. `from` is the list's FROM and WHERE:
 * counted exactly up to EXACT_COUNT_UP_TO rows, above that the planner's estimate (never less),
 * as every list counts (lib/list-count.ts, DESIGN §4); an exact count of 190,000 active embryos
 * took 25 to 45 ms.
 */
async function totalOf(db: DbOrTx, q: Paging, rows: number, from: () => SQL) {
  if (rows < q.limit && (rows > 0 || q.page === 1)) return (q.page - 1) * q.limit + rows;
  const [row] = await queryRows<{ n: number | string }>(
    db,
    sql`select count(*) as n from (select 1 ${from()} limit ${EXACT_COUNT_UP_TO + 1}) as capped`,
  );
  const n = Number(row?.n ?? 0);
  if (n <= EXACT_COUNT_UP_TO) return n;
  const [plan] = await queryRows<Record<string, unknown>>(
    db,
    sql`explain (format json) select 1 ${from()}`,
  );
  return Math.max(n, planRows(plan));
}

/** The top node's row estimate of an `EXPLAIN (FORMAT JSON)` answer (text or parsed json). */
function planRows(row: Record<string, unknown> | undefined): number {
  const raw = Object.values(row ?? {})[0];
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [
    { Plan?: { 'Plan Rows'?: number } },
  ];
  return Math.round(parsed[0]?.Plan?.['Plan Rows'] ?? 0);
}

const LOT_SORTS: Record<IcsiListQuery['sortBy'][number], Sort> = {
  code: { by: [sql`l.code_sort`] },
  collectionDate: { by: [sql`l.collection_date`] },
  activeEmbryos: { by: [sql`l.active_embryos`] },
  traces: { by: [sql`l.traces`] },
  createdAt: { by: [sql`l.created_at`], indexDesc: true },
  updatedAt: { by: [sql`l.updated_at`] },
};

/**
 * The lot list's filters (alias l): donors, owner, lots with an active embryo at a container
 * (and tube), lots with at least one active embryo.
 */
function lotFilter(q: IcsiListQuery): SQL {
  const where: SQL[] = [sql`l.deleted_at is null`];
  if (q.donor_mare) where.push(sql`l.donor_mare_id = ${q.donor_mare}`);
  if (q.donor_stallion) where.push(sql`l.donor_stallion_id = ${q.donor_stallion}`);
  if (q.owner) where.push(sql`l.owner_id = ${q.owner}`);
  if (q.onlyActive) where.push(sql`l.active_embryos > 0`);
  if (q.container || q.tube) {
    const place: SQL[] = [sql`e.lot_id = l.id`, sql`e.active`];
    if (q.container) place.push(sql`e.container_id = ${q.container}`);
    if (q.tube) place.push(sql`e.tube = ${q.tube}`);
    where.push(sql`exists (select 1 from embryo e where ${sql.join(place, sql` and `)})`);
  }
  return sql.join(where, sql` and `);
}

/** GET /api/icsi: a page of lots with their count of active embryos, and the total. */
export async function listIcsiLots(db: DbOrTx, q: IcsiListQuery) {
  const where = lotFilter(q);
  const rows = await queryRows<LotRow>(
    db,
    sql`${lotSelect()} where ${where}
         order by ${order(q, LOT_SORTS, { field: 'createdAt', desc: true }, sql`l.id`)} ${page(q)}`,
  );
  const total = await totalOf(db, q, rows.length, () => sql`from icsi_lot l where ${where}`);
  return { results: rows.map(presentLot), total };
}

const EMBRYO_SORTS: Record<EmbryoListQuery['sortBy'][number], Sort> = {
  code: { by: [sql`e.code_sort`, sql`e.seq`] },
  active: { by: [sql`e.active`] },
  // Then by state: active embryos have neither date, so their index (date, active, id) skips the
  // dated ones inside the index when the list shows active embryos only.
  transferDate: { by: [sql`e.transfer_date`, sql`e.active`] },
  exportDate: { by: [sql`e.export_date`, sql`e.active`] },
  importedAt: { by: [sql`e.imported_at`] },
  last_invoice_date: { by: [sql`e.last_invoice_date`] },
  createdAt: { by: [sql`e.created_at`] },
  updatedAt: { by: [sql`e.updated_at`] },
};

/**
 * The embryo list's filters (alias e), besides `scope` (a customer's or a horse's): the lot, the
 * donors, and the state: active only, unless `showInactive` (all) or `active` (that state).
 */
function embryoFilter(q: EmbryoListQuery, scope?: SQL): SQL {
  const where: SQL[] = scope ? [scope] : [];
  if (q.batch_id) where.push(sql`e.lot_id = ${q.batch_id}`);
  if (q.search) where.push(sql`lower(e.code) like ${likePattern(q.search.toLowerCase())}`);
  if (q.donor_mare) where.push(sql`e.donor_mare_id = ${q.donor_mare}`);
  if (q.donor_stallion) where.push(sql`e.donor_stallion_id = ${q.donor_stallion}`);
  if (q.active !== undefined) where.push(q.active ? sql`e.active` : sql`not e.active`);
  else if (!q.showInactive) where.push(sql`e.active`);
  return where.length ? sql.join(where, sql` and `) : sql`true`;
}

/**
 * A page of embryos under the filters (and `scope`), in code order by default, and the total.
 * The page's ids come first, from embryo alone along its sort's index, and only those rows are
 * joined: planning the seven-table join around the sort took 10 to 20 ms a request, four times
 * what planning it around ten ids takes (the page itself reads in under a millisecond).
 */
export async function pageEmbryos(db: DbOrTx, q: EmbryoListQuery, scope?: SQL) {
  const where = embryoFilter(q, scope);
  const by = order(q, EMBRYO_SORTS, { field: 'code', desc: false }, sql`e.id`);
  const results = await selectEmbryos(
    db,
    sql`e.id in (select e.id from embryo e where e.deleted_at is null and ${where}
                 order by ${by} ${page(q)})`,
    sql`order by ${by}`,
  );
  const total = await totalOf(
    db,
    q,
    results.length,
    () => sql`from embryo e where e.deleted_at is null and ${where}`,
  );
  return { results, total };
}

type Ref = { _id: string; name: string } | null;

/** The donors the embryo list names: those of the filtered lot, else of the donor filters. */
async function donorsOf(db: DbOrTx, q: EmbryoListQuery) {
  const [row] = await queryRows<
    { mare_id: string | null; mare: string | null } & {
      stallion_id: string | null;
      stallion: string | null;
    }
  >(
    db,
    q.batch_id
      ? sql`select m.id as mare_id, m.name as mare, s.id as stallion_id, s.name as stallion
              from icsi_lot l join horse m on m.id = l.donor_mare_id
              join horse s on s.id = l.donor_stallion_id
             where l.id = ${q.batch_id} and l.deleted_at is null`
      : sql`select (select id from horse where id = ${q.donor_mare ?? null}::uuid) as mare_id,
                   (select name from horse where id = ${q.donor_mare ?? null}::uuid) as mare,
                   (select id from horse where id = ${q.donor_stallion ?? null}::uuid) as stallion_id,
                   (select name from horse where id = ${q.donor_stallion ?? null}::uuid) as stallion`,
  );
  const ref = (id: string | null | undefined, name: string | null | undefined): Ref =>
    id ? { _id: id, name: name ?? '' } : null;
  return {
    donor_mare: ref(row?.mare_id, row?.mare),
    donor_stallion: ref(row?.stallion_id, row?.stallion),
  };
}

/** GET /api/icsi/embryos: a page of embryos, the total, and the donors of the filtered lot. */
export async function listEmbryos(db: DbOrTx, q: EmbryoListQuery) {
  const list = await pageEmbryos(db, q);
  return { ...list, ...(await donorsOf(db, q)) };
}

/** 404 unless `table` has a row `id`. */
async function assertRow(db: DbOrTx, table: 'customer' | 'horse', id: string, what: string) {
  const [found] = await queryRows<{ id: string }>(
    db,
    sql`select id from ${sql.identifier(table)} where id = ${id}`,
  );
  if (!found) throw notFound(what);
}

/** GET /api/customer/{id}/embryos: the embryos the customer owns (its embryos tab). */
export async function customerEmbryos(db: DbOrTx, customerId: string, q: EmbryoListQuery) {
  await assertRow(db, 'customer', customerId, 'Klant');
  return pageEmbryos(db, q, sql`e.owner_id = ${customerId}`);
}

/** GET /api/horse/{id}/embryos: the horse's embryos as donor mare, donor stallion or surrogate. */
export async function horseEmbryos(db: DbOrTx, horseId: string, q: EmbryoListQuery) {
  await assertRow(db, 'horse', horseId, 'Paard');
  return pageEmbryos(
    db,
    q,
    sql`(e.donor_mare_id = ${horseId} or e.donor_stallion_id = ${horseId}
         or e.surrogate_id = ${horseId})`,
  );
}
