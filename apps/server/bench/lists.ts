// The lists bench (issue 16): every list and search, each side by side with a static route of the
// same app that answers the same bytes behind the same token check, at 10 connections; prints
// req/s, p50, p95, the ratio to the static route, the target and a FAIL line per row that misses
// it. Figures only: the bench exits 0 either way, and no test asserts them.
//   BENCH_ONLY=lists npm run bench                   PostgreSQL server, 100,000-row seed
//   BENCH_DB=pglite BENCH_ONLY=lists npm run bench   embedded PGlite, demo data
//   BENCH_BEFORE=/path/to/checkout                   that checkout too (with this bench's files
//     in its apps/server/bench), each row measured on both in turn: before/after in one run
//   BENCH_LISTS=breakdown                            only the per-request breakdown (Node CPU,
//     PostgreSQL CPU, statements) of the first rows; =throughput only the req/s rows
//   BENCH_ROWS='search/{microchip}|stock page 1'      only these rows (names as printed)
// See docs/operations.md.
import path from 'node:path';
import { measure } from './measure.ts';
import { openListTarget, type ListTarget } from './list-target.ts';
import type * as ListTargetModule from './list-target.ts';
import { printComparison, printResults, type RowResult } from './lists-report.ts';
import type { ListRow } from './list-rows.ts';
import type { Breakdown } from './breakdown.ts';

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

/** The rows the breakdown covers: the plain route and the lists issue 16 measured. */
const BREAKDOWN_ROWS = 8;

/** Node CPU, PostgreSQL CPU and statements per request, before and after, of the first rows. */
async function printBreakdown(after: ListTarget, before: ListTarget | undefined): Promise<void> {
  const micros = (n: number | undefined) => (n === undefined ? 'in process' : n.toFixed(0));
  const cells = (b?: Breakdown) =>
    b
      ? `${micros(b.nodeMicros)} | ${micros(b.pgMicros)} | ${b.statements?.toFixed(2) ?? '—'}`
      : '— | — | —';
  console.log(
    '\n| list (GET /api/…) | before: Node CPU µs | PostgreSQL CPU µs | statements | after: Node CPU µs | PostgreSQL CPU µs | statements |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const row of after.rows.slice(0, BREAKDOWN_ROWS)) {
    const old = before?.rows.find((r) => r.name === row.name);
    const was = before && old ? await before.breakdown(old) : undefined;
    const now = await after.breakdown(row);
    console.log(`| ${row.name} | ${cells(was)} | ${cells(now)} |`);
  }
}

export async function runListsBench(): Promise<void> {
  const before = await openBefore();
  const after = await openListTarget(before ? 'after' : 'this checkout');
  try {
    if (before) await printTokenCheckCost('before', before);
    await printTokenCheckCost(before ? 'after' : 'token check', after);
    // The breakdown needs the rows primed (the static route answering them is not used).
    const part = process.env.BENCH_LISTS ?? 'all';
    if (part === 'all' || part === 'breakdown') {
      for (const t of [after, before])
        for (const row of t?.rows.slice(0, BREAKDOWN_ROWS) ?? []) await t?.prime(row);
      console.log(
        `\nPer request, ${process.env.BENCH_BREAKDOWN_REQUESTS ?? 1000} sequential requests in-process (inject):`,
      );
      await printBreakdown(after, before);
    }
    if (part === 'breakdown') return;
    const results: { row: ListRow; before?: RowResult; after: RowResult }[] = [];
    const only = process.env.BENCH_ROWS?.split('|');
    for (const row of after.rows.filter((r) => !only || only.includes(r.name))) {
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
