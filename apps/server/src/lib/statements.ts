import { createHash } from 'node:crypto';
import { is, Param, Placeholder, SQL, sql, type Query } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';

/**
 * Statements built once per shape (issue 16). A list or search builds its SQL with its values as
 * placeholders (`sql.placeholder`) the first time a shape is asked for (which filters are present,
 * which sort), keeps it here, and from then on only binds values: the ORM does not rebuild the SQL
 * per request. On the PostgreSQL server the statement is also named, so each connection parses
 * and plans it once (node-postgres sends Parse once per connection and name) and reuses the plan;
 * PGlite ignores the name and plans each time.
 */

/**
 * What a statement is built from: a drizzle select (rows mapped as drizzle does, of type R), or
 * raw SQL (rows as the driver answers them; R given by the caller).
 */
export type Buildable<R = unknown> = SQL | ({ prepare(name: string): unknown } & PromiseLike<R[]>);

/**
 * A built statement: its SQL, how drizzle maps its rows, and its server-side name (if any). `R`
 * is the type of its rows (a select's, inferred; raw SQL's, given).
 */
export type Statement<R = unknown> = {
  /** Type only: the rows' type. */
  readonly rows?: R[];
  readonly query: Query;
  readonly fields: unknown;
  readonly joinsNotNullableMap: unknown;
  readonly raw: boolean;
  readonly name: string | undefined;
};

/** Built statements kept per process, least recently used dropped first. */
export const MAX_STATEMENTS = 500;
/**
 * Distinct statement names handed out per process: each connection of the pool keeps at most this
 * many of ours (a name always stands for the same text, so a statement dropped from the cache and
 * built again reuses its connection-side copy). Shapes beyond it run unnamed, planned each time.
 */
export const MAX_NAMED = 200;

const built = new Map<string, Statement>();
const names = new Set<string>();
const dialect = new PgDialect();

/**
 * The statement of `key` (unique per list and shape), built by `build` the first time. `custom`:
 * the plan depends on the values (a LIKE pattern: a generic plan cannot narrow a prefix, and
 * guesses the share of matching rows), so the statement stays unnamed and PostgreSQL plans it with
 * each request's values: only the ORM's work is saved.
 */
export function statement<R = unknown>(
  key: string,
  build: () => Buildable<R>,
  custom = false,
): Statement<R> {
  const hit = built.get(key);
  if (hit) {
    built.delete(key); // re-inserted: most recently used last
    built.set(key, hit);
    return hit as Statement<R>;
  }
  const made = make(build(), custom);
  built.set(key, made);
  if (built.size > MAX_STATEMENTS) built.delete(built.keys().next().value as string);
  return made as Statement<R>;
}

/**
 * A row count written into a kept statement's SQL (the statement's key must name it): a LIMIT
 * PostgreSQL knows when it plans. With `LIMIT $1` (or an OFFSET $2) a generic plan assumes a tenth
 * of the rows is wanted, costs far more than the plan for 10 rows, and is never chosen: every
 * execution is planned again.
 */
export function rowCount(n: number): SQL {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`not a row count: ${n}`);
  return sql.raw(String(n));
}

/** rowCount for drizzle's `.limit()`, which writes SQL as it is (a number would be a parameter). */
export function rowLimit(n: number): Placeholder {
  return rowCount(n) as unknown as Placeholder;
}

/** The internals of drizzle's prepared select that say how to map its rows (drizzle 0.45). */
type DrizzlePrepared = {
  getQuery(): Query;
  fields?: unknown;
  joinsNotNullableMap?: unknown;
};

function make(source: Buildable, custom: boolean): Statement {
  if (source instanceof SQL) {
    const query = onlyPlaceholders(dialect.sqlToQuery(source));
    return {
      query,
      fields: undefined,
      joinsNotNullableMap: undefined,
      raw: true,
      name: named(query, custom),
    };
  }
  const prepared = source.prepare('') as DrizzlePrepared;
  const query = onlyPlaceholders(prepared.getQuery());
  return {
    query,
    fields: prepared.fields,
    joinsNotNullableMap: prepared.joinsNotNullableMap,
    raw: false,
    name: named(query, custom),
  };
}

/**
 * A value written into a kept statement would be sent with every later request of that shape,
 * whatever its own values: refused, so each value is a placeholder (constants go in the SQL text).
 */
function onlyPlaceholders(query: Query): Query {
  const baked = query.params.find((p) => !isPlaceholder(p));
  if (baked !== undefined)
    throw new Error(`A kept statement has a value instead of a placeholder: ${query.sql}`);
  return query;
}

function isPlaceholder(p: unknown): boolean {
  return is(p, Placeholder) || (is(p, Param) && is(p.value, Placeholder));
}

function named(query: Query, custom: boolean): string | undefined {
  if (custom) return undefined;
  const name = `s_${createHash('sha1').update(query.sql).digest('hex').slice(0, 24)}`;
  if (!names.has(name)) {
    if (names.size >= MAX_NAMED) return undefined;
    names.add(name);
  }
  return name;
}

/** The session internals a statement is run through: the same calls drizzle's own select makes. */
type Session = {
  prepareQuery(
    query: Query,
    fields: unknown,
    name: string | undefined,
    arrayMode: boolean,
  ): { execute(values: Record<string, unknown>): Promise<unknown>; joinsNotNullableMap?: unknown };
};

/**
 * Runs `s` with `values` on `db` (the database or a transaction): the rows of a select as drizzle
 * maps them, or of raw SQL as the driver answers them.
 */
export async function run<R>(
  db: DbOrTx,
  s: Statement<R>,
  values: Record<string, unknown>,
): Promise<R[]> {
  const session = db._.session as unknown as Session;
  const prepared = session.prepareQuery(s.query, s.fields, s.name, !s.raw);
  if (s.joinsNotNullableMap) prepared.joinsNotNullableMap = s.joinsNotNullableMap;
  const result = await prepared.execute(values);
  return s.raw ? (result as { rows: R[] }).rows : (result as R[]);
}
