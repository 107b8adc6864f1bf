import { sql, type SQL } from 'drizzle-orm';
import type { SemenListQuery } from '@stalboek/domain';
import { queryRows, type Db } from '../../db/client.ts';
import { likePattern } from '../../lib/list.ts';
import {
  lotColumns,
  lotJoins,
  modificationsOf,
  presentLot,
  selectLots,
  type LotRow,
} from './present.ts';

const LOT_SORTS: Record<SemenListQuery['sortBy'][number], SQL> = {
  lotNumber: sql`l.lot_number`,
  production_date: sql`l.production_date`,
  import_date: sql`l.import_date`,
  type: sql`l.type`,
  export_type: sql`l.export_type`,
  current_inventory: sql`l.current_inventory`,
  initial_inventory: sql`l.initial_inventory`,
  container: sql`n.name`,
  createdAt: sql`l.created_at`,
  updatedAt: sql`l.updated_at`,
};

const ids = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** The filters of the lot lists (alias l): stallion, owner, type, export types, place, hide empty. */
function lotFilter(q: Omit<SemenListQuery, 'page' | 'limit' | 'sortBy' | 'sortDesc'>): SQL {
  const where: SQL[] = [sql`l.deleted_at is null`];
  if (q.stallion) where.push(sql`l.stallion_id = ${q.stallion}`);
  if (q.owner) where.push(sql`l.owner_id = ${q.owner}`);
  if (q.type) where.push(sql`l.type = ${q.type}`);
  if (q.exportType.length) where.push(sql`l.export_type in (${ids(q.exportType)})`);
  if (q.container) where.push(sql`l.container_id = ${q.container}`);
  if (q.tube) where.push(sql`l.tube = ${q.tube}`);
  if (q.hideEmpty) where.push(sql`l.current_inventory > 0`);
  if (q.search) {
    const pattern = likePattern(q.search.toLowerCase());
    // The stallions first, once (an array): the lot-number trigram and stallion indexes then
    // answer the two halves together.
    where.push(sql`(lower(l.lot_number) like ${pattern}
                    or l.stallion_id = any(array(select id from horse where lower(name) like ${pattern})))`);
  }
  // The stock report leaves out a lot that was only made and corrected (spec 02 §2).
  // Two modifications of which none is in force: the Create and its Correction (the kept counts).
  if (q.report) where.push(sql`not (l.mod_count = 2 and l.mods_in_force = 0)`);
  return sql.join(where, sql` and `);
}

function lotOrder(q: Pick<SemenListQuery, 'sortBy' | 'sortDesc'>, fallback: SQL): SQL {
  const parts = q.sortBy.map(
    (f, i) =>
      sql`${LOT_SORTS[f]} ${sql.raw(q.sortDesc[i] ? 'desc nulls last' : 'asc nulls first')}`,
  );
  return sql.join([...(parts.length ? parts : [fallback]), sql`l.id`], sql`, `);
}

/**
 * GET /api/semen: one page of lots, and the total: counted by a second statement only when the
 * page is full (a window count would make PostgreSQL build every matching row before the page).
 * `report` (the stock report) also sums the initial and current straws of every matching lot.
 */
export async function listLots(db: Db, q: SemenListQuery) {
  const where = lotFilter(q);
  const fallback = q.report
    ? sql`l.production_date asc nulls last`
    : sql`l.created_at desc nulls last`;
  const page = q.limit === -1 ? sql`` : sql`limit ${q.limit} offset ${(q.page - 1) * q.limit}`;
  const rows = await queryRows<LotRow>(
    db,
    sql`select ${lotColumns}
          from semen_lot l ${lotJoins}
         where ${where}
         order by ${lotOrder(q, fallback)} ${page}`,
  );
  const partial = q.limit === -1 || (rows.length < q.limit && (rows.length > 0 || q.page === 1));
  const total = partial
    ? (q.page - 1) * Math.max(q.limit, 0) + rows.length
    : await countLots(db, where);
  const lots = rows.map(presentLot);
  const mods = q.modifications
    ? await modificationsOf(
        db,
        lots.map((l) => l._id),
      )
    : undefined;
  const results = mods ? lots.map((l) => ({ ...l, modifications: mods.get(l._id) ?? [] })) : lots;
  const result = { results, total };
  if (!q.report) return result;
  const [sums] = await queryRows<{ init: number | string; curr: number | string }>(
    db,
    sql`select coalesce(sum(l.initial_inventory), 0) as init,
               coalesce(sum(l.current_inventory), 0) as curr
          from semen_lot l where ${where}`,
  );
  const init = Number(sums?.init ?? 0);
  const curr = Number(sums?.curr ?? 0);
  return {
    ...result,
    calculations: {
      total_init_inventory: init,
      total_curr_inventory: curr,
      total_stock_reduction: init - curr,
    },
  };
}

