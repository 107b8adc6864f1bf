import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { addBrusselsDays } from '@stalboek/domain';
import { queryRows } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { caseFixtures } from '../cases/cases.fixture.ts';
import { daysAgo, icsiFixtures } from './icsi.fixture.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const f = icsiFixtures(() => t);
const c = caseFixtures(() => t);

const pregnantRows = (embryoId: string) =>
  queryRows<{ amount: number; date: Date; destination_horse_id: string }>(
    t.database.db,
    sql`select amount, date, destination_horse_id from "transaction"
         where embryo_id = ${embryoId} and action = 'Pregnant for at least 42 days'
         order by created_at, id`,
  );
const inForce = async (embryoId: string) =>
  (await pregnantRows(embryoId)).reduce((sum, r) => sum + r.amount, 0);

/** A surrogate carrying an embryo transferred `daysBack` days ago, and a case of hers. */
async function carried(daysBack: number) {
  const lot = await f.lot(1);
  const embryoId = lot.lot.embryos[0]._id as string;
  const surrogate = await f.surrogate();
  const transferDate = daysAgo(daysBack);
  expect((await f.transfer(embryoId, surrogate, transferDate)).statusCode).toBe(200);
  const caseId = await c.case(surrogate, { customer: lot.owner });
  return { embryoId, surrogate, caseId, transferDate: new Date(transferDate) };
}
const sheet = (s: { surrogate: string; caseId: string }, date: Date, isPregnant: boolean) =>
  t.api({
    method: 'POST',
    url: '/api/researchSheet',
    payload: {
      case: s.caseId,
      horse: s.surrogate,
      doctor: 'Dr. Peeters',
      researchDate: date.toISOString(),
      information: { pregnant: { isPregnant, count: null } },
    },
  });

describe("a research sheet's pregnancy → 'Pregnant for at least 42 days'", () => {
  test('a pregnant sheet 42 days after the transfer writes the row once, dated that sheet, destination the surrogate', async () => {
    const s = await carried(60);
    const day42 = addBrusselsDays(s.transferDate, 42);
    expect((await sheet(s, addBrusselsDays(s.transferDate, 41), true)).statusCode).toBe(201);
    expect(await inForce(s.embryoId)).toBe(0);
    expect((await sheet(s, day42, true)).statusCode).toBe(201);
    expect((await sheet(s, addBrusselsDays(s.transferDate, 50), true)).statusCode).toBe(201);
    const rows = await pregnantRows(s.embryoId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: 1, destination_horse_id: s.surrogate });
    expect(new Date(rows[0]!.date).getTime()).toBe(day42.getTime());
  });

  test('a sheet not pregnant writes nothing; deleting the only pregnant sheet reverses the row', async () => {
    const s = await carried(50);
    expect((await sheet(s, addBrusselsDays(s.transferDate, 45), false)).statusCode).toBe(201);
    expect(await inForce(s.embryoId)).toBe(0);
    const pregnant = await sheet(s, addBrusselsDays(s.transferDate, 46), true);
    expect(await inForce(s.embryoId)).toBe(1);
    const del = await t.api({ method: 'DELETE', url: `/api/researchSheet/${pregnant.json()._id}` });
    expect(del.statusCode).toBe(204);
    expect(await inForce(s.embryoId)).toBe(0);
    // Reversed, never deleted: the original and its reversal stay.
    expect(await pregnantRows(s.embryoId)).toHaveLength(2);
  });

  test('a pregnancy after the embryo was marked lost does not count', async () => {
    const s = await carried(50);
    const lotId = (await f.embryo(s.embryoId)).lot._id;
    expect((await f.state(lotId, s.embryoId, 'lost', 'Geen vrucht')).statusCode).toBe(200);
    expect((await sheet(s, new Date(daysAgo(0)), true)).statusCode).toBe(201);
    expect(await inForce(s.embryoId)).toBe(0);
  });
});
