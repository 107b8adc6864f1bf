import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { audit, products } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(products);
});

const input = (o: Record<string, unknown> = {}) => ({
  name: 'Altrenogest 2,2 mg/ml',
  type: 'Hormoon',
  tax: 6,
  CNK: '1234567',
  dosage: 5,
  sellingPricePerUnit: 12.4,
  outgoingUnit: 'ml',
  waitingTime: 28,
  ...o,
});
const post = (product: unknown) =>
  t.api({ method: 'POST', url: '/api/product', payload: { product } });
const count = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(products))[0]?.n;

describe('products', () => {
  test('creates a product (money as numbers with 2 decimals) and audits it', async () => {
    const res = await post(input({ supplementAdministration: '3.5' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Altrenogest 2,2 mg/ml',
      CNK: '1234567',
      tax: 6,
      dosage: 5,
      sellingPricePerUnit: 12.4,
      supplementAdministration: 3.5,
    });
    const rows = await t.database.db.select().from(audit).where(eq(audit.entityId, res.json()._id));
    expect(rows.map((r) => r.action)).toEqual(['create']);
  });

  test.each([
    [{ name: '' }, 'body.product.name', 'Dit veld is verplicht'],
    [{ type: undefined }, 'body.product.type', 'Dit veld is verplicht'],
    [{ type: 'Snoep' }, 'body.product.type', 'Ongeldige waarde'],
    [{ tax: 12 }, 'body.product.tax', 'Ongeldige waarde'],
    [{ CNK: undefined }, 'body.product.CNK', 'Dit veld is verplicht'],
    [{ CNK: '12AB' }, 'body.product.CNK', 'Een CNK bestaat uit 7 cijfers'],
    [{ dosage: undefined }, 'body.product.dosage', 'Dit veld is verplicht'],
    [{ dosage: -1 }, 'body.product.dosage', 'Mag niet negatief zijn'],
    [{ dosage: true }, 'body.product.dosage', 'Moet een getal zijn'],
    [{ sellingPricePerUnit: 'duur' }, 'body.product.sellingPricePerUnit', 'Moet een getal zijn'],
    [{ waitingTime: 2.5 }, 'body.product.waitingTime', undefined],
    [{ outgoingUnit: 'emmer' }, 'body.product.outgoingUnit', undefined],
  ])('refuses %j (400) and writes nothing', async (change, path, message) => {
    const res = await post({ ...input(), ...change });
    expect(res.statusCode).toBe(400);
    const detail = res.json().details.find((d: { path: string }) => d.path === path);
    expect(detail, res.body).toBeDefined();
    if (message) expect(detail.message).toBe(message);
    expect(await count()).toBe(0);
  });

  test('unit, waiting time and supplement are optional', async () => {
    const res = await post(
      input({ outgoingUnit: null, waitingTime: '', supplementAdministration: undefined }),
    );
    expect(res.json()).toMatchObject({
      outgoingUnit: null,
      waitingTime: null,
      supplementAdministration: null,
    });
  });

  test('a CNK is unique (409)', async () => {
    await post(input());
    const res = await post(input({ name: 'Ander' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Er bestaat al een product met deze CNK.');
  });

  test('lists by name, filters on type (multi), _id and search; sorts and pages', async () => {
    const ids: Record<string, string> = {};
    for (const [name, type, CNK] of [
      ['Vetrimoxin', 'Antibioticum', '2000001'],
      ['Equest Pramox', 'Geneesmiddel', '2000002'],
      ['Altrenogest', 'Hormoon', '2000003'],
    ]) {
      ids[name!] = (await post(input({ name, type, CNK }))).json()._id;
    }
    const names = async (q: string) =>
      (await t.api({ method: 'GET', url: `/api/product?${q}` }))
        .json()
        .results.map((p: { name: string }) => p.name);
    expect(await names('')).toEqual(['Altrenogest', 'Equest Pramox', 'Vetrimoxin']);
    expect(await names('type=Hormoon&type=Antibioticum')).toEqual(['Altrenogest', 'Vetrimoxin']);
    expect(await names(`_id=${ids.Vetrimoxin}`)).toEqual(['Vetrimoxin']);
    expect(await names('search=pramox')).toEqual(['Equest Pramox']);
    expect(await names('search=2000003')).toEqual(['Altrenogest']);
    expect(await names('sortBy=CNK&sortDesc=true&limit=2')).toEqual([
      'Altrenogest',
      'Equest Pramox',
    ]);
    expect((await t.api({ method: 'GET', url: '/api/product?sortBy=price' })).statusCode).toBe(400);
    expect((await t.api({ method: 'GET', url: '/api/product?type=Snoep' })).statusCode).toBe(400);
  });

  test('search gives at most 5 by default, typo-tolerant', async () => {
    for (let i = 0; i < 7; i++) await post(input({ name: `Oxytocine ${i}`, CNK: `300000${i}` }));
    const res = await t.api({ method: 'GET', url: '/api/product/search?searchValue=oxytocin' });
    expect(res.json().results).toHaveLength(5);
    const typo = await t.api({
      method: 'GET',
      url: '/api/product/search?searchValue=oxytosine&limit=1',
    });
    expect(typo.statusCode, typo.body).toBe(200);
    expect(typo.json().results[0].name).toMatch(/^Oxytocine/);
  });

  test('get, update, delete; unknown 404; malformed 400', async () => {
    const { _id } = (await post(input())).json();
    expect((await t.api({ method: 'GET', url: `/api/product/${_id}` })).json().name).toBe(
      'Altrenogest 2,2 mg/ml',
    );
    const put = await t.api({
      method: 'PUT',
      url: `/api/product/${_id}`,
      payload: { product: input({ sellingPricePerUnit: 13.99 }) },
    });
    expect(put.json().sellingPricePerUnit).toBe(13.99);
    expect((await t.api({ method: 'DELETE', url: `/api/product/${_id}` })).statusCode).toBe(204);
    expect((await t.api({ method: 'GET', url: `/api/product/${_id}` })).statusCode).toBe(404);
    expect((await t.api({ method: 'GET', url: '/api/product/xyz' })).statusCode).toBe(400);
  });

  test('config: types, tax rates and units', async () => {
    const res = (await t.api({ method: 'GET', url: '/api/config/product' })).json();
    expect(res.tax).toEqual([6, 21]);
    expect(res.types).toContain('Vaccin');
    expect(res.units).toContain('ml');
  });
});
