// The limited-resource rule of DESIGN §4 for semen straws. It proves something only on the
// PostgreSQL server (TEST_DATABASE_URL, as CI runs it): PGlite runs one transaction at a time.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { semenMsg } from '@stalboek/domain';
import { queryRows } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { semenFixtures } from './semen.fixture.ts';
import { caseFixtures, today } from '../cases/cases.fixture.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const f = semenFixtures(() => t);
const cases = caseFixtures(() => t);

describe(`parallel semen actions (${process.env.TEST_DATABASE_URL ? 'PostgreSQL server' : 'PGlite'})`, () => {
  test('100 parallel subtracts of 1 from a lot of 10: exactly 10 successes and 90 Dutch 409s', async () => {
    const { id } = await f.lot(10);
    const results = await Promise.all(
      Array.from({ length: 100 }, () => f.action({ lots: [id], type: 'Destroy', amount: 1 })),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(90);
    expect(results.find((r) => r.statusCode === 409)?.json().message).toContain(
      semenMsg.notEnough(0),
    );
    const lot = await f.get(id);
    expect(lot.current_inventory).toBe(0);
    expect(lot.modifications.filter((m: { type: string }) => m.type === 'Destroy')).toHaveLength(
      10,
    );
  });

  test('20 cases inseminating with 1 straw each from a lot of 10, in parallel: exactly 10 take', async () => {
    const { id } = await f.lot(10);
    const protocol = await cases.protocol({
      name: 'Inseminatie parallel',
      parameters: [{ elementModel: 'SemenCollection' }],
      simple_parameters: [{ elementType: 'Amount', elementName: 'Aantal rietjes' }],
    });
    const caseIds = await Promise.all(
      Array.from({ length: 20 }, async () => cases.case(await f.mare())),
    );
    const line = {
      protocol,
      date: today(),
      parameters: [
        {
          elementModel: 'SemenCollection',
          elementType: null,
          elementSpecification: null,
          element: id,
          elementName: null,
        },
      ],
      simple_parameters: [{ elementName: 'Aantal rietjes', elementAmount: 1 }],
    };
    const results = await Promise.all(caseIds.map((c) => cases.put(c, { protocols: [line] })));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(10);
    expect((await f.get(id)).current_inventory).toBe(0);
  });

  test('parallel exports of two lots in opposite orders neither deadlock into a 500 nor overdraw', async () => {
    const a = await f.lot(10);
    const b = await f.lot(10);
    const customer = await f.customer();
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        f.action({
          lots: i % 2 ? [a.id, b.id] : [b.id, a.id],
          type: 'Export',
          amount: 1,
          customerId: customer,
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c !== 200 && c !== 409)).toEqual([]);
    const sums = await queryRows<{ lot_id: string; n: string }>(
      t.database.db,
      sql`select lot_id, sum(case when action = 'add' then amount else -amount end) as n
            from semen_modification where lot_id in (${a.id}, ${b.id}) group by lot_id`,
    );
    expect(sums.map((s) => Number(s.n))).toEqual([0, 0]);
  });

  test('parallel creates into one tube position never store more lots than it has room for', async () => {
    const parties = {
      stallion: await f.stallion(),
      owner: await f.customer(),
      container: await f.container(1),
    };
    const results = await Promise.all(
      Array.from({ length: 25 }, () => f.createLot(f.lotBody(parties))),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(10);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(15);
  });
});
