// Issue 14, item 1: a dropped database connection fails its request (503) and never the process.
// PostgreSQL server only (vitest.config.ts collects *.pg.test.ts with TEST_DATABASE_URL): its
// backends are terminated for real; a restart is a TCP proxy the test cuts, since test files run
// in parallel against the one server.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { fromDatabaseError } from '../lib/db-errors.ts';
import { openDatabase, type Database } from './client.ts';
import {
  createTestApp,
  openTestDatabase,
  signToken,
  testConfig,
  testKeys,
  type TestApp,
} from '../../test/helpers.ts';
import {
  countStatuses,
  createCase,
  expectAllOrNothing,
  freshHorses,
  writeLoad,
  type Answer,
} from '../../test/storm.ts';
import { tcpProxy } from '../../test/tcp-proxy.ts';

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const serverUrl = new URL(process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? '');

/** The test database's own URL (openTestDatabase made it on the server of TEST_DATABASE_URL). */
async function urlOf(database: Database, port?: number): Promise<string> {
  const { rows } = (await database.db.execute(
    sql`select current_database() as name`,
  )) as unknown as {
    rows: { name: string }[];
  };
  const url = new URL(serverUrl);
  url.pathname = `/${rows[0]?.name}`;
  if (port) url.port = String(port);
  return url.toString();
}

/** Asks /api/health until it answers 200 (at most `tries` times): the app is back. */
async function healthy(base: string, tries = 100) {
  for (let i = 0; i < tries; i++) {
    const res = await fetch(`${base}/api/health`);
    if (res.status === 200) return (await res.json()) as Record<string, unknown>;
    await pause(50);
  }
  throw new Error('/api/health never answered 200 again');
}

/** Ten parallel writes after the trouble: every one must succeed. */
async function writesAfter(base: string, token: string, database: Database): Promise<Answer[]> {
  const ids = await freshHorses(database, 10);
  return Promise.all(ids.map((horse) => createCase(base, token, horse)));
}

const allowed = (answers: Answer[], codes: number[]) =>
  answers.filter((a) => !codes.includes(a.status as number));

describe('pg_terminate_backend on active backends every 100–150 ms under 10 writing clients', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  test('the app stays up, every answer is 201, 409 or 503, nothing is half-written', async () => {
    const killer = new pg.Client({ connectionString: await urlOf(t.database) });
    await killer.connect();
    const load = writeLoad(base, t.token, await freshHorses(t.database, 5000));
    let terminated = 0;
    for (let i = 0; i < 25; i++) {
      await pause(100 + Math.random() * 50);
      const { rowCount } = await killer.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and state = 'active'`,
      );
      terminated += rowCount ?? 0;
    }
    await load.stop();
    await killer.end();

    const counts = countStatuses(load.writes);
    expect(terminated, 'the storm hit requests in flight').toBeGreaterThan(0);
    expect(
      counts[503],
      `some writes lost their connection: ${JSON.stringify(counts)}`,
    ).toBeGreaterThan(0);
    expect(allowed(load.writes, [201, 409, 503])).toEqual([]);
    expect(allowed(load.health, [200, 503])).toEqual([]);

    const back = await healthy(base);
    expect(back).toMatchObject({ status: 'ok', database: 'postgres' });
    expect(back.lastOutage).toMatchObject({ error: expect.any(String) });
    const after = await writesAfter(base, t.token, t.database);
    expect(after.map((a) => a.status)).toEqual(Array(10).fill(201));
    await expectAllOrNothing(t.database, [...load.writes, ...after]);
  });
});

describe('a PostgreSQL restart (the proxy in front of it cut for a second, then reopened)', () => {
  let server: Database;
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let base: string;
  let token: string;
  const proxy = tcpProxy({ host: serverUrl.hostname, port: Number(serverUrl.port || 5432) });
  beforeAll(async () => {
    server = await openTestDatabase(); // made and dropped directly; the app goes through the proxy
    await proxy.open();
    database = await openDatabase({ databaseUrl: await urlOf(server, proxy.port()), dataDir: '' });
    app = await buildApp({ config: testConfig(), database, authKeys: testKeys, logger: false });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
    token = await signToken();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await server.close();
  });

  test('requests fail with 503 while it is down, health reports the outage, then all recovers', async () => {
    const load = writeLoad(base, token, await freshHorses(server, 5000));
    await pause(500);
    const cutAt = Date.now();
    await proxy.cut();
    await pause(300);
    const down = await fetch(`${base}/api/health`);
    expect(down.status).toBe(503);
    expect(((await down.json()) as { message: string }).message).toMatch(
      /^De databank antwoordt niet sinds /,
    );
    await pause(700);
    const reopenedAt = Date.now();
    await proxy.open();
    const back = await healthy(base);
    await pause(300);
    await load.stop();

    const counts = countStatuses(load.writes);
    expect(counts[201], JSON.stringify(counts)).toBeGreaterThan(0);
    expect(counts[503], JSON.stringify(counts)).toBeGreaterThan(0);
    expect(allowed(load.writes, [201, 409, 503])).toEqual([]);
    expect(allowed(load.health, [200, 503])).toEqual([]);
    const outage = back.lastOutage as { from: string; to: string; error: string };
    expect(Date.parse(outage.from)).toBeGreaterThanOrEqual(cutAt);
    expect(Date.parse(outage.to)).toBeGreaterThanOrEqual(reopenedAt);

    const after = await writesAfter(base, token, server);
    expect(after.map((a) => a.status)).toEqual(Array(10).fill(201));
    await expectAllOrNothing(server, [...load.writes, ...after]);
  });
});

describe('a connection lost during BEGIN', () => {
  test('gives its pool slot back: after 25 of them (the pool holds 20) a transaction commits', async () => {
    const server = await openTestDatabase();
    const proxy = tcpProxy({ host: serverUrl.hostname, port: Number(serverUrl.port || 5432) });
    await proxy.open();
    const database = await openDatabase({
      databaseUrl: await urlOf(server, proxy.port()),
      dataDir: '',
    });
    proxy.cutWhen = (sent) => sent.includes('begin');
    for (let i = 0; i < 25; i++) {
      const failed = await database.db
        .transaction((tx) => tx.execute(sql`select 1`))
        .then(
          () => null,
          (err: unknown) => fromDatabaseError(err),
        );
      expect(failed, `transaction ${i + 1}`).toMatchObject({ statusCode: 503 });
    }
    proxy.cutWhen = undefined;
    const { rows } = (await database.db.transaction((tx) =>
      tx.execute(sql`select 42 as answer`),
    )) as unknown as { rows: { answer: number }[] };
    expect(rows).toEqual([{ answer: 42 }]);
    await database.close(); // pool.end() waits for every client it still counts as checked out
    await proxy.cut();
    await server.close();
  });
});
