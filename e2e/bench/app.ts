import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** The app the bench measures: its URL and how to stop it. */
export type BenchApp = { baseURL: string; stop: () => Promise<void> };

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the app stopped (exit ${child.exitCode})`);
    const ok = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the app did not answer ${url} within ${timeoutMs / 1000} s`);
}

/**
 * Starts the app as `npm start` does (scripts/start.mjs builds the web app when dist is missing or
 * older than its sources), with demo data in a fresh embedded database in /tmp and its own port,
 * like the e2e journeys. BENCH_WEB_URL measures an app that already runs instead.
 */
export async function startApp(): Promise<BenchApp> {
  const given = process.env.BENCH_WEB_URL;
  if (given) return { baseURL: given.replace(/\/$/, ''), stop: async () => {} };

  const port = Number(process.env.BENCH_WEB_PORT ?? 8191);
  const baseURL = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'stalboek-bench-web-'));
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(`${baseURL}/api/health`, child, 240_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, stop };
}
