// Memory of parallel uploads (issue 14 item 7): the app in a child process (bench/upload-server.ts)
// on a scratch database, 8 parallel passport uploads of 20 MB (a PDF header and padding) over HTTP,
// and the server's peak RSS, heap and buffers above its idle figures. Figures only, no thresholds.
// Then 'Upload sperma stock' of 10 000 rows over HTTP, against its target (< 10 s): a FAIL line
// when it misses it.
//   BENCH_ONLY=uploads npm run bench            (PostgreSQL server; BENCH_DB=pglite for embedded)
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { addBrusselsDays, dutchDay, MAX_UPLOAD_BYTES } from '@stalboek/domain';
import { horseInput, personInput } from '../test/factories.ts';

type Sample = { rss: number; heapUsed: number; external: number; arrayBuffers: number };
type Ready = { port: number; headers: Record<string, string>; horses: string[]; kind: string };

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** The kernel's figures of a process: VmRSS now and VmHWM, its peak since the last reset. */
function kernelMemory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1]) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

function next<K extends string>(child: ChildProcess, key: K): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: Record<string, unknown>) => {
      if (!(key in message)) return;
      child.off('message', onMessage);
      resolve(message[key]);
    };
    child.on('message', onMessage);
    child.once('exit', (code) => reject(new Error(`upload server exited (${code})`)));
  });
}

/** A multipart body with one PDF of `size` bytes, as a browser's FormData sends it. */
function pdfUpload(size: number): { body: Buffer; contentType: string } {
  const boundary = '----stalboekbench';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="paspoort.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n%PDF-1.4\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const padding = Buffer.alloc(size - '%PDF-1.4\n'.length, 'x');
  return {
    body: Buffer.concat([head, padding, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** The semen CSV import's target: 10 000 rows in less than this (the acceptance). */
const SEMEN_ROWS = 10_000;
const SEMEN_TARGET_S = 10;

/**
 * 'Upload sperma stock' of SEMEN_ROWS rows over HTTP: a stallion, an owner and a container of
 * 500 tubes made first (10 lots per tube position fill it exactly), then one file of a lot per
 * row, timed from the request to the answer.
 */
async function semenImport(ready: Ready): Promise<void> {
  const base = `http://127.0.0.1:${ready.port}/api`;
  const json = { ...ready.headers, 'content-type': 'application/json' };
  const post = async (url: string, payload: unknown) => {
    const res = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify(payload),
    });
    if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  };
  await post('/horse/create', { horse: horseInput({ name: 'Bench hengst', type: 'Hengst' }) });
  await post('/customer', { customer: personInput({ last_name: 'Bench' }) });
  await post('/nitrogen-container', { name: 'Bench vat', available_places: SEMEN_ROWS / 20 });
  const day = dutchDay(addBrusselsDays(new Date(), -30));
  const rows = Array.from(
    { length: SEMEN_ROWS },
    (_, i) =>
      `Bench hengst;An Bench;Productie;${day};B-${i};${(i % 50) + 1};Bench vat;` +
      `${Math.floor(i / 20) + 1};${i % 20 < 10 ? 'Boven' : 'Onder'};${i % 100}`,
  );
  const csv = [
    'hengst;eigenaar;type;productiedatum;lotnummer;aantal;container;koker;positie;motiliteit',
    ...rows,
  ].join('\n');
  const boundary = '----stalboekbenchcsv';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="stock.csv"\r\n` +
        'Content-Type: text/csv\r\n\r\n',
    ),
    Buffer.from(csv),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const started = performance.now();
  const res = await fetch(`${base}/semen/upload/semen`, {
    method: 'POST',
    headers: { ...ready.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    body,
  });
  const answer = await res.text();
  const seconds = (performance.now() - started) / 1000;
  const ok = res.status === 200 && seconds < SEMEN_TARGET_S;
  console.log(`\n| semen CSV import on ${ready.kind} | rows | file | status | s | target | |`);
  console.log('|---|---|---|---|---|---|---|');
  console.log(
    `| POST /api/semen/upload/semen | ${SEMEN_ROWS} | ${(body.length / 1024 / 1024).toFixed(1)} MB | ${res.status} | ` +
      `${seconds.toFixed(2)} | < ${SEMEN_TARGET_S} s | ${ok ? 'ok' : 'FAIL'} |`,
  );
  if (!ok)
    console.log(
      `FAIL semen CSV import: ${res.status} in ${seconds.toFixed(2)} s (target < ${SEMEN_TARGET_S} s)` +
        (res.status === 200 ? '' : `: ${answer.slice(0, 300)}`),
    );
}

export async function runUploadsBench(): Promise<void> {
  const child = fork(new URL('./upload-server.ts', import.meta.url).pathname, [], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env: { ...process.env },
  });
  try {
    const ready = (await next(child, 'ready')) as Ready;
    const { body, contentType } = pdfUpload(MAX_UPLOAD_BYTES - 64 * 1024);
    const upload = (horse: string) =>
      fetch(`http://127.0.0.1:${ready.port}/api/horse/${horse}/passport`, {
        method: 'POST',
        headers: { ...ready.headers, 'content-type': contentType },
        body,
      }).then(async (res) => {
        await res.arrayBuffer();
        return res.status;
      });
    // Idle: started, nothing uploaded yet. Then one upload alone, then all of them at once; the
    // peak of each is the kernel's high-water mark of the server's RSS since the previous reset.
    child.send('idle');
    const idle = (await next(child, 'idle')) as Sample;
    const pid = child.pid ?? 0;
    const resetPeak = () => writeFileSync(`/proc/${pid}/clear_refs`, '5');
    const idleRss = kernelMemory(pid).rss;
    resetPeak();
    await upload(ready.horses[0] ?? '');
    const onePeak = kernelMemory(pid).peak;
    resetPeak();
    const started = performance.now();
    const statuses = await Promise.all(ready.horses.map(upload));
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const { peak: peakRss, rss: afterRss } = kernelMemory(pid);
    child.send('peak');
    const peak = (await next(child, 'peak')) as Sample;
    const above = (bytes: number) => `${mb(bytes)} (+${mb(bytes - idleRss)})`;
    console.log(
      `${ready.horses.length} parallel uploads of ${mb(body.length)} on ${ready.kind}: ` +
        `statuses ${statuses.join(',')} in ${seconds} s`,
    );
    console.log(
      `  RSS idle ${mb(idleRss)}; peak of one upload ${above(onePeak)}; peak of ` +
        `${ready.horses.length} at once ${above(peakRss)}; after ${above(afterRss)}`,
    );
    console.log(
      `  sampled in the server: heap used idle ${mb(idle.heapUsed)}, peak ${mb(peak.heapUsed)}; ` +
        `buffers idle ${mb(idle.arrayBuffers)}, peak ${mb(peak.arrayBuffers)}`,
    );
    await semenImport(ready);
    child.send('stop');
    await new Promise((resolve) => child.once('exit', resolve));
  } finally {
    if (child.exitCode === null) child.kill();
  }
}
