// Start-up (issue 16 item 5): how long `npm start` takes until http://…/ and /api/health answer,
// cold (after `npm install`: no web build, no data directory, no tsx cache) and warm (all three
// there, as on every later start), in a scratch copy of the repository (sources copied, its
// node_modules hard-linked), on a free port. Figures only: a FAIL line for a median over target.
//   BENCH_ONLY=startup npm run bench      STARTUP_RUNS=5 (default 3)
//   STARTUP_BEFORE=/path/to/a/checkout    the same runs of that checkout too, alternating with ours
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const TARGETS = { cold: 20, warm: 5 }; // seconds
const here = fileURLToPath(new URL('../../../', import.meta.url));
/** Not copied: installed packages (linked instead), build output, data, history. */
const SKIP = new Set(['node_modules', 'dist', 'data', '.git', 'test-results', 'playwright-report']);

/** A copy of `root` to start: sources copied, each node_modules hard-linked (cp -al), no build. */
function scratchCopy(root: string, into: string): string {
  const copy = path.join(into, 'repo');
  cpSync(root, copy, { recursive: true, filter: (src) => !SKIP.has(path.basename(src)) });
  const link = (rel: string) => {
    const from = path.join(root, rel, 'node_modules');
    if (existsSync(from)) spawnSync('cp', ['-al', from, path.join(copy, rel, 'node_modules')]);
  };
  link('.');
  for (const dir of ['apps', 'packages'])
    for (const name of readdirSync(path.join(root, dir))) link(path.join(dir, name));
  link('e2e');
  return copy;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
    server.on('error', reject);
  });
}

async function answers(url: string, html: boolean): Promise<boolean> {
  try {
    const res = await fetch(url);
    await res.arrayBuffer();
    return res.ok && (!html || (res.headers.get('content-type') ?? '').includes('text/html'));
  } catch {
    return false;
  }
}

/** `npm start` in `repo` until / (the web app) and /api/health answer; seconds, then stopped. */
async function timeStart(repo: string, work: string): Promise<{ seconds: number; log: string }> {
  const port = await freePort();
  const {
    DATABASE_URL: _db,
    WEB_DIST: _web,
    OIDC_ISSUER: _oidc,
    PUBLIC_URL: _url,
    ...env
  } = process.env;
  const started = performance.now();
  const app: ChildProcess = spawn('npm', ['start'], {
    cwd: repo,
    detached: true, // its own process group: stopped with everything it started
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...env, PORT: String(port), DATA_DIR: path.join(work, 'data'), TMPDIR: work },
  });
  let log = '';
  app.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  app.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise((resolve) => app.once('exit', resolve));
  try {
    for (;;) {
      if (app.exitCode !== null) throw new Error(`npm start exited (${app.exitCode}):\n${log}`);
      const base = `http://127.0.0.1:${port}`;
      if ((await answers(`${base}/`, true)) && (await answers(`${base}/api/health`, false)))
        return { seconds: (performance.now() - started) / 1000, log };
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    if (app.pid && app.exitCode === null) process.kill(-app.pid, 'SIGTERM');
    await exited;
  }
}

/** One cold and one warm start of `repo` with fresh caches and data directory. */
async function coldAndWarm(repo: string): Promise<{ cold: number; warm: number; build: string }> {
  const work = mkdtempSync(path.join(tmpdir(), 'startup-bench-'));
  try {
    rmSync(path.join(repo, 'apps/web/dist'), { recursive: true, force: true });
    for (const cache of ['.vite', '.vite-temp'])
      rmSync(path.join(repo, 'node_modules', cache), { recursive: true, force: true });
    const cold = await timeStart(repo, work);
    const warm = await timeStart(repo, work);
    const build = /gebouwd \(([\d.]+ s)\)|built in ([\d.]+m?s)/.exec(cold.log);
    return { cold: cold.seconds, warm: warm.seconds, build: build?.[1] ?? build?.[2] ?? '?' };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const spread = (xs: number[]) =>
  `${Math.min(...xs).toFixed(1)} / ${median(xs).toFixed(1)} / ${Math.max(...xs).toFixed(1)}`;

export async function runStartupBench(): Promise<void> {
  const runs = Number(process.env.STARTUP_RUNS ?? 3);
  const trees = {
    after: here,
    ...(process.env.STARTUP_BEFORE ? { before: process.env.STARTUP_BEFORE } : {}),
  };
  const scratch = mkdtempSync(path.join(tmpdir(), 'startup-bench-repos-'));
  const results: Record<string, { cold: number[]; warm: number[]; build: string[] }> = {};
  try {
    const repos = Object.fromEntries(
      Object.entries(trees).map(([name, root]) => [
        name,
        scratchCopy(root, mkdtempSync(path.join(scratch, `${name}-`))),
      ]),
    );
    for (let run = 1; run <= runs; run++)
      for (const [name, repo] of Object.entries(repos)) {
        const r = await coldAndWarm(repo);
        const into = (results[name] ??= { cold: [], warm: [], build: [] });
        into.cold.push(r.cold);
        into.warm.push(r.warm);
        into.build.push(r.build);
        console.log(
          `run ${run} ${name}: cold ${r.cold.toFixed(1)} s (web build ${r.build}), warm ${r.warm.toFixed(1)} s`,
        );
      }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  console.log(`\n| start (${runs} runs) | min / median / max s | target | |`);
  console.log('|---|---:|---:|---|');
  const fails: string[] = [];
  for (const [name, r] of Object.entries(results))
    for (const kind of ['cold', 'warm'] as const) {
      const miss = median(r[kind]) > TARGETS[kind];
      console.log(
        `| ${name} ${kind} | ${spread(r[kind])} | ≤ ${TARGETS[kind]} s | ${miss ? 'FAIL' : 'ok'} |`,
      );
      if (miss && name === 'after')
        fails.push(
          `FAIL ${kind} start: median ${median(r[kind]).toFixed(1)} s > ${TARGETS[kind]} s`,
        );
    }
  for (const line of fails) console.log(line);
}
