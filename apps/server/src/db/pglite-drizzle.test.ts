import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DRIZZLE_TEXT_TYPES, DrizzlePGlite, withoutTextParsers } from './pglite-drizzle.ts';

let plain: PGlite;
let ours: DrizzlePGlite;
beforeAll(async () => {
  [plain, ours] = await Promise.all([
    PGlite.create('memory://'),
    DrizzlePGlite.open('memory://', {}),
  ]);
});
afterAll(() => Promise.all([plain.close(), ours.close()]));

type PreparedInternals = {
  queryConfig: { parsers: Record<string, (v: string) => unknown> };
  rawQueryConfig: { parsers: Record<string, (v: string) => unknown> };
};

test('the parsers the client installs are exactly those drizzle sends with each query', () => {
  const db = drizzle(ours);
  const session = db._.session as unknown as {
    prepareQuery(q: { sql: string; params: unknown[] }, ...rest: unknown[]): PreparedInternals;
  };
  const prepared = session.prepareQuery({ sql: 'select 1', params: [] }, undefined, '', false);
  for (const { parsers } of [prepared.queryConfig, prepared.rawQueryConfig]) {
    expect(Object.keys(parsers).map(Number).sort()).toEqual([...DRIZZLE_TEXT_TYPES].sort());
    // drizzle keeps the text: so does the client in its place.
    for (const parse of Object.values(parsers))
      expect(parse('2026-01-02 03:04:05+00')).toBe('2026-01-02 03:04:05+00');
  }
});

// Dates, timestamps, intervals and their arrays; numbers, json and text as the default parsers
// read them.
const probe = sql`select now()::timestamptz as tz, '2026-03-29 01:30'::timestamp as ts,
  '2026-03-29'::date as d, '1 day 2 hours'::interval as i, array[1.5, 2]::numeric[] as ns,
  array['2026-01-01 12:00+01']::timestamptz[] as tzs, array['2026-01-01']::date[] as ds,
  array['1 hour']::interval[] as iv, 12.5::numeric as n, 7 as int, '{"a": [1]}'::jsonb as j,
  'é' as t`;

test('drizzle reads the same values through it as through PGlite itself, in and out of transactions', async () => {
  const read = async (client: PGlite) => {
    const db = drizzle(client);
    const outside = (await db.execute(probe)).rows[0] as Record<string, unknown>;
    const inside = await db.transaction(async (tx) => (await tx.execute(probe)).rows[0]);
    return [outside, inside].map((row): Record<string, unknown> => ({
      ...row,
      tz: typeof row?.tz,
    }));
  };
  const [expected, actual] = [await read(plain), await read(ours)];
  expect(actual).toEqual(expected);
  expect(actual[0]?.ts).toBe('2026-03-29 01:30:00');
});

test('a query with a parser of its own keeps it', async () => {
  const own = { parsers: { 23: (v: string) => `#${v}` } };
  expect(withoutTextParsers(own)).toBe(own);
  expect((await ours.query<{ n: string }>('select 7 as n', [], own)).rows[0]?.n).toBe('#7');
  await ours.transaction(async (tx) => {
    expect((await tx.query<{ n: string }>('select 7 as n', [], own)).rows[0]?.n).toBe('#7');
  });
});
