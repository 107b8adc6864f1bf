import type { Outcome, Sample } from './probe.ts';

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const ms = (n: number) => (Number.isFinite(n) ? String(Math.round(n)) : '–');

/** One row of the click-to-paint table and, when its median misses the target, a FAIL line. */
export function paintRow(
  name: string,
  target: number,
  outcomes: Outcome[],
): { row: string; fail?: string } {
  const samples = outcomes.filter((o): o is Sample => typeof o === 'object');
  const skipped = outcomes.filter((o) => typeof o === 'string');
  const paint = samples.map((s) => s.toPaint);
  const med = median(paint);
  const notCounted = [...new Set(skipped)].map(
    (kind) => `${skipped.filter((s) => s === kind).length} ${kind}`,
  );
  const row = [
    name,
    samples.length,
    ms(med),
    ms(Math.min(...paint)),
    ms(Math.max(...paint)),
    ms(median(samples.map((s) => s.toRequest))),
    ms(median(samples.map((s) => s.responseToPaint))),
    `≤ ${target}`,
    notCounted.join(', ') || '–',
  ].join(' | ');
  const fail =
    samples.length < 5
      ? `FAIL ${name}: ${samples.length} samples counted, at least 5 needed`
      : med > target
        ? `FAIL ${name}: click-to-paint median ${ms(med)} ms > ${target} ms`
        : undefined;
  return { row: `| ${row} |`, ...(fail ? { fail } : {}) };
}

export const PAINT_HEADER = [
  '| list · input | n | input→paint median ms | min | max | input→request ms | response→paint ms | target ms | not counted |',
  '|---|---:|---:|---:|---:|---:|---:|---|---|',
].join('\n');

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
export { ms };
