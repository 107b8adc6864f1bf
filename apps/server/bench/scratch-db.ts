import { randomUUID } from 'node:crypto';
import { openDatabase, type Database } from '../src/db/client.ts';
import { openScratchServerDatabase } from '../src/db/scratch.ts';

/** Where a bench runs: `BENCH_DB=pg` (the default) or `BENCH_DB=pglite`. */
export function benchDatabaseKind(): Database['kind'] {
  const wanted = process.env.BENCH_DB ?? 'pg';
  if (wanted === 'pglite') return 'pglite';
  if (wanted === 'pg' || wanted === 'postgres') return 'postgres';
  throw new Error(`Unknown BENCH_DB ${wanted}; choose pg (the PostgreSQL server) or pglite.`);
}

/**
 * A scratch database for a benchmark: a fresh database on the PostgreSQL server (BENCH_DATABASE_URL,
 * default the local server), dropped afterwards; or embedded PGlite in memory with BENCH_DB=pglite.
 */
export async function openScratchDatabase(): Promise<Database> {
  if (benchDatabaseKind() === 'pglite') return openDatabase({ dataDir: 'memory://' });
  const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `stalboek_bench_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  return openScratchServerDatabase(serverUrl, name);
}
