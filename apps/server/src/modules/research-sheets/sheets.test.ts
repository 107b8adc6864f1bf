import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { sheetMsg } from '@stalboek/domain';
import { cases, horses, researchSheets, stockBatches, stockMods } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { caseFixtures, today } from '../cases/cases.fixture.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const f = caseFixtures(() => t);

const information = {
  leftOvary: {
    follicles: [
      { follicle: '#1', size: 35, follicleTag: 'Dominant' },
      { follicle: '#2', size: 12, follicleTag: null },
    ],
    tags: ['Multifolliculair'],
  },
  rightOvary: { follicles: [], tags: [] },
  uterus: { rating: 2, content: { moist: 'Weinig', type: 'Helder' } },
  pregnant: { isPregnant: true, count: null },
};

async function mareCase() {
  const customer = await f.customer();
  const horse = await f.horse({ type: 'Merrie' });
  const caseId = await f.case(horse, { customer });
  return { customer, horse, caseId };
}
const post = (payload: Record<string, unknown>) =>
  t.api({ method: 'POST', url: '/api/researchSheet', payload });

describe('POST /api/researchSheet', () => {
  test("a mare's sheet is saved with her ovary tags and cysts on the horse", async () => {
    const { horse, caseId, customer } = await mareCase();
    const researchDate = '2026-11-20T09:30:00.000Z';
    const res = await post({
      case: caseId,
      horse,
      doctor: 'Dr. Peeters',
      researchDate,
      information,
      cysts: [{ id: '#1', size: 8, position: 'Boven' }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const sheet = res.json();
    expect(sheet).toMatchObject({ billable: true, client: customer, doctor: 'Dr. Peeters' });
    // Pregnant without a count is 'Eenling'.
    expect(sheet.information.pregnant).toEqual({ isPregnant: true, count: 'Eenling' });
    const [h] = await t.database.db.select().from(horses).where(eq(horses.id, horse));
    expect(h?.ovaryTags).toEqual({
      leftOvary: { tags: ['Multifolliculair'] },
      rightOvary: { tags: [] },
    });
    expect(h?.cysts).toEqual({
      [String(new Date(researchDate).getTime())]: [{ id: '#1', size: 8, position: 'Boven' }],
    });
    const c = (await f.get(caseId)).json();
    expect(c.researchSheets).toEqual([
      { _id: sheet._id, researchDate, doctor: 'Dr. Peeters', billable: true },
    ]);
  });

  test('the moisture type goes only with a moisture', async () => {
    const { horse, caseId } = await mareCase();
    const res = await post({
      case: caseId,
      horse,
      doctor: 'Dr. Claes',
      researchDate: today(),
      information: {
        ...information,
        uterus: { rating: 0, content: { moist: null, type: 'Helder' } },
      },
    });
    expect(res.json().information.uterus.content).toEqual({ moist: null, type: null });
  });

  test.each([
    ['no vet', { doctor: '' }, 'Dit veld is verplicht'],
    ['a future date', { researchDate: '2099-01-01T10:00:00.000Z' }, sheetMsg.futureDate],
    [
      'a bad follicle',
      { information: { leftOvary: { follicles: [{ follicle: 'x', size: 1 }] } } },
      'Ongeldige follikel',
    ],
    ['rating 5', { information: { uterus: { rating: 5 } } }, ''],
  ])('%s is a 400 and nothing is saved', async (_label, change, message) => {
    const { horse, caseId } = await mareCase();
    const res = await post({
      case: caseId,
      horse,
      doctor: 'Dr. Claes',
      researchDate: today(),
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    const rows = await t.database.db
      .select()
      .from(researchSheets)
      .where(eq(researchSheets.caseId, caseId));
    expect(rows).toEqual([]);
  });

  test('unknown case 404, another horse 400, a closed case 409', async () => {
    const { horse, caseId } = await mareCase();
    const base = { horse, doctor: 'Dr. Claes', researchDate: today() };
    expect((await post({ ...base, case: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(
      404,
    );
    const other = await post({ ...base, case: caseId, horse: await f.horse() });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe(sheetMsg.horseMismatch);
    await t.database.db.update(cases).set({ status: 'Gesloten' }).where(eq(cases.id, caseId));
    const closed = await post({ ...base, case: caseId });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(sheetMsg.caseClosed);
  });

  test('a product on a sheet takes stock; a failing take keeps neither sheet nor horse change', async () => {
    const product = await f.product();
    const [batch] = [await f.batch(product, { initialAmount: 3 })];
    const { horse, caseId } = await mareCase();
    const base = { case: caseId, horse, doctor: 'Dr. Claes', researchDate: today(), information };
    const tooMuch = await post({ ...base, products: [{ product, amount: 4, date: today() }] });
    expect(tooMuch.statusCode).toBe(409);
    const [h] = await t.database.db.select().from(horses).where(eq(horses.id, horse));
    expect(h?.ovaryTags).toEqual({ leftOvary: { tags: [] }, rightOvary: { tags: [] } });
    const ok = await post({ ...base, products: [{ product, amount: 2, date: today() }] });
    expect(ok.statusCode, ok.body).toBe(201);
    const [b] = await t.database.db
      .select()
      .from(stockBatches)
      .where(eq(stockBatches.id, batch!._id));
    expect(b?.remainingAmount).toBe(1);
    expect(ok.json().products[0]).toMatchObject({ amount: 2, sheet: ok.json()._id });
  });
});

describe('PUT and DELETE /api/researchSheet/{id}', () => {
  test('an invoiced sheet keeps everything but its amounts (409); stock follows the amounts', async () => {
    const product = await f.product();
    const batch = await f.batch(product, { initialAmount: 10 });
    const protocol = await f.protocol({ products: [{ product, amount: 1 }] });
    const { horse, caseId } = await mareCase();
    const base = {
      case: caseId,
      horse,
      doctor: 'Dr. Claes',
      researchDate: '2026-11-01T10:00:00.000Z',
      information,
    };
    const created = await post({
      ...base,
      protocols: [{ protocol, date: today() }],
      products: [{ product, amount: 2, date: today() }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const sheet = created.json();
    expect(await f.remaining(batch._id)).toBe(7);
    await t.database.db
      .update(researchSheets)
      .set({ billable: false })
      .where(eq(researchSheets.id, sheet._id));
    const line = {
      ...sheet.products.find((p: { protocolLine: null }) => !p.protocolLine),
      product,
    };
    const protocolLine = { ...sheet.protocols[0], protocol };
    const put = (payload: Record<string, unknown>) =>
      t.api({
        method: 'PUT',
        url: `/api/researchSheet/${sheet._id}`,
        payload: { ...base, protocols: [protocolLine], products: [line], ...payload },
      });
    const doctor = await put({ doctor: 'Dr. Peeters' });
    expect(doctor.statusCode).toBe(409);
    expect(doctor.json().message).toBe(sheetMsg.invoiced);
    expect((await put({ products: [] })).statusCode).toBe(409);
    expect(
      (await put({ products: [line, { product, amount: 1, date: today() }] })).statusCode,
    ).toBe(409);
    expect(await f.remaining(batch._id)).toBe(7);
    // The amounts alone: the product takes 1 more, the protocol's product follows its amount.
    const amounts = await put({
      protocols: [{ ...protocolLine, amount: 2 }],
      products: [{ ...line, amount: 3 }],
    });
    expect(amounts.statusCode, amounts.body).toBe(200);
    expect(amounts.json().protocols[0].amount).toBe(2);
    expect(
      amounts
        .json()
        .products.map((p: { amount: number; protocolLine: string | null }) => [
          Boolean(p.protocolLine),
          p.amount,
        ]),
    ).toEqual(
      expect.arrayContaining([
        [true, 2],
        [false, 3],
      ]),
    );
    expect(await f.remaining(batch._id)).toBe(5);
    // Back to 1 each: 2 + 3 taken becomes 1 + 1.
    const less = await put({ products: [{ ...line, amount: 1 }] });
    expect(less.statusCode).toBe(200);
    expect(await f.remaining(batch._id)).toBe(8);
    // Given back by corrections that name the sheet's case; the administrations stay as written.
    const reference = (await f.get(caseId)).json().reference as string;
    const mods = await t.database.db
      .select()
      .from(stockMods)
      .where(and(eq(stockMods.batchId, batch._id), eq(stockMods.type, 'Toediening')));
    const corrections = mods.filter((m) => m.correctsId);
    // The product's newest take (1) whole and 1 of its first (2); the protocol's newest take (1).
    expect(corrections.map((m) => m.amount)).toEqual([-1, -1, -1]);
    for (const c of corrections)
      expect(c.reason).toBe(`Hoeveelheid verlaagd in een onderzoeksfiche van case ${reference}`);
    expect(mods.filter((m) => !m.correctsId).every((m) => m.amount > 0)).toBe(true);
    expect(mods.reduce((sum, m) => sum + m.amount, 0)).toBe(2);
  });

  test('a closed case refuses changes to its sheets (409) as it refuses new ones', async () => {
    const { horse, caseId } = await mareCase();
    const base = { case: caseId, horse, doctor: 'Dr. Claes', researchDate: today() };
    const sheet = (await post(base)).json();
    await t.database.db.update(cases).set({ status: 'Gesloten' }).where(eq(cases.id, caseId));
    const put = await t.api({
      method: 'PUT',
      url: `/api/researchSheet/${sheet._id}`,
      payload: { ...base, doctor: 'Dr. Peeters' },
    });
    expect(put.statusCode).toBe(409);
    expect(put.json().message).toBe(sheetMsg.caseClosedSheet);
    const del = await t.api({ method: 'DELETE', url: `/api/researchSheet/${sheet._id}` });
    expect(del.statusCode).toBe(409);
    const [row] = await t.database.db
      .select()
      .from(researchSheets)
      .where(eq(researchSheets.id, sheet._id));
    expect(row?.doctor).toBe('Dr. Claes');
  });

  test('a sheet with lines cannot be deleted; without, it can (and its cysts leave the mare)', async () => {
    const product = await f.product();
    await f.batch(product, { initialAmount: 10 });
    const { horse, caseId } = await mareCase();
    const base = {
      case: caseId,
      horse,
      doctor: 'Dr. Claes',
      researchDate: '2026-11-02T10:00:00.000Z',
    };
    const withLine = (
      await post({ ...base, products: [{ product, amount: 1, date: today() }] })
    ).json();
    const refused = await t.api({ method: 'DELETE', url: `/api/researchSheet/${withLine._id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(sheetMsg.notDeletable);
    const plain = (
      await post({
        ...base,
        researchDate: '2026-11-03T10:00:00.000Z',
        cysts: [{ id: '#1', size: 5 }],
      })
    ).json();
    expect(
      (await t.api({ method: 'DELETE', url: `/api/researchSheet/${plain._id}` })).statusCode,
    ).toBe(204);
    const [h] = await t.database.db.select().from(horses).where(eq(horses.id, horse));
    expect(Object.keys(h?.cysts as object)).toEqual([
      String(new Date('2026-11-02T10:00:00.000Z').getTime()),
    ]);
    expect(
      (await t.api({ method: 'GET', url: `/api/researchSheet/${plain._id}` })).statusCode,
    ).toBe(404);
  });
});
