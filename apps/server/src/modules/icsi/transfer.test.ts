import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { brusselsDay, embryoActionMsg, storedImplantationDate } from '@stalboek/domain';
import { queryRows } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { daysAgo, icsiFixtures } from './icsi.fixture.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const f = icsiFixtures(() => t);
const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);
const firstEmbryo = (lot: { lot: { embryos: { _id: string }[] } }) => lot.lot.embryos[0]!._id;

describe('POST /api/icsi/transfer', () => {
  test('the embryo goes into the surrogate: inactive with the date, history, ledger, the mare gets donor and implantation date', async () => {
    const lot = await f.lot(3);
    const embryoId = firstEmbryo(lot);
    const surrogate = await f.surrogate();
    const date = daysAgo(2);
    const res = await f.transfer(embryoId, surrogate, date);
    expect(res.statusCode).toBe(200);
    expect(res.json().embryo).toMatchObject({
      active: false,
      transferDate: new Date(date).toISOString(),
      surrogate: { _id: surrogate },
      lostDate: null,
    });
    const [mare] = await rows<{ donor_mare_id: string; embryo_implanted: Date }>(
      sql`select donor_mare_id, embryo_implanted from horse where id = ${surrogate}`,
    );
    expect(mare?.donor_mare_id).toBe(lot.mare);
    expect(brusselsDay(new Date(mare!.embryo_implanted))).toBe(
      brusselsDay(storedImplantationDate(new Date(date))),
    );
    const history = await f.history(`embryoId=${embryoId}`);
    expect(history.results.map((h: { type: string }) => h.type)).toEqual(['import', 'transfer']);
    expect(history.results[1]).toMatchObject({
      surrogate: { _id: surrogate },
      createdBy: expect.any(String),
    });
    const ledger = await rows<{
      action: string;
      amount: number;
      horse_id: string;
      destination_horse_id: string;
    }>(
      sql`select action, amount, horse_id, destination_horse_id from "transaction"
           where embryo_id = ${embryoId}`,
    );
    expect(ledger).toEqual([
      { action: 'Implanted', amount: 1, horse_id: lot.mare, destination_horse_id: surrogate },
    ]);
    expect((await f.get(lot.id)).json().icsi.activeEmbryos).toBe(2);
  });

  test('an embryo that is not active is a 409, and nothing changes', async () => {
    const lot = await f.lot(2);
    const embryoId = firstEmbryo(lot);
    expect((await f.state(lot.id, embryoId, 'deactivate')).statusCode).toBe(200);
    const res = await f.transfer(embryoId, await f.surrogate());
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(embryoActionMsg.notActive(`1-${lot.icsi.code}`));
    expect((await f.embryo(embryoId)).surrogate).toBeNull();
  });

  test.each([
    ['a mare that is no surrogate', () => f.mare()],
    ['a stallion', () => f.stallion()],
    ['a dead surrogate', () => f.surrogate({ death: true, date_of_death: daysAgo(3) })],
  ])('refuses %s (400 body.surrogateId)', async (_, horse) => {
    const lot = await f.lot(1);
    const res = await f.transfer(firstEmbryo(lot), await horse());
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      { path: 'body.surrogateId', message: embryoActionMsg.notSurrogate },
    ]);
    expect((await f.embryo(firstEmbryo(lot))).active).toBe(true);
  });

  test('a surrogate carrying an embryo takes no second one until the first is marked lost', async () => {
    const lot = await f.lot(2);
    const [one, two] = lot.lot.embryos.map((e: { _id: string }) => e._id);
    const surrogate = await f.surrogate({ name: 'Bella' });
    expect((await f.transfer(one, surrogate)).statusCode).toBe(200);
    const second = await f.transfer(two, surrogate);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(embryoActionMsg.carrying('Bella', `1-${lot.icsi.code}`));
    const lost = await f.state(lot.id, one, 'lost', 'Resorptie op dag 20');
    expect(lost.statusCode).toBe(200);
    expect(lost.json().embryo.lostDate).toEqual(expect.any(String));
    const [mare] = await rows<{ donor_mare_id: string | null; embryo_implanted: Date | null }>(
      sql`select donor_mare_id, embryo_implanted from horse where id = ${surrogate}`,
    );
    expect(mare).toEqual({ donor_mare_id: null, embryo_implanted: null });
    expect((await f.transfer(two, surrogate)).statusCode).toBe(200);
    const history = await f.history(`embryoId=${one}`);
    expect(history.results.at(-1)).toMatchObject({ type: 'lost', note: 'Resorptie op dag 20' });
  });

  test('marking lost needs a transferred embryo, once', async () => {
    const lot = await f.lot(1);
    const id = firstEmbryo(lot);
    const notYet = await f.state(lot.id, id, 'lost');
    expect([notYet.statusCode, notYet.json().message]).toEqual([
      409,
      embryoActionMsg.notTransferred(`1-${lot.icsi.code}`),
    ]);
    await f.transfer(id, await f.surrogate());
    expect((await f.state(lot.id, id, 'lost')).statusCode).toBe(200);
    const again = await f.state(lot.id, id, 'lost');
    expect(again.statusCode).toBe(409);
  });

  test.each([
    ['a date in the future', { transferDate: daysAgo(-2) }, 'body.transferDate'],
    ['no date', { transferDate: undefined }, 'body.transferDate'],
    ['an embryo id that is no uuid', { embryoId: 'x' }, 'body.embryoId'],
  ])('refuses %s with 400', async (_, over, path) => {
    const lot = await f.lot(1);
    const res = await t.api({
      method: 'POST',
      url: '/api/icsi/transfer',
      payload: {
        embryoId: firstEmbryo(lot),
        surrogateId: await f.surrogate(),
        transferDate: daysAgo(1),
        ...over,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.map((d: { path: string }) => d.path)).toContain(path);
  });

  test('an unknown embryo is a 404', async () => {
    const res = await f.transfer('00000000-0000-4000-8000-000000000000', await f.surrogate());
    expect([res.statusCode, res.json().message]).toEqual([404, 'Embryo niet gevonden']);
  });

  test('a lot with a transferred embryo can no longer be deleted', async () => {
    const lot = await f.lot(2);
    await f.transfer(firstEmbryo(lot), await f.surrogate());
    expect((await f.remove(lot.id)).statusCode).toBe(409);
  });
});
