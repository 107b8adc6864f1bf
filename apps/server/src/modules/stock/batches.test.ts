import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { audit, stockBatches, stockMods } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { batchInput, noon, stockFixtures } from './stock.fixture.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const f = stockFixtures(() => t);
const post = (body: Record<string, unknown>) =>
  t.api({ method: 'POST', url: '/api/stock', payload: body });
const batchCount = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(stockBatches))[0]?.n;

describe('POST /api/stock (new batch)', () => {
  test('receives a batch: remaining = initial, an Aankoop mod and one audit row', async () => {
    const product = await f.product();
    const res = await post(
      batchInput(product, {
        initialAmount: '12.5',
        buyInPrice: '3.1',
        expirationDate: '2027-03-31T09:00:00Z',
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { batch } = res.json();
    expect(batch).toMatchObject({
      product,
      lotNumber: 'L-2026-001',
      supplier: 'Medini',
      initialAmount: 12.5,
      remainingAmount: 12.5,
      buyInPrice: 3.1,
      active: true,
      // A date is stored at 12:00 Europe/Brussels of its day (summer time: 10:00 UTC).
      expirationDate: '2027-03-31T10:00:00.000Z',
      deliveryDate: '2026-01-15T11:00:00.000Z',
    });
    const mods = await t.database.db
      .select()
      .from(stockMods)
      .where(eq(stockMods.batchId, batch._id));
    expect(mods.map((m) => [m.type, m.amount, m.productId])).toEqual([['Aankoop', 12.5, product]]);
    const rows = await t.database.db.select().from(audit).where(eq(audit.entityId, batch._id));
    expect(rows.map((r) => r.action)).toEqual(['create']);
  });

  test('a picked date-time is stored at noon of its Brussels day', async () => {
    const product = await f.product();
    const batch = await f.batch(product, { expirationDate: '2027-06-30T22:30:00.000Z' });
    expect(batch).toMatchObject({ expirationDate: '2027-07-01T10:00:00.000Z' });
  });

  test.each([
    [{ lotNumber: '' }, 'body.lotNumber', 'Dit veld is verplicht'],
    [{ lotNumber: undefined }, 'body.lotNumber', 'Dit veld is verplicht'],
    [{ expirationDate: undefined }, 'body.expirationDate', 'Dit veld is verplicht'],
    [{ expirationDate: '' }, 'body.expirationDate', 'Dit veld is verplicht'],
    [{ expirationDate: '2027-02-30T12:00:00Z' }, 'body.expirationDate', 'Ongeldige datum'],
    [{ expirationDate: '2027-03-31' }, 'body.expirationDate', 'Ongeldige datum'],
    [{ deliveryDate: undefined }, 'body.deliveryDate', 'Dit veld is verplicht'],
    [{ deliveryDate: 'gisteren' }, 'body.deliveryDate', 'Ongeldige datum'],
    [{ supplier: ' ' }, 'body.supplier', 'Dit veld is verplicht'],
    [{ buyInPrice: 'veel' }, 'body.buyInPrice', 'Dit veld is verplicht'],
    [{ buyInPrice: -1 }, 'body.buyInPrice', 'Mag niet negatief zijn'],
    [{ sellingPricePerUnit: undefined }, 'body.sellingPricePerUnit', 'Dit veld is verplicht'],
    [{ initialAmount: true }, 'body.initialAmount', 'Dit veld is verplicht'],
    [{ initialAmount: 1.234 }, 'body.initialAmount', 'Maximum 2 cijfers na de komma'],
    [{ product: 'abc' }, 'body.product', undefined],
  ])('refuses %j (400) and writes nothing', async (change, path, message) => {
    const product = await f.product();
    const before = await batchCount();
    const res = await post({ ...batchInput(product), ...change });
    expect(res.statusCode).toBe(400);
    const detail = res.json().details.find((d: { path: string }) => d.path === path);
    expect(detail, res.body).toBeDefined();
    if (message) expect(detail.message).toBe(message);
    expect(await batchCount()).toBe(before);
  });

  test('an unknown product is a 404 and writes nothing', async () => {
    const before = await batchCount();
    const res = await post(batchInput('0b9e4b9e-0000-4000-8000-000000000000'));
    expect(res.statusCode).toBe(404);
    expect(await batchCount()).toBe(before);
  });
});

describe('GET /api/stock/{productId} (batches)', () => {
  test('default order is expiration date ascending; remaining filter; paging', async () => {
    const product = await f.product();
    const late = await f.batch(product, { lotNumber: 'LATE', expirationDate: noon('2028-01-01') });
    const soon = await f.batch(product, { lotNumber: 'SOON', expirationDate: noon('2026-09-01') });
    const empty = await f.batch(product, {
      lotNumber: 'EMPTY',
      expirationDate: noon('2027-01-01'),
      initialAmount: 0,
    });
    const list = async (q = '') => {
      const res = await t.api({ method: 'GET', url: `/api/stock/${product}${q}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { batches: { _id: string }[]; total: number };
    };
    expect((await list()).batches.map((b) => b._id)).toEqual([soon._id, empty._id, late._id]);
    expect(await list('?remaining=In%20stock')).toMatchObject({ total: 2 });
    expect((await list('?remaining=Out%20of%20stock')).batches.map((b) => b._id)).toEqual([
      empty._id,
    ]);
    expect((await list('?sortBy=expirationDate&sortDesc=true&limit=1&page=2')).batches).toEqual([
      expect.objectContaining({ _id: empty._id }),
    ]);
    expect((await list('?sortBy=lotNumber')).batches.map((b) => b._id)).toEqual([
      empty._id,
      late._id,
      soon._id,
    ]);
  });

  test('unknown product 404; bad id, filter or sort 400', async () => {
    const product = await f.product();
    for (const [url, status] of [
      ['/api/stock/0b9e4b9e-0000-4000-8000-000000000000', 404],
      ['/api/stock/xyz', 400],
      [`/api/stock/${product}?remaining=Some`, 400],
      [`/api/stock/${product}?sortBy=price`, 400],
      [`/api/stock/${product}?limit=0`, 400],
    ] as const) {
      const res = await t.api({ method: 'GET', url });
      expect(res.statusCode, url).toBe(status);
    }
  });
});

describe('PUT /api/stock/{batchId}/deactivate|activate', () => {
  test('deactivates and activates a batch, audited', async () => {
    const batch = await f.batch(await f.product());
    const off = await t.api({ method: 'PUT', url: `/api/stock/${batch._id}/deactivate` });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().batch).toMatchObject({ _id: batch._id, active: false });
    const on = await t.api({ method: 'PUT', url: `/api/stock/${batch._id}/activate` });
    expect(on.json().batch).toMatchObject({ active: true });
    const rows = await t.database.db.select().from(audit).where(eq(audit.entityId, batch._id));
    expect(rows.map((r) => r.action)).toEqual(['create', 'update', 'update']);
  });

  test('unknown batch 404, bad id 400', async () => {
    const unknown = '0b9e4b9e-0000-4000-8000-000000000000';
    expect(
      (await t.api({ method: 'PUT', url: `/api/stock/${unknown}/deactivate` })).statusCode,
    ).toBe(404);
    expect((await t.api({ method: 'PUT', url: '/api/stock/12/activate' })).statusCode).toBe(400);
  });
});

describe('a batch with mods cannot be deleted (RESTRICT)', () => {
  test('deleting a batch row that has its Aankoop mod is refused by the database', async () => {
    const batch = await f.batch(await f.product());
    await expect(
      t.database.db.delete(stockBatches).where(eq(stockBatches.id, batch._id)),
    ).rejects.toThrow();
    expect(await batchCount()).toBeGreaterThan(0);
  });
});
