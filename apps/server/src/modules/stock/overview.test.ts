import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { takeStockFefo } from './fefo.ts';
import { noon, stockFixtures } from './stock.fixture.ts';

// One database for the file: the lists below are filtered to what each test made.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const f = stockFixtures(() => t);
const get = async (url: string) => {
  const res = await t.api({ method: 'GET', url });
  expect(res.statusCode, `${url} ${res.body}`).toBe(200);
  return res.json();
};

describe('GET /api/stock (overview, one row per product)', () => {
  test('sums remaining and values over active batches; totals cover the filtered list', async () => {
    const a = await f.product({ name: 'Ovx Alfa', type: 'Vaccin', tax: 21 });
    const b = await f.product({ name: 'Ovx Beta', type: 'Vaccin', tax: 21 });
    const empty = await f.product({ name: 'Ovx Leeg', type: 'Vaccin', tax: 21 });
    await f.batch(a, {
      initialAmount: 3,
      buyInPrice: 1.15,
      sellingPrice: 2.2,
      expirationDate: noon('2027-05-01'),
    });
    const soon = await f.batch(a, {
      initialAmount: 2,
      buyInPrice: 10,
      sellingPrice: 20,
      expirationDate: noon('2026-10-01'),
    });
    const gone = await f.batch(a, {
      initialAmount: 4,
      buyInPrice: 99,
      sellingPrice: 99,
      expirationDate: noon('2026-01-01'),
    });
    await t.api({ method: 'PUT', url: `/api/stock/${gone._id}/deactivate` });
    await f.batch(b, { initialAmount: 1, buyInPrice: 0.33, sellingPrice: 0.5 });
    await f.batch(empty, { initialAmount: 0, expirationDate: noon('2026-08-01') });
    await f.take(soon._id, { type: 'Controle', amount: 0.5 });

    const all = await get('/api/stock?search=ovx&limit=2');
    expect(all).toMatchObject({
      total: 3,
      // a: 3 × 1.15 + 1.5 × 10 = 18.45; b: 0.33 → 18.78. Sell: 6.6 + 30 + 0.5 = 37.1.
      totalRemainingBuyValue: 18.78,
      totalRemainingSellValue: 37.1,
    });
    expect(all.results).toHaveLength(2);
    expect(all.results[0]).toMatchObject({
      _id: a,
      name: 'Ovx Alfa',
      type: 'Vaccin',
      tax: 21,
      remaining: 4.5,
      remainingBuyValue: 18.45,
      remainingSellvalue: 36.6,
      expirationDate: '2026-10-01T10:00:00.000Z',
    });
    const out = await get('/api/stock?search=ovx&remaining=Out%20of%20stock');
    expect(out.results.map((r: { _id: string }) => r._id)).toEqual([empty]);
    expect(out.results[0]).toMatchObject({ remaining: 0, expirationDate: null });
    expect(out).toMatchObject({ total: 1, totalRemainingBuyValue: 0 });
    const inStock = await get(
      '/api/stock?search=ovx&remaining=In%20stock&sortBy=remaining&sortDesc=true',
    );
    expect(inStock.results.map((r: { _id: string }) => r._id)).toEqual([a, b]);
    const byExpiry = await get(
      '/api/stock?search=ovx&sortBy=expirationDate&sortBy=name&sortDesc=false',
    );
    expect(byExpiry.results.map((r: { _id: string }) => r._id)).toEqual([a, b, empty]);
    expect((await get('/api/stock?search=ovx&tax=6')).total).toBe(0);
    expect((await get('/api/stock?search=ovx&type=Vaccin&tax=21')).total).toBe(3);
  });

  test.each(['sortBy=price', 'tax=12', 'type=Snoep', 'remaining=Some', 'limit=1001', 'page=0'])(
    'bad query %s is a 400',
    async (q) => {
      expect((await t.api({ method: 'GET', url: `/api/stock?${q}` })).statusCode).toBe(400);
    },
  );
});

describe('GET /api/stock/remaining', () => {
  test('Σ remaining over active batches per product; 0 when none; bad id 400', async () => {
    const p = await f.product();
    const none = await f.product();
    await f.batch(p, { initialAmount: 3 });
    const off = await f.batch(p, { initialAmount: 7 });
    await t.api({ method: 'PUT', url: `/api/stock/${off._id}/deactivate` });
    expect(await get(`/api/stock/remaining?product=${p}&product=${none}`)).toEqual({
      results: [
        { product: p, remaining: 3 },
        { product: none, remaining: 0 },
      ],
    });
    expect(await get('/api/stock/remaining')).toEqual({ results: [] });
    expect((await t.api({ method: 'GET', url: '/api/stock/remaining?product=1' })).statusCode).toBe(
      400,
    );
  });
});

