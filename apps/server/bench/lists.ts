// The lists bench (issue 16): every list and search, each side by side with a static route of the
// same app that answers the same bytes behind the same token check, at 10 connections; prints
// req/s, p50, p95, the ratio to the static route, the target and a FAIL line per row that misses
// it. Figures only: the bench exits 0 either way, and no test asserts them.
//   BENCH_ONLY=lists npm run bench                   PostgreSQL server, 100,000-row seed
//   BENCH_DB=pglite BENCH_ONLY=lists npm run bench   embedded PGlite, demo data
//   BENCH_BEFORE=/path/to/checkout                   that checkout too (with this bench's files
//     in its apps/server/bench), each row measured on both in turn: before/after in one run
// See docs/operations.md.
import path from 'node:path';
import { measure } from './measure.ts';
import { openListTarget, type ListTarget } from './list-target.ts';
import type * as ListTargetModule from './list-target.ts';
import { printComparison, printResults, type RowResult } from './lists-report.ts';
import type { ListRow } from './list-rows.ts';

const OPTS = { connections: 10, workers: 1 }; // the client in a worker thread, off the server's loop

/** What the token check costs: per call in-process, and the static route with and without it. */
async function printTokenCheckCost(label: string, target: ListTarget): Promise<void> {
  const { verifyMicros, cachedMicros } = await target.tokenCheckCost();
  const url = (p: string) => `${target.address}/api/bench/${p}`;
  const open = await measure('public', url('public-static'), {}, OPTS);
  const guarded = await measure('guarded', url('static'), target.headers, OPTS);
  console.log(
    `${label}: a full token verification ${verifyMicros.toFixed(1)} µs, a remembered token ` +
      `${cachedMicros.toFixed(2)} µs per call; the static route ${guarded.reqPerSec} req/s with ` +
      `the token check, ${open.reqPerSec} req/s without`,
  );
}

async function measureRow(target: ListTarget, row: ListRow): Promise<RowResult | string> {
  const primed = await target.prime(row);
  if ('error' in primed) return primed.error;
  const baseline = await measure(
    'static',
    `${target.address}/api/bench/static`,
    target.headers,
    OPTS,
  );
  const list = await measure(row.name, `${target.address}/api/${row.path}`, target.headers, OPTS);
  return { bytes: primed.bytes, list, baseline };
}

/** The checkout named by BENCH_BEFORE, opened by its own copy of list-target.ts. */
async function openBefore(): Promise<ListTarget | undefined> {
  const checkout = process.env.BENCH_BEFORE;
  if (!checkout) return undefined;
  const file = path.resolve(checkout, 'apps/server/bench/list-target.ts');
  const { openListTarget: open } = (await import(file)) as typeof ListTargetModule;
  return open('before');
}

export async function runListsBench(): Promise<void> {
  const before = await openBefore();
  const after = await openListTarget(before ? 'after' : 'this checkout');
  try {
    if (before) await printTokenCheckCost('before', before);
    await printTokenCheckCost(before ? 'after' : 'token check', after);
    const results: { row: ListRow; before?: RowResult; after: RowResult }[] = [];
    for (const row of after.rows) {
      const old = before?.rows.find((r) => r.name === row.name);
      const was = before && old ? await measureRow(before, old) : undefined;
      const now = await measureRow(after, row);
      if (typeof now === 'string' || typeof was === 'string') {
        console.log(`FAIL ${row.name}: ${typeof now === 'string' ? now : `before: ${was}`}`);
        if (typeof now === 'string') continue;
      }
      const prior = typeof was === 'string' ? undefined : was;
      results.push({ row, before: prior, after: now });
      const then = prior
        ? `, before ${prior.list.reqPerSec} (static ${prior.baseline.reqPerSec})`
        : '';
      console.log(
        `  ${row.name}: ${now.list.reqPerSec} req/s (static ${now.baseline.reqPerSec})${then}`,
      );
    }
    console.log(
      `\n${after.kind}, ${after.seed} seed, ${OPTS.connections} connections (client in a worker ` +
        `thread), ${process.env.BENCH_SECONDS ?? 8} s per figure; each list measured right after ` +
        'the static route answering its bytes (same hooks and token check):',
    );
    printResults(results, after.kind);
    if (before) printComparison(results);
  } finally {
    await after.close();
    await before?.close();
  }
}
