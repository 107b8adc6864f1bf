import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { caseMsg } from '@stalboek/domain';
import { cases, horses, stockBatches, stockMods } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { caseFixtures, today } from './case-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const f = caseFixtures(() => t);
const remaining = async (id: string) =>
  (await t.database.db.select().from(stockBatches).where(eq(stockBatches.id, id)))[0]
    ?.remainingAmount;

describe('POST /api/case', () => {
  test('a case gets the reference YYYY-NNNNN and the defaults', async () => {
    const horse = await f.horse({ type: 'Merrie' });
    const id = await f.case(horse);
    const res = await f.get(id);
    expect(res.statusCode).toBe(200);
    const c = res.json();
    expect(c.reference).toMatch(new RegExp(`^${new Date().getUTCFullYear()}-\\d{5}$`));
    expect(c).toMatchObject({ status: 'Open', mainActivity: '-', customer: null, invoice: null });
    expect(c.horse).toMatchObject({ _id: horse, type: 'Merrie', surrogate: false });
  });

  test('20 parallel creates get 20 distinct consecutive references', async () => {
    const horse = await f.horse();
    const ids = await Promise.all(Array.from({ length: 20 }, () => f.case(horse)));
    const refs = await Promise.all(ids.map(async (id) => (await f.get(id)).json().reference));
    const numbers = refs.map((r: string) => Number(r.split('-')[1])).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(20);
    expect(numbers.at(-1)! - numbers[0]!).toBe(19);
  });

  test('bad input changes nothing: missing horse 400, unknown horse or customer 404', async () => {
    const before = (await t.database.db.select().from(cases)).length;
    const missing = await t.api({ method: 'POST', url: '/api/case', payload: {} });
    expect(missing.statusCode).toBe(400);
    const horse = await t.api({
      method: 'POST',
      url: '/api/case',
      payload: { horse: '00000000-0000-4000-8000-000000000000' },
    });
    expect(horse.statusCode).toBe(404);
    expect(horse.json().message).toBe('Paard niet gevonden');
    const customer = await t.api({
      method: 'POST',
      url: '/api/case',
      payload: { horse: await f.horse(), customer: '00000000-0000-4000-8000-000000000000' },
    });
    expect(customer.statusCode).toBe(404);
    const activity = await t.api({
      method: 'POST',
      url: '/api/case',
      payload: { horse: await f.horse(), mainActivity: 'Koffie' },
    });
    expect(activity.statusCode).toBe(400);
    expect((await t.database.db.select().from(cases)).length).toBe(before);
  });
});