describe('GET /api/product/to-expire', () => {
  test('active batches with stock, soonest expiry first, limit 5 by default', async () => {
    const p = await f.product({ name: 'Vervalt' });
    const first = await f.batch(p, { lotNumber: 'V1', expirationDate: noon('2020-01-02') });
    const off = await f.batch(p, { lotNumber: 'V0', expirationDate: noon('2020-01-01') });
    await t.api({ method: 'PUT', url: `/api/stock/${off._id}/deactivate` });
    await f.batch(p, { lotNumber: 'VX', expirationDate: noon('2020-01-01'), initialAmount: 0 });
    const res = await get('/api/product/to-expire');
    expect(res.results.length).toBeLessThanOrEqual(5);
    expect(res.results[0]).toEqual({
      _id: first._id,
      product: { _id: p, name: 'Vervalt' },
      lotNumber: 'V1',
      expirationDate: '2020-01-02T11:00:00.000Z',
      remainingAmount: 10,
    });
    expect((await get('/api/product/to-expire?limit=1')).results).toHaveLength(1);
    expect((await t.api({ method: 'GET', url: '/api/product/to-expire?limit=0' })).statusCode).toBe(
      400,
    );
  });
});

describe('GET /api/stock/mods and /api/stock/{productId}/mods', () => {
  test('filters type, out, horse, product, client, from/to; newest first', async () => {
    const p = await f.product();
    const q = await f.product();
    const horse = await f.horse();
    const client = await f.customer();
    const b = await f.batch(p, {
      lotNumber: 'M-1',
      supplier: 'Covetrus',
      deliveryDate: noon('2025-05-02'),
    });
    const other = await f.batch(q);
    // An administration recorded in the past (mods are never changed after they are written).
    const { mods } = await t.database.db.transaction((tx) =>
      takeStockFefo(tx, {
        productId: p,
        amount: 1,
        type: 'Toediening',
        horseId: horse,
        recordedAt: new Date('2025-06-01T10:00:00Z'),
        actor: { sub: 'test', name: 'Test' },
      }),
    );
    const given = { _id: mods[0]!.modId };
    const sold = (await f.take(b._id, { type: 'Verkoop', amount: 2, client })).json().mod;
    const broken = (await f.take(other._id, { type: 'Beschadigd', amount: 1 })).json().mod;
    const ids = (body: { results: { _id: string }[] }) => body.results.map((r) => r._id);

    const mine = await get(`/api/stock/${p}/mods`);
    expect(mine.total).toBe(3); // Aankoop + 2
    expect(mine.results[0]).toMatchObject({
      _id: sold._id,
      batch: { lotNumber: 'M-1', supplier: 'Covetrus' },
    });
    expect(ids(await get(`/api/stock/mods?type=Toediening&product=${p}`))).toEqual([given._id]);
    expect(ids(await get(`/api/stock/mods?horse=${horse}`))).toEqual([given._id]);
    expect(ids(await get(`/api/stock/mods?client=${client}`))).toEqual([sold._id]);
    const outgoing = await get(`/api/stock/mods?out=true&product=${p}`);
    expect(ids(outgoing)).toEqual([sold._id, given._id]);
    const aankoop = await get(`/api/stock/mods?type=Aankoop&product=${q}`);
    expect(aankoop.results.map((r: { type: string }) => r.type)).toEqual(['Aankoop']);
    expect(ids(await get(`/api/stock/mods?type=Beschadigd&type=Verkoop&out=true`))).toEqual(
      expect.arrayContaining([sold._id, broken._id]),
    );
    const range = await get(
      `/api/stock/mods?product=${p}&from=2025-06-01T10:00:00Z&to=2025-06-01T10:00:00Z`,
    );
    expect(ids(range)).toEqual([given._id]);
    const oldest = await get(`/api/stock/${p}/mods?sortBy=createdAt&sortDesc=false&limit=1`);
    expect(ids(oldest)).toEqual([given._id]);
  });

  test.each([
    '/api/stock/mods?type=Gift',
    '/api/stock/mods?horse=abc',
    '/api/stock/mods?from=gisteren',
    '/api/stock/mods?sortBy=amount',
    '/api/stock/mods?out=misschien',
    '/api/stock/not-a-uuid/mods',
  ])('bad query %s is a 400', async (url) => {
    expect((await t.api({ method: 'GET', url })).statusCode).toBe(400);
  });

  test('unknown product is a 404', async () => {
    const res = await t.api({
      method: 'GET',
      url: '/api/stock/0b9e4b9e-0000-4000-8000-000000000000/mods',
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('mod list totals', () => {
  test('exact up to 20,000 rows, the planner estimate (≥ 20,001) above', async () => {
    const p = await f.product();
    const b = await f.batch(p, { initialAmount: 100 });
    const insert = (n: number, type: string) =>
      t.database.db.execute(sql`
        insert into stock_mod (type, product_id, batch_id, amount)
        select ${type}, ${p}, ${b._id}, 0 from generate_series(1, ${n})`);
    await insert(19_999, 'Controle'); // + the Aankoop: 20,000 mods of p
    expect((await get(`/api/stock/${p}/mods?limit=1`)).total).toBe(20_000);
    expect((await get(`/api/stock/mods?product=${p}&type=Controle&limit=1`)).total).toBe(19_999);
    await insert(5_000, 'Beschadigd');
    await t.database.db.execute(sql`analyze stock_mod`);
    const big = (await get(`/api/stock/${p}/mods?limit=1`)).total;
    expect(big).toBeGreaterThan(20_000);
    expect(Math.abs(big - 25_000)).toBeLessThan(2_500);
    expect((await get(`/api/stock/mods?product=${p}&type=Beschadigd`)).total).toBe(5_000);
  });
});
