import { createRequire } from 'node:module';
import autocannon from 'autocannon';

export type Measurement = {
  name: string;
  reqPerSec: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
};

// autocannon reports the percentiles listed by hdr-histogram-percentiles-obj (…90, 97.5, 99…),
// which has no 95th. That list is one shared array read when results are aggregated (in this
// thread, also for worker runs), so adding 95 to it makes every result carry a real p95.
const autocannonRequire = createRequire(createRequire(import.meta.url).resolve('autocannon'));
const { percentiles } = autocannonRequire('hdr-histogram-percentiles-obj') as {
  percentiles: number[];
};
if (!percentiles.includes(95)) percentiles.splice(percentiles.indexOf(97.5), 0, 95);

/** The figures we report from one autocannon result. */
export function figures(name: string, result: autocannon.Result): Measurement {
  const latency = result.latency as typeof result.latency & { p95?: number };
  if (latency.p95 === undefined) throw new Error('autocannon gave no p95');
  return {
    name,
    reqPerSec: Math.round(result.requests.average),
    p50: latency.p50,
    p95: latency.p95,
    p99: latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** Runs autocannon against one URL and keeps the figures we report. */
export async function measure(
  name: string,
  url: string,
  headers: Record<string, string>,
  opts: { connections?: number; duration?: number; rate?: number; workers?: number } = {},
): Promise<Measurement> {
  const result = await autocannon({
    url,
    headers,
    connections: opts.connections ?? 10,
    duration: opts.duration ?? Number(process.env.BENCH_SECONDS ?? 8),
    ...(opts.rate ? { overallRate: opts.rate } : {}),
    // In a worker thread the load generator does not share the server's event loop.
    ...(opts.workers ? { workers: opts.workers } : {}),
  });
  return figures(name, result);
}

export function printTable(rows: Measurement[], baseline?: Measurement): void {
  console.log(
    '\n| scenario | req/s | p50 ms | p95 ms | p99 ms | non-2xx/errors | req/s vs baseline |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    const ratio = baseline ? (r.reqPerSec / baseline.reqPerSec).toFixed(2) : '';
    console.log(
      `| ${r.name} | ${r.reqPerSec} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.errors} | ${ratio} |`,
    );
  }
}
