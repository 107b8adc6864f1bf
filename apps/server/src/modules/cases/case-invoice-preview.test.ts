import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { caseFixtures, today } from './cases.fixture.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const f = caseFixtures(() => t);

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

  test('lines come in a stable order: by date within each kind', async () => {
    const first = await f.protocol({ name: 'Eerste echo', price: 10 });
    const later = await f.protocol({ name: 'Latere echo', price: 20 });
    const id = await f.case(await f.horse());
    const saved = await f.put(id, {
      protocols: [
        { protocol: later, date: '2026-11-10T10:00:00.000Z' },
        { protocol: first, date: '2026-11-01T10:00:00.000Z' },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await t.api({ method: 'GET', url: `/api/case/${id}/invoice-preview` });
    expect(res.json().lines.map((l: { description: string }) => l.description)).toEqual([
      'Eerste echo',
      'Latere echo',
    ]);
  });
});
