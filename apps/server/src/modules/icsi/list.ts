import { sql, type SQL } from 'drizzle-orm';
import type { EmbryoListQuery, IcsiListQuery } from '@stalboek/domain';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { lotSelect, presentLot, selectEmbryos, type LotRow } from './present.ts';

type Paging = { page: number; limit: number };
type Sorting<F extends string> = { sortBy: F[]; sortDesc: boolean[] };

/** ORDER BY the asked sorts (each a list of expressions), else `fallback`, ending on `id`. */
function order<F extends string>(
  q: Sorting<F>,
  sorts: Record<F, SQL[]>,
  fallback: SQL,
  id: SQL,
): SQL {
  const seen = new Set<F>();
  const parts: SQL[] = [];
  q.sortBy.forEach((f, i) => {
    if (seen.has(f)) return;
    seen.add(f);
    const dir = sql.raw(q.sortDesc[i] ? 'desc nulls last' : 'asc nulls first');
    for (const e of sorts[f]) parts.push(sql`${e} ${dir}`);
  });
  return sql.join([...(parts.length ? parts : [fallback]), id], sql`, `);
}

const page = (q: Paging) => sql`limit ${q.limit} offset ${(q.page - 1) * q.limit}`;

/**
 * The total of a page of `rows`: a page shorter than its limit ends the list, so only a full
 * page (or an empty one past the first) needs the count (as the semen lists do).
 */
async function totalOf(db: DbOrTx, q: Paging, rows: number, count: () => SQL) {
  if (rows < q.limit && (rows > 0 || q.page === 1)) return (q.page - 1) * q.limit + rows;
  const [row] = await queryRows<{ n: number | string }>(db, count());
  return Number(row?.n ?? 0);
}

const LOT_SORTS: Record<IcsiListQuery['sortBy'][number], SQL[]> = {
  code: [sql`l.code_sort`],
  collectionDate: [sql`l.collection_date`],
  activeEmbryos: [sql`l.active_embryos`],
  traces: [sql`l.traces`],
  createdAt: [sql`l.created_at`],
  updatedAt: [sql`l.updated_at`],
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
         order by ${order(q, LOT_SORTS, sql`l.created_at desc`, sql`l.id`)} ${page(q)}`,
  );
  const total = await totalOf(
    db,
    q,
    rows.length,
    () => sql`select count(*) as n from icsi_lot l where ${where}`,
  );
  return { results: rows.map(presentLot), total };
}

const EMBRYO_SORTS: Record<EmbryoListQuery['sortBy'][number], SQL[]> = {
  code: [sql`e.code_sort`, sql`e.seq`],
  active: [sql`e.active`],
  transferDate: [sql`e.transfer_date`],
  exportDate: [sql`e.export_date`],
  importedAt: [sql`e.imported_at`],
  last_invoice_date: [sql`e.last_invoice_date`],
  createdAt: [sql`e.created_at`],
  updatedAt: [sql`e.updated_at`],
};

/**
 * The embryo list's filters (alias e), besides `scope` (a customer's or a horse's): the lot, the
 * donors, and the state: active only, unless `showInactive` (all) or `active` (that state).
 */
function embryoFilter(q: EmbryoListQuery, scope?: SQL): SQL {
  const where: SQL[] = scope ? [scope] : [];
  if (q.batch_id) where.push(sql`e.lot_id = ${q.batch_id}`);
  if (q.donor_mare) where.push(sql`e.donor_mare_id = ${q.donor_mare}`);
  if (q.donor_stallion) where.push(sql`e.donor_stallion_id = ${q.donor_stallion}`);
  if (q.active !== undefined) where.push(q.active ? sql`e.active` : sql`not e.active`);
  else if (!q.showInactive) where.push(sql`e.active`);
  return where.length ? sql.join(where, sql` and `) : sql`true`;
}

/** A page of embryos under the filters (and `scope`), in code order by default, and the total. */
export async function pageEmbryos(db: DbOrTx, q: EmbryoListQuery, scope?: SQL) {
  const where = embryoFilter(q, scope);
  const results = await selectEmbryos(
    db,
    where,
    sql`order by ${order(q, EMBRYO_SORTS, sql`e.code_sort asc, e.seq asc`, sql`e.id`)} ${page(q)}`,
  );
  const total = await totalOf(
    db,
    q,
    results.length,
    () => sql`select count(*) as n from embryo e where e.deleted_at is null and ${where}`,
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
