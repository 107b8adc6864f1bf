import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { caseMsg } from '@stalboek/domain';
import { cases, stockMods } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { icsiFixtures } from '../icsi/icsi.fixture.ts';
import { caseFixtures, today } from './cases.fixture.ts';
import { embryoNotFoundMsg } from './line-parameters.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const f = caseFixtures(() => t);
const icsi = icsiFixtures(() => t);

describe('PUT /api/case/{id}: products take stock FEFO', () => {
  test('a product line takes stock as a Toediening on the horse; less gives back; removal all', async () => {
    const product = await f.product();
    const batch = await f.batch(product, { initialAmount: 10 });
    const horse = await f.horse();
    const id = await f.case(horse);
    const add = await f.put(id, { products: [{ product, amount: 3, date: today() }] });
    expect(add.statusCode, add.body).toBe(200);
    expect(await f.remaining(batch._id)).toBe(7);
    const line = add.json().products[0];
    expect(line).toMatchObject({ amount: 3, sell: true, billable: true, sheet: null });
    expect(line.product).toMatchObject({ _id: product, remaining: 7 });
    const mods = await t.database.db
      .select()
      .from(stockMods)
      .where(eq(stockMods.caseLineId, line._id));
    expect(mods).toMatchObject([{ type: 'Toediening', horseId: horse, caseId: id, amount: 3 }]);

    const less = await f.put(id, { products: [{ ...line, product, amount: 1 }] });
    expect(less.statusCode, less.body).toBe(200);
    expect(await f.remaining(batch._id)).toBe(9);
    const removed = await f.put(id, { products: [] });
    expect(removed.statusCode).toBe(200);
    expect(await f.remaining(batch._id)).toBe(10);
    expect(
      await t.database.db.select().from(stockMods).where(eq(stockMods.caseLineId, line._id)),
    ).toEqual([]);
  });

  test('a take beyond stock is a 409 and nothing of the save is kept', async () => {
    const product = await f.product();
    const batch = await f.batch(product, { initialAmount: 2 });
    const id = await f.case(await f.horse());
    const res = await f.put(id, {
      mainActivity: 'Ovum pick up',
      products: [
        { product, amount: 1, date: today() },
        { product, amount: 5, date: today() },
      ],
    });
    expect(res.statusCode).toBe(409);
    expect(await f.remaining(batch._id)).toBe(2);
    const c = (await f.get(id)).json();
    expect(c.mainActivity).toBe('-');
    expect(c.products).toEqual([]);
  });

  test('an invoiced line cannot be removed; an invoiced case cannot be saved', async () => {
    const product = await f.product();
    await f.batch(product, { initialAmount: 10 });
    const id = await f.case(await f.horse());
    const line = (await f.put(id, { products: [{ product, amount: 1, date: today() }] })).json()
      .products[0];
    const { caseProductLines } = await import('../../db/schema/index.ts');
    await t.database.db
      .update(caseProductLines)
      .set({ billable: false })
      .where(eq(caseProductLines.id, line._id));
    const res = await f.put(id, { products: [] });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(caseMsg.lineInvoiced);
    await t.database.db.update(cases).set({ invoiceId: 'INV-1' }).where(eq(cases.id, id));
    const invoiced = await f.put(id, { mainActivity: 'Ovum pick up' });
    expect(invoiced.statusCode).toBe(409);
    expect(invoiced.json().message).toBe(caseMsg.invoiced);
  });
});

