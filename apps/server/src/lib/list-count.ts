import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
import type { Conditions } from './list.ts';
import { rowCount, run, statement } from './statements.ts';

/**
 * Lists count exactly up to this many rows (a count that stops there: a few hundred microseconds
 * at most); above it they answer the planner's estimate, never less (DESIGN §4: the total must
 * not cost more than the page; an exact COUNT(*) over 100,000 rows took 3 to 5 ms per request).
 */
export const EXACT_COUNT_UP_TO = 10_000;
/** How long an estimate is answered again for the same list and values, without asking again. */
export const ESTIMATE_TTL_MS = 10_000;
/** Estimates kept per database handle, least recently made dropped first. */
const MAX_ESTIMATES = 1_000;

/**
 * A list's total, whether it is exact or the planner's estimate, and the rows that also meet each
 * of the list's other counted conditions (`also`), counted the same way.
 */
export type Total = { total: number; exact: boolean; also: Record<string, number> };

type Estimate = { total: number; also: Record<string, number>; until: number };
const estimates = new WeakMap<object, Map<string, Estimate>>();

/** What a list counts: the rows of `table` under `where`, and of those the ones meeting `also`. */
export type CountSpec = {
  key: string;
  where: Conditions;
  table: PgTable;
  also?: Record<string, SQL> | undefined;
  upTo?: number | undefined;
};

/** The parts of a count, for one list shape. */
function parts(list: CountSpec) {
  const upTo = list.upTo ?? EXACT_COUNT_UP_TO;
  const also = Object.entries(list.also ?? {});
  const key = `${list.key}|${list.where.key}|${also.map(([name]) => name).join(',')}|${upTo}`;
  /** The rows counted (each `also` condition a boolean column), or those meeting `cond` too. */
  const rows = (cond?: SQL) => {
    const all = [list.where.where(), cond].filter((c): c is SQL => c !== undefined);
    return sql`select 1 ${sql.join(
      also.map(([name, c]) => sql`, (${c}) as ${sql.identifier(name)}`),
    )} from ${list.table}${all.length ? sql` where ${sql.join(all, sql` and `)}` : sql``}`;
  };
  return { upTo, also, key, rows, cacheKey: `${key}|${JSON.stringify(list.where.values)}` };
}

/**
 * The list's counts up to upTo + 1 as one array [total, ...also], for a select's field: the page
 * can carry them, so that one statement answers both. The cap is written into the SQL: with a
 * parameter the plan would not be kept (statements.ts rowCount).
 */
export function cappedCounts(list: CountSpec): SQL<number[]> {
  const { upTo, also, rows } = parts(list);
  const counts = [
    sql`count(*)`,
    ...also.map(([name]) => sql`count(*) filter (where ${sql.identifier(name)})`),
  ];
  return sql<number[]>`(select array[${sql.join(counts, sql`, `)}]::int[]
                         from (${rows()} limit ${rowCount(upTo + 1)}) as capped)`;
}

/** The estimate answered for the list and its values lately, if any (ESTIMATE_TTL_MS). */
export function knownTotal(db: DbOrTx, list: CountSpec): Total | undefined {
  const cache = estimates.get(db);
  if (!cache?.size) return undefined; // no estimate made: nothing to look up (most requests)
  const { cacheKey } = parts(list);
  const known = cache.get(cacheKey);
  if (known && known.until > Date.now())
    return { total: known.total, also: known.also, exact: false };
  if (known) cache.delete(cacheKey);
  return undefined;
}

/**
 * The rows of `table` under `where` (and of those, each `also` condition's), in one statement:
 * exact up to `upTo`, else the planner's row estimates (the total at least upTo + 1), which are
 * then answered for the same list and values during ESTIMATE_TTL_MS. Statements are kept per
 * shape like the page's (statements.ts).
 */
export async function countRows(db: DbOrTx, list: CountSpec): Promise<Total> {
  const known = knownTotal(db, list);
  if (known) return known;
  const capped = statement<{ n: number[] }>(
    `${parts(list).key}|count`,
    () => sql`select ${cappedCounts(list)} as n`,
    list.where.custom,
  );
  const [row] = await run(db, capped, list.where.values);
  return totalFrom(db, list, row?.n ?? [0]);
}

/**
 * The total from the capped counts [total, ...also] (cappedCounts): exact up to upTo, else the
 * planner's estimates, kept for ESTIMATE_TTL_MS.
 */
export async function totalFrom(db: DbOrTx, list: CountSpec, capped: number[]): Promise<Total> {
  const { upTo, also, key, rows, cacheKey } = parts(list);
  const n = Number(capped[0] ?? 0);
  const counted = Object.fromEntries(also.map(([name], i) => [name, Number(capped[i + 1] ?? 0)]));
  if (n <= upTo) return { total: n, exact: true, also: counted };

  const total = Math.max(await estimate(db, `${key}|estimate`, () => rows(), list.where), n);
  const estimated: Record<string, number> = {};
  for (const [name, c] of also)
    estimated[name] = Math.max(
      await estimate(db, `${key}|estimate|${name}`, () => rows(c), list.where),
      counted[name] ?? 0,
    );
  const cache = estimatesOf(db);
  cache.set(cacheKey, { total, also: estimated, until: Date.now() + ESTIMATE_TTL_MS });
  if (cache.size > MAX_ESTIMATES) cache.delete(cache.keys().next().value as string);
  return { total, exact: false, also: estimated };
}

/** The planner's row estimate of `rows` (EXPLAIN plans with the values each time: unnamed). */
async function estimate(
  db: DbOrTx,
  key: string,
  rows: () => SQL,
  where: Conditions,
): Promise<number> {
  const explain = statement<Record<string, unknown>>(
    key,
    () => sql`explain (format json) ${rows()}`,
    true,
  );
  const [plan] = await run(db, explain, where.values);
  return planRows(plan);
}

function estimatesOf(db: DbOrTx): Map<string, Estimate> {
  let cache = estimates.get(db);
  if (!cache) estimates.set(db, (cache = new Map()));
  return cache;
}

/** The top node's row estimate of an `EXPLAIN (FORMAT JSON)` answer (text or parsed json). */
function planRows(row: Record<string, unknown> | undefined): number {
  const raw = Object.values(row ?? {})[0];
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [
    { Plan?: { 'Plan Rows'?: number } },
  ];
  return Math.round(parsed[0]?.Plan?.['Plan Rows'] ?? 0);
}
