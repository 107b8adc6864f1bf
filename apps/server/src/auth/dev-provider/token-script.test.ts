import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../../db/client.ts';
import { openTestDatabase } from '../../../test/helpers.ts';
import { CLI_SECRET_FILE } from './cli-secret.ts';
import { loadCliSecret } from './keys.ts';
import { decodeJwt, freePort } from './test-support.ts';

// `npm run --silent token` (scripts/token.mjs) against the app as `npm start` runs it (main.ts in
// its own process): the script finds the CLI client's random secret where the app keeps it — in
// DATA_DIR with embedded PGlite, in the database with DATABASE_URL (the server tests' second run).
const root = fileURLToPath(new URL('../../../../../', import.meta.url));
const script = path.join(root, 'scripts/token.mjs');
const main = path.join(root, 'apps/server/src/main.ts');
const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const tempDir = () => mkdtempSync(path.join(tmpdir(), 'stalboek-token-'));

const run = (env: Record<string, string>) =>
  promisify(execFile)(process.execPath, [script], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: '', ...env },
  });

let dataDir: string;
let database: Database | undefined; // only on the PostgreSQL server: PGlite is the app's alone
let databaseUrl = '';
let app: ChildProcess | undefined;
let log = '';
let base: string;

/** Starts main.ts and resolves once it says it runs (or rejects with what it printed). */
function start(env: Record<string, string>): Promise<void> {
  const { OIDC_ISSUER: _real, ...inherited } = process.env; // the dev provider runs without one
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    cwd: root,
    env: { ...inherited, ...env },
  });
  app = child;
  return new Promise((resolve, reject) => {
    const seen = (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('Stalboek draait')) resolve();
    };
    child.stdout.on('data', seen);
    child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`main.ts exited (${code}):\n${log}`)));
  });
}

beforeAll(async () => {
  dataDir = tempDir();
  if (serverUrl) {
    database = await openTestDatabase();
    const [row] = await queryRows<{ name: string }>(
      database.db,
      sql`select current_database() as name`,
    );
    const url = new URL(serverUrl);
    url.pathname = `/${row?.name ?? ''}`;
    databaseUrl = url.toString();
  }
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  await start({
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SEED_DEMO: 'false',
    MEDINI_SIMULATOR: 'false',
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'no-web-build'),
  });
}, 120_000);

afterAll(async () => {
  if (app && app.exitCode === null) {
    const exited = new Promise((resolve) => app?.once('exit', resolve));
    app.kill('SIGTERM');
    await exited;
  }
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const where = (): Record<string, string> =>
  databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir };

describe('npm run token', () => {
  it('prints only an access token, which the API accepts', async () => {
    const { stdout } = await run({ PUBLIC_URL: base, ...where() });
    const token = stdout.trim();
    expect(stdout).toBe(`${token}\n`);
    expect(decodeJwt(token)).toMatchObject({ iss: `${base}/oidc`, aud: `${base}/api` });
    const res = await fetch(`${base}/api/location`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
  });

  it('reads a random secret the app keeps: in DATA_DIR (0600) on PGlite, in the database otherwise', async () => {
    const file = path.join(dataDir, CLI_SECRET_FILE);
    if (database) {
      expect(await loadCliSecret(database.db)).toMatch(/^[\w-]{43}$/);
      expect(() => statSync(file), 'no copy outside the database').toThrow(/ENOENT/);
    } else {
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(readFileSync(file, 'utf8').trim()).toMatch(/^[\w-]{43}$/);
    }
  });

  it('says plainly at start that the dev provider and demo accounts are for trying the app', () => {
    expect(log).toContain('demo login: dierenarts / stalboek');
    expect(log).toContain('niet voor echt gebruik');
    expect(log).toMatch(/OIDC_ISSUER, OIDC_CLIENT_ID en OIDC_AUDIENCE/);
  });

  it('fails with exit 1 when the secret is not the app’s', async () => {
    const other = tempDir();
    writeFileSync(path.join(other, CLI_SECRET_FILE), 'stalboek-cli-dev-secret\n');
    try {
      await expect(run({ PUBLIC_URL: base, DATA_DIR: other })).rejects.toMatchObject({
        code: 1,
        stdout: '',
        stderr: expect.stringContaining("refused the dev client's secret"),
      });
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('says how to start the app when it has not run or nothing answers, and exits 1', async () => {
    const empty = tempDir();
    try {
      await expect(run({ PUBLIC_URL: base, DATA_DIR: empty })).rejects.toMatchObject({
        code: 1,
        stdout: '',
        stderr: expect.stringContaining("Start it first with 'npm start'"),
      });
      writeFileSync(path.join(empty, CLI_SECRET_FILE), 'some-secret\n');
      const port = await freePort();
      const failed = run({ PUBLIC_URL: `http://127.0.0.1:${port}`, DATA_DIR: empty });
      await expect(failed).rejects.toMatchObject({
        code: 1,
        stdout: '',
        stderr: expect.stringContaining('is not reachable'),
      });
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
