import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.ts';
import { addStaticRoutes, benchApp, type StaticAnswer } from './app.ts';
import { listRows, type ListRow } from './list-rows.ts';
import { openScratchDatabase } from './scratch-db.ts';
import { seedBench, type BenchSeed } from './seed.ts';
import { tokenCheckCost } from './token.ts';
import { requestBreakdown, type Breakdown } from './breakdown.ts';

/**
 * One app the lists bench measures: over its own scratch database, seeded, listening, with the
 * static routes (bench/app.ts). bench/lists.ts opens this checkout's, and with BENCH_BEFORE that
 * checkout's too (its own copy of this file, so its own app and migrations).
 */
export type ListTarget = {
  kind: Database['kind'];
  seed: BenchSeed;
  address: string;
  headers: Record<string, string>;
  rows: ListRow[];
  /** Puts the row's answer on the static route and warms the row up; its bytes, or why not. */
  prime: (row: ListRow) => Promise<{ bytes: number } | { error: string }>;
  tokenCheckCost: typeof tokenCheckCost;
  /** Node CPU, PostgreSQL CPU and statements per request of the row (bench/breakdown.ts). */
  breakdown: (row: ListRow) => Promise<Breakdown>;
  close: () => Promise<void>;
};

/** `BENCH_SEED=demo|100k`; default the 100,000-row seed on the server, the demo data on PGlite. */
function benchSeed(kind: Database['kind']): BenchSeed {
  const seed = process.env.BENCH_SEED ?? (kind === 'postgres' ? '100k' : 'demo');
  if (seed !== 'demo' && seed !== '100k') throw new Error(`Unknown BENCH_SEED ${seed}`);
  return seed;
}

async function prime(
  app: FastifyInstance,
  headers: Record<string, string>,
  answer: StaticAnswer,
  row: ListRow,
): Promise<{ bytes: number } | { error: string }> {
  const url = `/api/${row.path}`;
  const first = await app.inject({ method: 'GET', url, headers });
  if (first.statusCode !== 200) return { error: `${first.statusCode} ${first.body.slice(0, 200)}` };
  answer.body = first.body;
  answer.type = String(first.headers['content-type']);
  for (let i = 0; i < 20; i++) await app.inject({ method: 'GET', url, headers });
  return { bytes: Buffer.byteLength(first.body) };
}

export async function openListTarget(label: string): Promise<ListTarget> {
  const database = await openScratchDatabase();
  try {
    const seed = benchSeed(database.kind);
    console.log(`${label}: database ${database.kind}, seed ${seed}; seeding...`);
    const started = Date.now();
    await seedBench(database.db, seed);
    console.log(`${label}: seeded in ${Math.round((Date.now() - started) / 1000)} s`);
    const { app, headers } = await benchApp(database);
    const answer = await addStaticRoutes(app, database);
    const rows = await listRows(database.db);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    return {
      kind: database.kind,
      seed,
      address,
      headers,
      rows,
      prime: (row) => prime(app, headers, answer, row),
      tokenCheckCost,
      breakdown: (row) => requestBreakdown(app, headers, database, row),
      close: async () => {
        await app.close();
        await database.close();
      },
    };
  } catch (err) {
    await database.close();
    throw err;
  }
}
