import { and, asc, desc, eq, getTableColumns, sql, type SQL, type Subquery } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ListParams } from '@stalboek/domain';
import type { DbOrTx } from '../db/client.ts';
import { cappedCounts, countRows, knownTotal, totalFrom, type CountSpec } from './list-count.ts';
import { rowCount, run, statement, type Buildable } from './statements.ts';

export { EXACT_COUNT_UP_TO } from './list-count.ts';

type Sortable = AnyPgColumn | SQL;
export type Placeholder = ReturnType<typeof sql.placeholder>;

/**
 * The conditions of a list, each written once with a placeholder for its value (issue 16): which
 * conditions are present (the `key`) picks the list's kept statement (statements.ts), and a request
 * only binds its `values`. Names are unique per list; a name is also its value's placeholder.
 */
export class Conditions {
  private readonly parts: { name: string; build: (value: Placeholder) => SQL }[] = [];
  readonly values: Record<string, unknown> = {};
  /** A condition's best plan depends on its value (a LIKE pattern): plan with the values. */
  custom = false;

  /**
   * Adds condition `name`, written by `build` with `value` as its placeholder (a condition without
   * a value, `not death`, ignores it). `custom`: its plan depends on the value (statements.ts).
   */
  add(
    name: string,
    build: (value: Placeholder) => SQL,
    value?: unknown,
    opts: { custom?: boolean } = {},
  ): this {
    this.parts.push({ name, build });
    if (value !== undefined) this.values[name] = value;
    if (opts.custom) this.custom = true;
    return this;
  }

  /**
   * Adds `column = value` for a boolean, the value written into the SQL (and the key): a partial
   * index `WHERE surrogate` serves only a plan that knows the value.
   */
  flag(name: string, column: AnyPgColumn, value: boolean): this {
    this.parts.push({
      name: `${name}=${value}`,
      build: () => sql`${column} = ${sql.raw(String(value))}`,
    });
    return this;
  }

  /** Which conditions are present, in order: part of the statements' key. */
  get key(): string {
    return this.parts.map((p) => p.name).join(',');
  }

  /** The WHERE, with placeholders: built only when a shape's statement is. */
  where(): SQL | undefined {
    const all = this.parts.map((p) => p.build(sql.placeholder(p.name)));
    return all.length ? and(...all) : undefined;
  }
}

