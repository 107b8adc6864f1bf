import type { Database } from '../src/db/client.ts';
import type { ListRow } from './list-rows.ts';
import type { Measurement } from './measure.ts';

/** Issue 16's targets on the PostgreSQL server (100,000-row seed), at 10 connections. */
export const MIN_RATIO = 0.35;
export const MAX_P95_MS = 50;

/** One row measured on one app: the list, and the static route answering its bytes just before. */
export type RowResult = { bytes: number; list: Measurement; baseline: Measurement };

const ratioOf = (r: RowResult) => r.list.reqPerSec / (r.baseline.reqPerSec || 1);

/** The row's target as text, and why it missed it (undefined: met, or none on this database). */
export function verdict(
  row: ListRow,
  r: RowResult,
  kind: Database['kind'],
): { target: string; miss?: string } {
  if (r.list.errors) return { target: '2xx only', miss: `${r.list.errors} non-2xx/errors` };
  if (row.reference) return { target: 'ceiling' };
  if (kind === 'postgres') {
    const maxP95 = row.maxP95 ?? MAX_P95_MS;
    const misses = [
      ratioOf(r) < MIN_RATIO && `ratio ${ratioOf(r).toFixed(2)} < ${MIN_RATIO}`,
      r.list.p95 >= maxP95 && `p95 ${r.list.p95} ms >= ${maxP95} ms`,
    ].filter(Boolean);
    const target = `ratio ≥ ${MIN_RATIO}, p95 < ${maxP95} ms`;
    return { target, miss: misses.join(', ') || undefined };
  }
  const min = row.pgliteMin;
  if (min === undefined) return { target: '—' };
  const miss = r.list.reqPerSec < min ? `${r.list.reqPerSec} req/s < ${min}` : undefined;
  return { target: `≥ ${min} req/s`, miss };
}

/** The table of one app's rows and a FAIL line per row that misses its target. */
export function printResults(
  results: { row: ListRow; after: RowResult }[],
  kind: Database['kind'],
): void {
  console.log(
    '\n| list (GET /api/…) | bytes | req/s | p50 ms | p95 ms | static req/s | ratio | of plain | target | |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---|---|');
  const fails: string[] = [];
  // Each row's ratio over the plain route's: how much of what this machine allows a list gets.
  const plain = results.find((r) => r.row.reference)?.after;
  const ofPlain = (r: RowResult) => (plain ? (ratioOf(r) / ratioOf(plain)).toFixed(2) : '—');
  for (const { row, after: r } of results) {
    const { target, miss } = verdict(row, r, kind);
    const { reqPerSec, p50, p95 } = r.list;
    const mark = miss ? 'FAIL' : target === '—' || row.reference ? '' : 'ok';
    console.log(
      `| ${row.name} | ${r.bytes} | ${reqPerSec} | ${p50} | ${p95} | ${r.baseline.reqPerSec} | ${ratioOf(r).toFixed(2)} | ${ofPlain(r)} | ${target} | ${mark} |`,
    );
    if (miss) fails.push(`FAIL ${row.name}: ${miss}`);
  }
  console.log(fails.length ? `\n${fails.join('\n')}` : '\nEvery row met its target.');
}

/** Before and after side by side: req/s, p95 and ratio of each, and after's req/s over before's. */
export function printComparison(results: { row: ListRow; before?: RowResult; after: RowResult }[]) {
  console.log(
    '\n| list (GET /api/…) | before req/s | p95 ms | static | ratio | after req/s | p95 ms | static | ratio | after/before |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  const cells = (r?: RowResult) =>
    r
      ? `${r.list.reqPerSec} | ${r.list.p95} | ${r.baseline.reqPerSec} | ${ratioOf(r).toFixed(2)}`
      : '— | — | — | —';
  for (const { row, before, after } of results) {
    const gain = before?.list.reqPerSec
      ? `${(after.list.reqPerSec / before.list.reqPerSec).toFixed(1)}×`
      : '—';
    console.log(`| ${row.name} | ${cells(before)} | ${cells(after)} | ${gain} |`);
  }
}
