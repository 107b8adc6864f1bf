import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { queryRows, type Database } from '../src/db/client.ts';
import type { ListRow } from './list-rows.ts';

/** What one request of a list costs, averaged over sequential requests (lists bench, issue 16). */
export type Breakdown = {
  /** CPU of this process (user + system) per request, µs: the app, in-process (inject). */
  nodeMicros: number;
  /** CPU of the PostgreSQL backends serving this database per request, µs; undefined on PGlite. */
  pgMicros: number | undefined;
  /** Statements sent to the PostgreSQL server per request; undefined on PGlite. */
  statements: number | undefined;
};

const REQUESTS = Number(process.env.BENCH_BREAKDOWN_REQUESTS ?? 1_000);
const TICK_MICROS = 10_000; // /proc's clock ticks: USER_HZ is 100 on Linux

/** CPU time of a process from /proc/<pid>/stat (utime + stime), µs; 0 when it is gone. */
function processCpuMicros(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MICROS; // fields 14 and 15 of stat
  } catch {
    return 0;
  }
}

/** The backends connected to this database, when the server runs on this machine. */
async function backends(database: Database): Promise<number[]> {
  const rows = await queryRows<{ pid: number }>(
    database.db,
    sql`select pid from pg_stat_activity where datname = current_database()`,
  );
  return rows.map((r) => r.pid);
}

/**
 * Node CPU, PostgreSQL CPU and statements per request of `row`: REQUESTS sequential requests
 * through inject (no HTTP, no load generator: only the app's own work), statements counted at the
 * driver (every query a pg client sends), backend CPU read from /proc before and after.
 */
export async function requestBreakdown(
  app: FastifyInstance,
  headers: Record<string, string>,
  database: Database,
  row: ListRow,
): Promise<Breakdown> {
  const url = `/api/${row.path}`;
  for (let i = 0; i < 50; i++) await app.inject({ method: 'GET', url, headers });
  const server = database.kind === 'postgres';
  const before = new Map<number, number>();
  if (server) for (const pid of await backends(database)) before.set(pid, processCpuMicros(pid));
  const counter = countStatements(database);
  const started = process.cpuUsage();
  try {
    for (let i = 0; i < REQUESTS; i++) await app.inject({ method: 'GET', url, headers });
  } finally {
    counter.stop();
  }
  const node = process.cpuUsage(started);
  let pgMicros: number | undefined;
  if (server) {
    let spent = 0;
    for (const pid of await backends(database))
      spent += processCpuMicros(pid) - (before.get(pid) ?? 0);
    pgMicros = spent / REQUESTS;
  }
  return {
    nodeMicros: (node.user + node.system) / REQUESTS,
    pgMicros,
    statements: counter.count === undefined ? undefined : counter.count / REQUESTS,
  };
}

type Query = (...args: unknown[]) => unknown;

/**
 * Counts the statements every pg client sends from now until stop(), BEGIN and COMMIT included.
 * Not on PGlite: its transactions run their statements through an object of their own, and the
 * app sends the same statements to either database.
 */
function countStatements(database: Database): { count: number | undefined; stop: () => void } {
  if (database.kind !== 'postgres') return { count: undefined, stop: () => {} };
  const client = pg.Client.prototype as unknown as Record<string, Query>;
  const original = client.query as Query;
  const counter = { count: 0, stop: () => void (client.query = original) };
  client.query = function (this: unknown, ...args: unknown[]) {
    counter.count++;
    return original.apply(this, args);
  };
  return counter;
}