/** ORDER BY of a list, and its key (the fields and directions) for the statements' key. */
export type Order = { key: string; by: SQL[] };

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
): Order {
  const wanted = params.sortBy.length
    ? params.sortBy.map((field, i) => ({ field, desc: params.sortDesc[i] ?? false }))
    : defaults;
  const seen = new Set<F>();
  const by: SQL[] = [];
  const key: string[] = [];
  let lastDesc = false;
  for (const { field, desc: d } of wanted) {
    if (seen.has(field)) continue;
    seen.add(field);
    const col = columns[field];
    by.push(d ? sql`${col} desc` : sql`${col} asc`); // PostgreSQL default NULLS order, as the indexes
    key.push(`${field}${d ? '-' : '+'}`);
    lastDesc = Boolean(d);
  }
  by.push(lastDesc ? desc(tiebreak) : asc(tiebreak));
  return { key: key.join(','), by };
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

/** A dynamic select (`.$dynamic()`), as far as paging it goes. */
type Windowable = {
  offset(offset: Placeholder): Windowable;
  limit(limit: Placeholder): Windowable;
  innerJoin(table: Subquery, on: SQL): Windowable;
};
/**
 * The page's LIMIT, written into the SQL (statements.ts rowCount; none: every row), and its
 * OFFSET as a placeholder (none on the first page): a first page's generic plan is then the plan
 * for exactly its rows, and is kept.
 */
export type WindowPlaceholders = { limit: SQL | undefined; offset: Placeholder | undefined };

/**
 * Columns for the page's select to carry besides its own (spread them into its fields): the
 * capped counts, so that one statement gives the page and its total (lib/list-count.ts). Typed
 * empty: listPage takes them off the rows again.
 */
export type Extra = Record<string, never>;
const COUNTS = '$counts';

/** What a count answers: the total, and whatever else it sums over the same rows. */
export type Counted = { total: number | string };

/**
 * A list for listPage: its name (unique: it names the kept statements), conditions and order, the
 * page and how to count.
 * - `rows`: the page's select for a WHERE and ORDER BY, which listPage windows; or `page`: a
 *   statement with the window inside it (a subquery of the page's ids, SQL of our own);
 * - `count`: the table whose rows under the conditions the list counts (without what only the page
 *   shows), exactly up to `upTo` (default EXACT_COUNT_UP_TO), else estimated; `counts` more
 *   conditions whose rows are counted in the same statement (lib/list-count.ts); or `totals`: the
 *   page's rows carry the totals (window aggregates, one pass) and `alone` asks for them when the
 *   page has no row.
 */
export type ListSpec<R, T extends Counted> = {
  name: string;
  where: Conditions;
  order: Order;
  /**
   * The table a `rows` list pages, and its id: a page after the first reads the ids of its rows
   * first (an index-only scan when an index holds the sort and the id), then only those rows, so
   * the rows OFFSET skips are not read from the table nor joined.
   */
  ids?: { db: DbOrTx; table: PgTable; id: AnyPgColumn };
  count?: PgTable;
  counts?: Record<string, SQL>;
  upTo?: number;
  totals?: { fromRow: (row: R) => T; alone: (where: SQL | undefined) => Buildable<T> };
} & (
  | { rows: (where: SQL | undefined, order: SQL[], extra: Extra) => Windowable & PromiseLike<R[]> }
  | {
      page: (
        where: SQL | undefined,
        order: SQL[],
        window: WindowPlaceholders,
        extra: Extra,
      ) => Buildable<R>;
    }
);

/**
 * One page of a list, its total (exact, or the planner's estimate above the cap), the rows meeting
 * each of `counts` (none counted when the page is the whole list: count them in `rows`) and totals.
 */
export type Page<R, T> = {
  rows: R[];
  total: number;
  exact: boolean;
  also: Record<string, number> | undefined;
  totals: T | undefined;
};

/**
 * One page of a list and its total, through statements kept per shape (conditions present, sort,
 * paged or whole): every list pages, counts and answers `total` the same way. A page shorter than
 * its limit is the list's end, so its total is known without counting.
 */
export async function listPage<R, T extends Counted = Counted>(
  db: DbOrTx,
  params: Pick<ListParams, 'page' | 'limit'>,
  list: ListSpec<R, T>,
): Promise<Page<R, T>> {
  const window = pageWindow(params);
  const whole = window.limit === undefined;
  const counting: CountSpec | undefined = list.count && {
    key: list.name,
    where: list.where,
    table: list.count,
    also: list.counts,
    upTo: list.upTo,
  };
  // Unless an estimate was answered lately, the page carries the capped counts.
  const known = counting && !whole ? knownTotal(db, counting) : undefined;
  const carry = counting && !whole && !known;
  const at = whole ? 'all' : `${window.limit}${window.offset ? '+' : ''}${carry ? '#' : ''}`;
  const key = `${list.name}|${list.where.key}|${list.order.key}|${at}`;
  const page = statement(
    key,
    () => buildPage(list, window, (carry ? { [COUNTS]: cappedCounts(counting) } : {}) as Extra),
    list.where.custom,
  );
  const values = { ...list.where.values, $offset: window.offset };
  const rows = await run(db, page, values);
  const counts = carry ? takeCounts(rows) : undefined;
  const seen = rows.length ? window.offset + rows.length : 0; // rows up to this page's last

  if (list.totals) {
    const { fromRow, alone } = list.totals;
    const totals = rows[0]
      ? fromRow(rows[0])
      : (
          await run(
            db,
            statement(`${key}|totals`, () => alone(list.where.where()), list.where.custom),
            values,
          )
        )[0];
    return { rows, total: Number(totals?.total ?? 0), exact: true, also: undefined, totals };
  }
  // A short page ends the list; past the first page it shows the total, not the other counts.
  const short = rows.length < (window.limit ?? 0) && (rows.length > 0 || !window.offset);
  const end = whole || (short && (!list.counts || !window.offset));
  if (end || !counting)
    return { rows, total: seen, exact: true, also: undefined, totals: undefined };
  const { total, exact, also } =
    known ?? (counts ? await totalFrom(db, counting, counts) : await countRows(db, counting));
  return { rows, total: Math.max(total, seen), exact, also, totals: undefined };
}

/** The capped counts the first row carries (none on an empty page), taken off every row. */
function takeCounts<R>(rows: R[]): number[] | undefined {
  const counts = (rows[0] as Record<string, unknown> | undefined)?.[COUNTS] as number[] | undefined;
  for (const row of rows) delete (row as Record<string, unknown>)[COUNTS];
  return counts;
}

function buildPage<R, T extends Counted>(
  list: ListSpec<R, T>,
  window: PageWindow,
  extra: Extra,
): Buildable<R> {
  const where = list.where.where();
  const limit = window.limit === undefined ? undefined : rowCount(window.limit);
  const offset = window.offset ? sql.placeholder('$offset') : undefined;
  if ('page' in list) return list.page(where, list.order.by, { limit, offset }, extra);
  if (!offset || !list.ids)
    return windowed(list.rows(where, list.order.by, extra), {
      limit,
      offset,
    }) as unknown as Buildable<R>;
  const { db, table, id } = list.ids;
  const ids = windowed(
    db
      .select({ id })
      .from(table)
      .where(where)
      .orderBy(...list.order.by)
      .$dynamic(),
    { limit, offset },
  ).as('page_ids');
  const rows = list.rows(undefined, list.order.by, extra).innerJoin(ids, eq(ids.id, id));
  return rows as unknown as Buildable<R>;
}

/** A dynamic select with the page's LIMIT and OFFSET (WindowPlaceholders). */
export function windowed<S extends Windowable>(select: S, window: WindowPlaceholders): S {
  let paged: Windowable = select;
  // drizzle writes an SQL limit as it is (rowLimit).
  if (window.limit) paged = paged.limit(window.limit as unknown as Placeholder);
  if (window.offset) paged = paged.offset(window.offset);
  return paged as S;
}

/**
 * A list of one table's own rows (`select * from table where … order by …`), counted over the
 * same conditions: the shape most lists have.
 */
export async function listTableRows<T extends PgTable>(
  db: DbOrTx,
  params: Pick<ListParams, 'page' | 'limit'>,
  list: { name: string; table: T; where: Conditions; order: Order },
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const table = list.table as PgTable;
  const { rows, total } = await listPage<T['$inferSelect']>(db, params, {
    name: list.name,
    where: list.where,
    order: list.order,
    ids: { db, table, id: (table as unknown as { id: AnyPgColumn }).id },
    rows: (where, order, extra) =>
      db
        .select({ ...getTableColumns(table), ...extra })
        .from(table)
        .where(where)
        .orderBy(...order)
        .$dynamic() as unknown as Windowable & PromiseLike<T['$inferSelect'][]>,
    count: table,
  });
  return { rows, total };
}
