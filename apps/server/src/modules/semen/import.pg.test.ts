// The semen CSV import when PostgreSQL drops its connection halfway (PostgreSQL server only:
// vitest.config.ts collects *.pg.test.ts with TEST_DATABASE_URL). The backend running the import
// is terminated for real while it writes; the one transaction leaves nothing behind.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { count, sql } from 'drizzle-orm';
import pg from 'pg';
import { addBrusselsDays, dutchDay } from '@stalboek/domain';
import { semenLots, semenModifications, transactions } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { horseInput, personInput } from '../../../test/factories.ts';
import { multipart } from '../../../test/fixtures/uploads.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  for (const [url, payload] of [
    ['/api/horse/create', { horse: horseInput({ name: 'Blixem', type: 'Hengst' }) }],
    ['/api/customer', { customer: personInput() }],
    ['/api/nitrogen-container', { name: 'Groot vat', available_places: 500 }],
  ] as const) {
    const res = await t.api({ method: 'POST', url, payload });
    expect(res.statusCode, res.body).toBe(201);
  }
});
afterAll(() => t.close());

const day = dutchDay(addBrusselsDays(new Date(), -10));
const csv = [
  'hengst;eigenaar;type;productiedatum;lotnummer;aantal;container;koker;positie',
  ...Array.from(
    { length: 10_000 },
    (_, i) =>
      `Blixem;An Peeters;Productie;${day};P-${i};5;Groot vat;${Math.floor(i / 20) + 1};${i % 20 < 10 ? 'Boven' : 'Onder'}`,
  ),
].join('\n');
const send = () =>
  t.api({
    method: 'POST',
    url: '/api/semen/upload/semen',
    ...multipart([{ name: 'file', value: csv, filename: 'stock.csv', type: 'text/csv' }]),
  });
const counts = async () =>
  Promise.all(
    [semenLots, semenModifications, transactions].map(
      async (table) => (await t.database.db.select({ n: count() }).from(table))[0]?.n,
    ),
  );

test(
  'the backend of a running import is terminated: 503, nothing kept, the next import whole',
  { timeout: 60_000 },
  async () => {
    const before = await counts();
    const [{ name } = { name: '' }] = (
      (await t.database.db.execute(sql`select current_database() as name`)) as unknown as {
        rows: { name: string }[];
      }
    ).rows;
    const url = new URL(process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? '');
    url.pathname = `/${name}`;
    const killer = new pg.Client({ connectionString: url.toString() });
    await killer.connect();
    let done = false;
    const answer = send().finally(() => {
      done = true;
    });
    let terminated = 0;
    // The import's connection, once it has written lots: in its transaction, between or in statements.
    while (!done && !terminated) {
      const { rowCount } = await killer.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()
          and state in ('active', 'idle in transaction') and query like 'insert into%'`,
      );
      terminated += rowCount ?? 0;
      if (!terminated) await new Promise((r) => setTimeout(r, 5));
    }
    await killer.end();
    const res = await answer;
    expect(terminated, 'the import was hit while writing').toBeGreaterThan(0);
    expect(res.statusCode, res.body).toBe(503);
    expect(await counts()).toEqual(before);

    const again = await send();
    expect(again.statusCode, again.body).toBe(200);
    expect(await counts()).toEqual(before.map((n) => (n ?? 0) + 10_000));
  },
);
