import { asc, count, desc, sql, type SQL, type SQLWrapper, type Subquery } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ListParams } from '@stalboek/domain';
import { queryRows, type DbOrTx } from '../db/client.ts';

type Sortable = AnyPgColumn | SQL;

/**
 * ORDER BY for a list: the requested sortBy/sortDesc pairs (fields already whitelisted by the
 * query schema), else the defaults; always ends on `tiebreak` so paging is stable, in the direction
 * of the last sort: a descending sort is then one backward scan of its (column, id) index instead
 * of a sort of every row that shares the first value.
 */
export function orderBy<F extends string>(
  params: Pick<ListParams<F>, 'sortBy' | 'sortDesc'>,
  columns: Record<F, Sortable>,
  defaults: { field: F; desc?: boolean }[],
  tiebreak: AnyPgColumn,
): SQL[] {
  const wanted = params.sortBy.length
    ? params.sortBy.map((field, i) => ({ field, desc: params.sortDesc[i] ?? false }))
    : defaults;
  const seen = new Set<F>();
  const parts: SQL[] = [];
  let lastDesc = false;
  for (const { field, desc: d } of wanted) {
    if (seen.has(field)) continue;
    seen.add(field);
    const col = columns[field];
    parts.push(d ? sql`${col} desc` : sql`${col} asc`); // PostgreSQL default NULLS order, as the indexes
    lastDesc = Boolean(d);
  }
  parts.push(lastDesc ? desc(tiebreak) : asc(tiebreak));
  return parts;
}

/** The LIMIT and OFFSET of one page; no limit: every row. */
export type PageWindow = { limit: number | undefined; offset: number };

/** LIMIT/OFFSET of a page; `limit` -1 means every row. */
export function pageWindow(params: Pick<ListParams, 'page' | 'limit'>): PageWindow {
  if (params.limit === -1) return { limit: undefined, offset: 0 };
  return { limit: params.limit, offset: (params.page - 1) * params.limit };
}

/** Escapes LIKE wildcards in user text, so '%' and '_' match themselves. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The rows of a page: a select made dynamic (`.$dynamic()`), which listPage windows; or, where the
 * window goes inside the query (a subquery of the page's ids, a statement of our own), a function
 * that builds the query for the window it is given.
 */
export type PageRows<R> =
  (Windowable & PromiseLike<R[]>) | ((window: PageWindow) => PromiseLike<R[]>);
/** A dynamic select, as far as paging it goes. */
type Windowable = { offset(offset: number): Windowable; limit(limit: number): Windowable };
/** A select of a list's rows, to count them: capped as a subquery, or explained as it is. */
type RowsSelect = SQLWrapper & { limit(limit: number): { as(alias: string): Subquery } };
type RowOf<P> = P extends (window: PageWindow) => PromiseLike<(infer R)[]>
  ? R
  : P extends PromiseLike<(infer R)[]>
    ? R
    : never;

/** What a count answers: the total, and whatever else it sums over the same rows. */
export type Counted = { total: number | string };

/**
 * How a list counts its total (DESIGN §4: the total must not cost more than the page):
 * - a select of `{ total: count() }` (and any other aggregate over the list's rows): exact;
 * - `{ upTo, rows }`: exact up to `upTo` rows (a count that stops there), else the planner's
 *   estimate, never less than `upTo`; `rows()` builds a fresh select of the list's rows;
 * - `{ fromRow, alone }`: the page's own query carries the totals on each row (window aggregates,
 *   one pass); `alone()` asks for them only when the page has no row to carry them.
 */
export type ListCount<R, T extends Counted> =
  | PromiseLike<T[]>
  | { upTo: number; rows: () => RowsSelect }
  | { fromRow: (row: R) => T; alone: () => PromiseLike<T[]> };

/**
 * One page of a list and its total: builds the page's query for the params' window and runs it
 * with the count, so every list pages, counts and answers `total` the same way. `totals` is the
 * count's own row, for lists that sum more than the total over their rows.
 */
export async function listPage<P extends PageRows<unknown>, T extends Counted = Counted>(
  db: DbOrTx,
  params: Pick<ListParams, 'page' | 'limit'>,
  list: { rows: P; count: ListCount<RowOf<P>, T> },
): Promise<{ rows: RowOf<P>[]; total: number; totals: T | undefined }> {
  const window = pageWindow(params);
  const { count: counter } = list;
  const page = (
    typeof list.rows === 'function' ? list.rows(window) : windowed(list.rows, window)
  ) as PromiseLike<RowOf<P>[]>;
  if ('upTo' in counter) {
    const [rows, total] = await Promise.all([page, cappedCount(db, counter.upTo, counter.rows)]);
    return { rows, total, totals: undefined };
  }
  if ('fromRow' in counter) {
    const rows = await page;
    const totals = rows[0] ? counter.fromRow(rows[0]) : (await counter.alone())[0];
    return { rows, total: Number(totals?.total ?? 0), totals };
  }
  const [rows, [totals]] = await Promise.all([page, counter]);
  return { rows, total: Number(totals?.total ?? 0), totals };
}

function windowed(rows: Windowable, { limit, offset }: PageWindow) {
  const paged = rows.offset(offset);
  return limit === undefined ? paged : paged.limit(limit);
}

/**
 * Counts a list's rows up to `upTo` (a count that stops there); past it, the planner's row
 * estimate, never less than `upTo`. Counting 500,000 or 1,000,000 stock mods exactly took 0.1 to
 * 0.7 s (bench/stock.ts); paging a list that long does not need the last digit.
 */
async function cappedCount(db: DbOrTx, upTo: number, rows: () => RowsSelect): Promise<number> {
  const [exact] = await db.select({ n: count() }).from(
    rows()
      .limit(upTo + 1)
      .as('capped'),
  );
  const n = exact?.n ?? 0;
  if (n <= upTo) return n;
  const plan = await queryRows<Record<string, unknown>>(db, sql`explain (format json) ${rows()}`);
  const raw = Object.values(plan[0] ?? {})[0];
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [
    { Plan?: { 'Plan Rows'?: number } },
  ];
  const estimate = Math.round(parsed[0]?.Plan?.['Plan Rows'] ?? 0);
  return Math.max(estimate, n);
}

/**
 * A list of one table's own rows (`select * from table where … order by …`), counted exactly over
 * the same filter: the shape most lists have.
 */
export async function listTableRows<T extends PgTable>(
  db: DbOrTx,
  params: Pick<ListParams, 'page' | 'limit'>,
  table: T,
  where: SQL | undefined,
  order: SQL[],
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const { rows, total } = await listPage(db, params, {
    rows: db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(...order)
      .$dynamic(),
    count: db
      .select({ total: count() })
      .from(table as PgTable)
      .where(where),
  });
  return { rows: rows as T['$inferSelect'][], total };
}
