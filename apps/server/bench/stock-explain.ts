// EXPLAIN (ANALYZE, BUFFERS) of the SQL the stock endpoints really run: the services are called
// on a second drizzle instance over the same connection pool whose logger keeps every statement
// with its parameters, and each kept statement is explained as it was sent.
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { modListQuery, stockOverviewQuery } from '@stalboek/domain';
import type { Database, Db } from '../src/db/client.ts';
import * as schema from '../src/db/schema/index.ts';
import { listMods, stockOverview } from '../src/modules/stock/index.ts';

type Statement = { sql: string; params: unknown[] };
type Explained = { scenario: string; statement: Statement; plan: string[]; ms: number };

/** A query string as Fastify parses it: a repeated key becomes a list. */
function queryObject(path: string): Record<string, string | string[]> {
  const params = new URL(path, 'http://x').searchParams;
  return Object.fromEntries(
    [...new Set(params.keys())].map((k) => {
      const all = params.getAll(k);
      return [k, all.length === 1 ? (all[0] ?? '') : all];
    }),
  );
}

/** The same database, with every statement kept. */
function capturingDb(database: Database, kept: Statement[]): { db: Db; run: Runner } {
  const logger: Logger = { logQuery: (sql, params) => kept.push({ sql, params }) };
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.kind === 'postgres') {
    const pool = client as pg.Pool;
    return {
      db: drizzlePg(pool, { schema, logger }) as unknown as Db,
      run: async (sql, params) => (await pool.query(sql, params)).rows,
    };
  }
  const lite = client as PGlite;
  return {
    db: drizzlePglite(lite, { schema, logger }) as unknown as Db,
    run: async (sql, params) => (await lite.query(sql, params)).rows as Record<string, unknown>[],
  };
}
type Runner = (sql: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

/** What one endpoint runs for `path` (GET /api/stock or a mod report), by calling its service. */
async function callService(db: Db, path: string): Promise<void> {
  const query = queryObject(path);
  if (path.startsWith('stock/mods')) await listMods(db, modListQuery.parse(query));
  else await stockOverview(db, stockOverviewQuery.parse(query));
}

/**
 * Explains every statement the services run for `scenarios` ([label, API path]) and prints each
 * plan; returns the explained statements, slowest first. The planner-only `explain (format json)`
 * a mod list asks for its estimate above 20,000 rows is listed, not explained again.
 */
export async function explainScenarios(
  database: Database,
  scenarios: [string, string][],
  call: (db: Db, path: string) => Promise<unknown> = callService,
): Promise<Explained[]> {
  const explained: Explained[] = [];
  for (const [label, path] of scenarios) {
    const kept: Statement[] = [];
    const { db, run } = capturingDb(database, kept);
    await call(db, path);
    for (const statement of kept) {
      if (/^\s*explain/i.test(statement.sql)) {
        console.log(`\n[${label}] planner estimate (not executed): ${oneLine(statement.sql)}`);
        continue;
      }
      const rows = await run(`EXPLAIN (ANALYZE, BUFFERS) ${statement.sql}`, statement.params);
      const plan = rows.map((r) => String(Object.values(r)[0]));
      const ms = Number(/Execution Time: ([\d.]+) ms/.exec(plan.join('\n'))?.[1] ?? NaN);
      explained.push({ scenario: label, statement, plan, ms });
      console.log(`\n[${label}] ${ms} ms: ${oneLine(statement.sql)}`);
      console.log(`  params: ${JSON.stringify(statement.params)}`);
      for (const line of plan) console.log(`  ${line}`);
    }
  }
  return explained.sort((a, b) => b.ms - a.ms);
}

export function printSlowest(explained: Explained[]): void {
  console.log('\n| statement (scenario) | execution ms |');
  console.log('|---|---:|');
  for (const e of explained)
    console.log(`| ${e.scenario}: ${oneLine(e.statement.sql).slice(0, 90)}… | ${e.ms} |`);
  const slowest = explained[0];
  if (!slowest) return;
  console.log(`\nSlowest statement (${slowest.scenario}, ${slowest.ms} ms):`);
  console.log(`  ${slowest.statement.sql}`);
  console.log(`  params: ${JSON.stringify(slowest.statement.params)}`);
  for (const line of slowest.plan) console.log(`  ${line}`);
}

const oneLine = (sql: string) => sql.replace(/\s+/g, ' ').trim();