async function countLots(db: Db, where: SQL) {
  const [row] = await queryRows<{ n: number | string }>(
    db,
    sql`select count(*) as n from semen_lot l where ${where}`,
  );
  return Number(row?.n ?? 0);
}

type HorseQuery = {
  page: number;
  limit: number;
  sortBy: ('horse' | 'totalInitial' | 'currentInventory' | 'totalMods')[];
  sortDesc: boolean[];
  searchValue?: string | undefined;
  exportType: string[];
  container?: string | undefined;
  tube?: number | undefined;
};

const HORSE_SORTS = {
  horse: sql`h.name`,
  totalInitial: sql`per.total_initial`,
  currentInventory: sql`per.current_inventory`,
  totalMods: sql`per.total_mods`,
} as const;

type HorseRow = {
  id: string;
  name: string;
  total_initial: number | string;
  current_inventory: number | string;
  total_mods: number | string;
  total: number | string;
};

/**
 * GET /api/semen/horses ('Paarden met sperma loten'): per stallion with lots, the straws made or
 * imported, those left, and the modifications in force beyond Create and Correction (the lots'
 * kept counts). In name order (the default) only the page's stallions are summed: the horses
 * are walked by name and the rest is a count; sorted by a sum, every stallion's lots are summed
 * from the covering index.
 */
export async function listSemenHorses(db: Db, q: HorseQuery) {
  const lot: SQL[] = [sql`l.deleted_at is null`];
  if (q.exportType.length) lot.push(sql`l.export_type in (${ids(q.exportType)})`);
  if (q.container) lot.push(sql`l.container_id = ${q.container}`);
  if (q.tube) lot.push(sql`l.tube = ${q.tube}`);
  const lots = sql.join(lot, sql` and `);
  const byName = q.sortBy.every((f) => f === 'horse');
  const rows = await queryRows<HorseRow>(
    db,
    byName ? byNameStatement(q, lots) : bySumStatement(q, lots),
  );
  return {
    results: rows.map((r) => ({
      horse: { _id: r.id, name: r.name },
      totalInitial: Number(r.total_initial),
      currentInventory: Number(r.current_inventory),
      totalMods: Number(r.total_mods),
    })),
    total: Number(rows[0]?.total ?? 0),
  };
}

const page = (q: HorseQuery) => sql`limit ${q.limit} offset ${(q.page - 1) * q.limit}`;

function byNameStatement(q: HorseQuery, lots: SQL): SQL {
  const withLots = sql`exists (select 1 from semen_lot l where l.stallion_id = h.id and ${lots})`;
  const named = q.searchValue ? sql` and h.name ilike ${likePattern(q.searchValue)}` : sql``;
  const direction = sql.raw(q.sortDesc[0] ? 'desc' : 'asc');
  return sql`select h.id, h.name, s.total_initial, s.current_inventory, s.total_mods,
                    (select count(*) from horse h where ${withLots}${named}) as total
               from horse h
               cross join lateral (
                 select sum(l.initial_inventory) as total_initial,
                        sum(l.current_inventory) as current_inventory,
                        sum(l.mods_in_force) as total_mods
                   from semen_lot l where l.stallion_id = h.id and ${lots}) s
              where ${withLots}${named}
              order by h.name ${direction}, h.id ${direction}
              ${page(q)}`;
}

/** Every stallion's sums first (from the covering index, per stallion), then the horses joined. */
function bySumStatement(q: HorseQuery, lots: SQL): SQL {
  const named = q.searchValue ? sql`where h.name ilike ${likePattern(q.searchValue)}` : sql``;
  const order = q.sortBy.map(
    (f, i) => sql`${HORSE_SORTS[f]} ${sql.raw(q.sortDesc[i] ? 'desc' : 'asc')}`,
  );
  return sql`with per as (
               select l.stallion_id, sum(l.initial_inventory) as total_initial,
                      sum(l.current_inventory) as current_inventory,
                      sum(l.mods_in_force) as total_mods
                 from semen_lot l where ${lots}
                group by l.stallion_id)
             select h.id, h.name, per.total_initial, per.current_inventory, per.total_mods,
                    count(*) over () as total
               from per join horse h on h.id = per.stallion_id
              ${named}
              order by ${sql.join([...order, sql`h.id`], sql`, `)}
              ${page(q)}`;
}

/** GET /api/semen/active-semen-data: every lot with straws left (the 'actieve loten' CSV). */
export async function activeSemenData(db: Db) {
  return {
    collections: await selectLots(
      db,
      sql`l.current_inventory > 0`,
      sql`order by s.name, l.production_date nulls last, l.id`,
    ),
  };
}
