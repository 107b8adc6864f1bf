import {
  PGlite,
  types,
  type PGliteOptions,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

/**
 * drizzle hands every PGlite query the same parsers: dates, timestamps and intervals (and their
 * arrays, and numeric[]) stay the text PostgreSQL sends, drizzle maps them itself. PGlite merges a
 * query's parsers into its own map of ~320 types on every query (`{...parsers, ...options}`), which
 * cost 0.3–0.6 ms of CPU per statement here, more than a simple statement's own work. So the
 * client drizzle gets has those text parsers installed once, and drops them from each query's
 * options; a query that brings any other parser keeps its options as they are.
 */
export const DRIZZLE_TEXT_TYPES: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];
const textTypes = new Set(DRIZZLE_TEXT_TYPES);
const asText = (value: string) => value;

/** drizzle's own text parsers, for the client's options. */
export const drizzleTextParsers = Object.fromEntries(DRIZZLE_TEXT_TYPES.map((t) => [t, asText]));

/** A query's options without drizzle's text parsers, which the client has already. */
export function withoutTextParsers(options?: QueryOptions): QueryOptions | undefined {
  const parsers = options?.parsers;
  if (!parsers || !Object.keys(parsers).every((oid) => textTypes.has(Number(oid)))) return options;
  const { parsers: _installed, ...rest } = options;
  return rest;
}

/** PGlite for drizzle: queries, in and outside transactions, skip the per-query parser merge. */
export class DrizzlePGlite extends PGlite {
  /** Opens (and on an empty data directory initialises) the database, like `PGlite.create`. */
  static async open(dataDir: string, options: PGliteOptions): Promise<DrizzlePGlite> {
    const client = new DrizzlePGlite(dataDir, options);
    await client.waitReady;
    // After start-up: PGlite sets a parser for every array type then, numeric[] and date[] too.
    Object.assign(client.parsers, drizzleTextParsers);
    return client;
  }

  override query<T>(
    query: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    return super.query<T>(query, params, withoutTextParsers(options));
  }

  override transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return super.transaction((tx) =>
      callback(
        // The transaction's other members (exec, rollback, closed …) are its own, unchanged.
        Object.create(tx, {
          query: {
            value: <R>(query: string, params?: unknown[], options?: QueryOptions) =>
              tx.query<R>(query, params, withoutTextParsers(options)),
          },
        }) as Transaction,
      ),
    );
  }
}
