// Issue 14, item 2: moves between two locations in opposite directions lock the locations in one
// order (by id), so they never deadlock. Run on the PostgreSQL server too (TEST_DATABASE_URL):
// PGlite runs one transaction at a time (DESIGN §4).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { horseInput, noon } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function created(url: string, payload: Record<string, unknown>): Promise<string> {
  const res = await t.api({ method: 'POST', url, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json()._id;
}

/** Two locations of 30 places, each holding 10 horses (a running lodging each). */
async function twoFullishLocations(stable: string) {
  const one = await created('/api/location', { stable, name: 'Een', places: 30 });
  const two = await created('/api/location', { stable, name: 'Twee', places: 30 });
  const lodged = async (location: string) => {
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) {
      const horse = await created('/api/horse/create', { horse: horseInput({ name: `P${i}` }) });
      const res = await t.api({
        method: 'POST',
        url: `/api/horse/${horse}/lodging`,
        payload: { lodging: { arrival: noon('2026-11-01'), location, billable: false } },
      });
      expect(res.statusCode, res.body).toBeLessThan(300);
      ids.push(horse);
    }
    return ids;
  };
  return { one, two, inOne: await lodged(one), inTwo: await lodged(two) };
}

/** Each location's occupants counter, and how many horses really are there. */
async function occupancy(ids: string[]) {
  const { rows } = (await t.database.db.execute(sql`
    select l.id, l.occupants, (select count(*)::int from horse h where h.location_id = l.id) as horses
      from location l where l.id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
     order by l.id`)) as unknown as { rows: { id: string; occupants: number; horses: number }[] };
  return rows;
}

const statuses = (codes: number[]) => codes.filter((c) => c !== 200 && c !== 201 && c !== 409);

describe(`lock order of horse moves (${process.env.TEST_DATABASE_URL ? 'PostgreSQL server' : 'PGlite'})`, () => {
  test('20 parallel relocations, half from one location to the other and half back: no 500, counts exact', async () => {
    const { one, two, inOne, inTwo } = await twoFullishLocations('Ruil');
    const results = await Promise.all([
      ...inOne.map((h) =>
        t.api({ method: 'PUT', url: '/api/horse/relocate', payload: { horses: [h], stable: two } }),
      ),
      ...inTwo.map((h) =>
        t.api({ method: 'PUT', url: '/api/horse/relocate', payload: { horses: [h], stable: one } }),
      ),
    ]);
    const codes = results.map((r) => r.statusCode);
    expect(statuses(codes), JSON.stringify(codes)).toEqual([]);
    const moved = codes.filter((c) => c === 200).length;
    const rows = await occupancy([one, two]);
    for (const row of rows) expect(row.occupants).toBe(row.horses);
    expect(rows.reduce((s, r) => s + r.horses, 0)).toBe(20);
    expect(moved).toBe(20); // 30 places each: nothing refuses a move
  });

  test('20 parallel new lodgings moving horses across in both directions: no 500, counts exact', async () => {
    const { one, two, inOne, inTwo } = await twoFullishLocations('Wissel');
    const lodge = (horse: string, location: string) =>
      t.api({
        method: 'POST',
        url: `/api/horse/${horse}/lodging`,
        payload: { lodging: { arrival: noon('2026-11-20'), location, billable: false } },
      });
    const results = await Promise.all([
      ...inOne.map((h) => lodge(h, two)),
      ...inTwo.map((h) => lodge(h, one)),
    ]);
    const codes = results.map((r) => r.statusCode);
    expect(statuses(codes), JSON.stringify(codes)).toEqual([]);
    const rows = await occupancy([one, two]);
    for (const row of rows) expect(row.occupants).toBe(row.horses);
    expect(codes.filter((c) => c === 201)).toHaveLength(20);
  });
});