describe('GET /api/case', () => {
  test('filters: status and activity multi, horse, customer, search, surrogate switches', async () => {
    const customer = await f.customer({ last_name: 'Verhoeven' });
    const mare = await f.horse({ type: 'Merrie', name: 'Zoë Caseley' });
    const surrogate = await f.horse({ type: 'Merrie', surrogate: true, name: 'Draagster' });
    const a = await f.case(mare, { customer, mainActivity: 'Embryotransfer' });
    const b = await f.case(surrogate, { customer, mainActivity: 'Draagmoeder' });
    const list = async (q: string) => {
      const res = await t.api({ method: 'GET', url: `/api/case?customer=${customer}&${q}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().results.map((r: { _id: string }) => r._id);
    };
    expect((await list('')).sort()).toEqual([a, b].sort());
    expect(await list('mainActivity=Embryotransfer&mainActivity=Ovum%20pick%20up')).toEqual([a]);
    expect(await list('status=Gesloten')).toEqual([]);
    expect((await list('status=Open&status=Gesloten')).length).toBe(2);
    expect(await list('hideSurrogate=true')).toEqual([a]);
    expect(await list('onlySurrogate=true')).toEqual([b]);
    expect(await list(`horse=${mare}`)).toEqual([a]);
    expect(await list('search=zoe cas')).toEqual([a]);
    const ref = (await f.get(b)).json().reference;
    expect(await list(`search=${ref}`)).toEqual([b]);
    const both = await t.api({
      method: 'GET',
      url: '/api/case?hideSurrogate=true&onlySurrogate=true',
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toContain(caseMsg.switchesExclusive);
  });

  test('a horse that becomes a surrogate moves between the switches (and a rename is searchable)', async () => {
    const customer = await f.customer();
    const mare = await f.horse({ type: 'Merrie', name: 'Gewone Merrie' });
    const id = await f.case(mare, { customer });
    const only = async () =>
      (await t.api({ method: 'GET', url: `/api/case?customer=${customer}&onlySurrogate=true` }))
        .json()
        .results.map((r: { _id: string }) => r._id);
    expect(await only()).toEqual([]);
    await t.database.db
      .update(horses)
      .set({ surrogate: true, name: 'Draagmoeder Dora' })
      .where(eq(horses.id, mare));
    expect(await only()).toEqual([id]);
    const found = await t.api({ method: 'GET', url: `/api/case?customer=${customer}&search=dora` });
    expect(found.json().total).toBe(1);
  });

  test('default order: status descending, then newest first; total counts the filter', async () => {
    const customer = await f.customer();
    const horse = await f.horse();
    const first = await f.case(horse, { customer });
    const second = await f.case(horse, { customer });
    const closed = await f.case(horse, { customer });
    expect((await f.put(closed, { status: 'Gesloten' })).statusCode).toBe(200);
    const res = await t.api({ method: 'GET', url: `/api/case?customer=${customer}&limit=2` });
    const body = res.json();
    expect(body.total).toBe(3);
    expect(body.results.map((r: { _id: string }) => r._id)).toEqual([second, first]);
    const sorted = await t.api({
      method: 'GET',
      url: `/api/case?customer=${customer}&sortBy=status&sortDesc=false&sortBy=createdAt&sortDesc=false`,
    });
    expect(sorted.json().results.map((r: { _id: string }) => r._id)).toEqual([
      closed,
      first,
      second,
    ]);
    expect((await t.api({ method: 'GET', url: '/api/case?sortBy=colour' })).statusCode).toBe(400);
  });

  test('GET /api/case/search finds by reference or horse name, at most `limit`', async () => {
    const horse = await f.horse({ name: 'Quirine Zoekbaar' });
    const id = await f.case(horse);
    const res = await t.api({ method: 'GET', url: '/api/case/search?searchValue=zoekbaar' });
    expect(res.json().results.map((r: { _id: string }) => r._id)).toEqual([id]);
    const limited = await t.api({ method: 'GET', url: '/api/case/search?limit=1' });
    expect(limited.json().results).toHaveLength(1);
  });

  test('GET /api/config/status lists the statuses and main activities', async () => {
    const res = await t.api({ method: 'GET', url: '/api/config/status' });
    expect(res.json().statuses).toEqual([
      'Open',
      'Factureerbaar',
      'Gefactureerd',
      'Niet factureerbaar',
      'Gesloten',
    ]);
    expect(res.json().activities).toContain('Kunstmatige inseminatie');
  });
});

describe('PUT /api/case/{id}: products take stock FEFO', () => {
  test('a product line takes stock as a Toediening on the horse; less gives back; removal all', async () => {
    const product = await f.product();
    const batch = await f.batch(product, { initialAmount: 10 });
    const horse = await f.horse();
    const id = await f.case(horse);
    const add = await f.put(id, { products: [{ product, amount: 3, date: today() }] });
    expect(add.statusCode, add.body).toBe(200);
    expect(await remaining(batch._id)).toBe(7);
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
    expect(await remaining(batch._id)).toBe(9);
    const removed = await f.put(id, { products: [] });
    expect(removed.statusCode).toBe(200);
    expect(await remaining(batch._id)).toBe(10);
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
    expect(await remaining(batch._id)).toBe(2);
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
    expect(await remaining(batch._id)).toBe(6);
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
    expect(await remaining(batch._id)).toBe(8);
    expect((await f.put(id, { protocols: [] })).statusCode).toBe(200);
    expect(await remaining(batch._id)).toBe(10);
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

  test('a protocol with a semen-lot parameter cannot be applied yet (400, says why)', async () => {
    const protocol = await f.protocol({ parameters: [{ elementModel: 'SemenCollection' }] });
    const id = await f.case(await f.horse());
    const res = await f.put(id, { protocols: [{ protocol, date: today() }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Sperma-loten/);
  });
});

describe('boarding lines and status', () => {
  test('choosing Factureerbaar needs complete boarding lines; end before start is 400', async () => {
    const id = await f.case(await f.horse());
    const pension = await f.pension();
    const open = { from: '2026-11-01T11:00:00.000Z', to: null, type: pension };
    // A line lacking its end, billable or not, blocks the choice (spec 01 §4) and nothing is kept.
    for (const billable of [true, false]) {
      const blocked = await f.put(id, {
        status: 'Factureerbaar',
        pension: [{ ...open, billable }],
      });
      expect(blocked.statusCode).toBe(409);
      expect(blocked.json().message).toBe(caseMsg.boardingIncomplete);
      expect((await f.get(id)).json()).toMatchObject({ status: 'Open', pension: [] });
    }
    const complete = { ...open, to: '2026-11-05T11:00:00.000Z' };
    expect((await f.put(id, { status: 'Factureerbaar', pension: [complete] })).statusCode).toBe(
      200,
    );
    // Already Factureerbaar: a horse that is boarding again (no end yet) does not block saving.
    const again = await f.put(id, { status: 'Factureerbaar', pension: [complete, open] });
    expect(again.statusCode).toBe(200);
    expect(again.json().pension).toHaveLength(2);
    await f.put(id, { status: 'Open', pension: [] });
    const backwards = await f.put(id, {
      pension: [{ from: '2026-11-10T11:00:00.000Z', to: '2026-11-01T11:00:00.000Z' }],
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toContain(caseMsg.boardingEndBeforeStart);
    const saved = await f.put(id, { pension: [{ from: '2026-11-01T11:00:00.000Z' }] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().pension).toMatchObject([
      { from: '2026-11-01T11:00:00.000Z', to: null, type: null, index: 0 },
    ]);
  });
});

describe('DELETE /api/case/{id}', () => {
  test('only an Open case without sheets, boarding lines or invoice; its stock comes back', async () => {
    const product = await f.product();
    const batch = await f.batch(product, { initialAmount: 5 });
    const id = await f.case(await f.horse());
    await f.put(id, { products: [{ product, amount: 2, date: today() }] });
    expect(await remaining(batch._id)).toBe(3);
    expect((await t.api({ method: 'DELETE', url: `/api/case/${id}` })).statusCode).toBe(204);
    expect(await remaining(batch._id)).toBe(5);
    expect((await f.get(id)).statusCode).toBe(404);
  });

  test.each([
    ['not Open', { status: 'Gesloten' }, caseMsg.notDeletable.status],
    [
      'boarding lines',
      { pension: [{ from: '2026-11-01T11:00:00.000Z' }] },
      caseMsg.notDeletable.boarding,
    ],
  ])('refused with %s', async (_label, changes, message) => {
    const id = await f.case(await f.horse());
    expect((await f.put(id, changes)).statusCode).toBe(200);
    const res = await t.api({ method: 'DELETE', url: `/api/case/${id}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(message);
  });

  test('refused with an invoice; unknown case 404', async () => {
    const id = await f.case(await f.horse());
    await t.database.db.update(cases).set({ invoiceId: 'INV-9' }).where(eq(cases.id, id));
    const res = await t.api({ method: 'DELETE', url: `/api/case/${id}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(caseMsg.notDeletable.invoice);
    const unknown = await t.api({
      method: 'DELETE',
      url: '/api/case/00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('GET /api/case/{id}/invoice-preview', () => {
  test('billable protocols, sold products and complete boarding lines, priced', async () => {
    const product = await f.product({ sellingPricePerUnit: 12.4, tax: 6 });
    await f.batch(product, { initialAmount: 10 });
    const protocol = await f.protocol({ price: 35, tax: 21, products: [{ product, amount: 1 }] });
    const pension = await f.pension({ pricePerDay: 9.5, tax: 6 });
    const id = await f.case(await f.horse());
    const saved = await f.put(id, {
      protocols: [{ protocol, amount: 2, date: today() }],
      products: [
        { product, amount: 2, date: today() },
        { product, amount: 1, sell: false, date: today() },
      ],
      pension: [
        {
          from: '2026-11-01T11:00:00.000Z',
          to: '2026-11-05T11:00:00.000Z',
          type: pension,
        },
        { from: '2026-11-01T11:00:00.000Z', type: pension },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await t.api({ method: 'GET', url: `/api/case/${id}/invoice-preview` });
    expect(res.statusCode).toBe(200);
    // The protocol's own product is in its price; the unsold product and the open line are not.
    expect(
      res
        .json()
        .lines.map((l: { kind: string; quantity: number; net: number }) => [
          l.kind,
          l.quantity,
          l.net,
        ]),
    ).toEqual([
      ['protocol', 2, 70],
      ['product', 2, 24.8],
      ['boarding', 4, 38],
    ]);
    expect(res.json().totals).toMatchObject({ net: 132.8, tax: 18.47, gross: 151.27 });
    const unknown = await t.api({
      method: 'GET',
      url: '/api/case/00000000-0000-4000-8000-000000000000/invoice-preview',
    });
    expect(unknown.statusCode).toBe(404);
  });
});