describe('PUT /api/case/{id}: protocols', () => {
  test('a protocol takes its products × amount and creates its notifications', async () => {
    const product = await f.product();
    const batch = await f.batch(product, { initialAmount: 10 });
    const customer = await f.customer();
    const horse = await f.horse();
    const protocol = await f.protocol({
      products: [{ product, amount: 2 }],
      notifications: [
        { text: 'Controle drachtigheid', days: 14, tags: ['Horse', 'Case', 'Customer'] },
      ],
    });
    const id = await f.case(horse, { customer });
    const date = '2026-11-20T11:00:00.000Z';
    const res = await f.put(id, { protocols: [{ protocol, amount: 2, date }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(await f.remaining(batch._id)).toBe(6);
    const c = res.json();
    expect(c.protocols[0]).toMatchObject({
      amount: 2,
      billable: true,
      protocol: { _id: protocol },
    });
    expect(c.products[0]).toMatchObject({ amount: 4, protocolLine: c.protocols[0]._id });
    const { notifications } = await import('../../db/schema/index.ts');
    const [n] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.sourceLineId, c.protocols[0]._id));
    expect(n?.text).toBe('Controle drachtigheid');
    expect(n?.expirationDate.toISOString()).toBe('2026-12-04T11:00:00.000Z');
    expect(n?.tags).toEqual([
      { element: horse, elementModel: 'Horse' },
      { element: id, elementModel: 'Case' },
      { element: customer, elementModel: 'Customer' },
    ]);
    // Fewer: its products follow; removed: all stock back and the notification gone.
    const line = { ...c.protocols[0], protocol };
    expect((await f.put(id, { protocols: [{ ...line, amount: 1 }] })).statusCode).toBe(200);
    expect(await f.remaining(batch._id)).toBe(8);
    expect((await f.put(id, { protocols: [] })).statusCode).toBe(200);
    expect(await f.remaining(batch._id)).toBe(10);
    expect(
      await t.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.sourceLineId, line._id)),
    ).toEqual([]);
  });

  test('every parameter needs its element, of the right gender and specification', async () => {
    const protocol = await f.protocol({
      parameters: [
        { elementModel: 'Horse', elementType: 'Hengst', elementSpecification: 'Dekhengst' },
      ],
    });
    const id = await f.case(await f.horse());
    const none = await f.put(id, { protocols: [{ protocol, date: today() }] });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(caseMsg.parameterMissing);
    const mare = await f.horse({ type: 'Merrie' });
    const param = (element: string) => [{ elementModel: 'Horse', element }];
    const wrong = await f.put(id, {
      protocols: [{ protocol, date: today(), parameters: param(mare) }],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(caseMsg.elementMismatch);
    const stud = await f.horse({ type: 'Hengst', stud_horse: true, name: 'Cornet' });
    const ok = await f.put(id, {
      protocols: [{ protocol, date: today(), parameters: param(stud) }],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().protocols[0].parameters[0]).toMatchObject({
      element: stud,
      elementName: 'Cornet',
    });
  });

  test('an Embryo parameter names an embryo not deleted, shown by its code and donor mare', async () => {
    const protocol = await f.protocol({ parameters: [{ elementModel: 'Embryo' }] });
    const id = await f.case(await f.horse());
    const param = (element: string) => [{ elementModel: 'Embryo', element }];
    const none = await f.put(id, { protocols: [{ protocol, date: today() }] });
    expect(none.json().message).toBe(caseMsg.parameterMissing);
    const unknown = await f.put(id, {
      protocols: [{ protocol, date: today(), parameters: param(randomUUID()) }],
    });
    expect([unknown.statusCode, unknown.json().message]).toEqual([400, embryoNotFoundMsg]);
    const lot = await icsi.lot(1, { code: 'ET-7' });
    const embryo = lot.lot.embryos[0]._id as string;
    const ok = await f.put(id, {
      protocols: [{ protocol, date: today(), parameters: param(embryo) }],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const mare = (await icsi.embryo(embryo)).donor_mare.name;
    expect(ok.json().protocols[0].parameters[0]).toMatchObject({
      element: embryo,
      elementName: `1-ET-7 (${mare})`,
    });
  });
});

describe('PUT /api/case/{id}: a line without a date', () => {
  test("takes the save's time; a saved line sent without one keeps its date", async () => {
    const product = await f.product();
    await f.batch(product, { initialAmount: 10 });
    const protocol = await f.protocol();
    const id = await f.case(await f.horse());
    const before = Date.now();
    const res = await f.put(id, { products: [{ product, amount: 2 }], protocols: [{ protocol }] });
    expect(res.statusCode, res.body).toBe(200);
    const after = Date.now();
    const c = res.json();
    for (const line of [c.products[0], c.protocols[0]]) {
      expect(Date.parse(line.date)).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(line.date)).toBeLessThanOrEqual(after);
    }
    const { date: productDate, ...saved } = c.products[0];
    const { date: protocolDate, ...savedProtocol } = c.protocols[0];
    const again = await f.put(id, {
      products: [{ ...saved, product, amount: 3 }],
      protocols: [{ ...savedProtocol, protocol }],
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().products[0]).toMatchObject({ amount: 3, date: productDate });
    expect(again.json().protocols[0].date).toBe(protocolDate);
  });
});
