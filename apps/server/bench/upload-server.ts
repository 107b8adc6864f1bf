// The server side of bench/uploads.ts, in its own process so that its memory is the app's alone:
// the app on a scratch database, listening on a free port, with a few horses to upload to. It
// sends {port, headers, horses} to the parent, then its peak memory whenever the parent asks.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/db/client.ts';
import { benchApp } from './app.ts';
import { openScratchDatabase } from './scratch-db.ts';
import { horseInput } from '../test/factories.ts';

type Sample = { rss: number; heapUsed: number; external: number; arrayBuffers: number };
const sample = (): Sample => {
  const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
  return { rss, heapUsed, external, arrayBuffers };
};

const send = (message: unknown) => process.send?.(message);
// PGlite in a data directory as `npm start` runs it (in memory, the stored files would count too).
const dataDir =
  process.env.BENCH_DB === 'pglite' ? mkdtempSync(path.join(tmpdir(), 'stalboek-bench-')) : '';
const database = dataDir ? await openDatabase({ dataDir }) : await openScratchDatabase();
const { app, headers } = await benchApp(database);
const horses: string[] = [];
for (let i = 0; i < Number(process.env.BENCH_UPLOADS ?? 8); i++) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/horse/create',
    headers,
    payload: { horse: horseInput({ name: `Bench ${i}` }) },
  });
  horses.push(res.json<{ _id: string }>()._id);
}
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;

// Sampled every 10 ms: the peak of each figure since the last 'reset'.
let peak = sample();
setInterval(() => {
  const now = sample();
  for (const k of Object.keys(now) as (keyof Sample)[]) peak[k] = Math.max(peak[k], now[k]);
}, 10).unref();

process.on('message', async (message: string) => {
  if (message === 'idle') {
    globalThis.gc?.();
    await new Promise((resolve) => setTimeout(resolve, 200));
    globalThis.gc?.();
    peak = sample();
    send({ idle: peak });
  } else if (message === 'peak') send({ peak });
  else if (message === 'stop') {
    await app.close();
    await database.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  }
});
send({ ready: { port, headers, horses, kind: database.kind } });
