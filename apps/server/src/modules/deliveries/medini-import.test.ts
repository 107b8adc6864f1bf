import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { eq, gt, max } from 'drizzle-orm';
import { audit, deliveryLines, stockBatches, stockMods } from '../../db/schema/index.ts';
import {
  counts,
  createDeliveryTest,
  feedLine,
  freshPerTest,
  knownProduct,
  type DeliveryTest,
} from './deliveries.fixture.ts';

let d: DeliveryTest;
/** The audit is append-only: each test reads the rows written after this id. */
let auditFrom = 0;

const get = () => d.t.api({ method: 'GET', url: '/api/delivery/medini' });
const UNAVAILABLE = 'De Medini-leveringen konden niet opgehaald worden.';

describe('GET /api/delivery/medini', () => {
  freshPerTest((fresh) => (d = fresh));
  beforeEach(async () => {
    const [last] = await d.t.database.db.select({ id: max(audit.id) }).from(audit);
    auditFrom = last?.id ?? 0;
  });

  test('imports a complete line of a known product (CNK) as a batch with its Aankoop mod', async () => {
    const product = await knownProduct(d.t, '1402517');
    d.sim.lines = [feedLine()];
    const res = await get();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ incompleteProducts: [] });
    const [batch] = await d.t.database.db.select().from(stockBatches);
    expect(batch).toMatchObject({
      productId: product.id,
      lotNumber: 'RG4471A',
      supplier: 'Medini',
      buyInPrice: 212.4,
      sellingPrice: 329.22,
      sellingPricePerUnit: 0.33,
      initialAmount: 2,
      remainingAmount: 2,
    });
    // A day without time is stored at 12:00 Brussels (10:00 UTC in summer).
    expect(batch!.deliveryDate.toISOString()).toBe('2026-05-04T10:00:00.000Z');
    const mods = await d.t.database.db
      .select()
      .from(stockMods)
      .where(eq(stockMods.batchId, batch!.id));
    expect(mods.map((m) => [m.type, m.amount])).toEqual([['Aankoop', 2]]);
    const entities = (await d.t.database.db.select().from(audit).where(gt(audit.id, auditFrom)))
      .map((a) => a.entity)
      .sort();
    expect(entities).toEqual(['delivery_line', 'delivery_line', 'stock_batch']);
  });

  test('answers unknown products and lines with missing fields as incomplete', async () => {
    const known = await knownProduct(d.t, '1478143', 'Estrumate 250 µg/ml');
    d.sim.lines = [
      feedLine({ id: 'A', cnk: '1478143', expirationDate: null }),
      feedLine({
        id: 'B',
        cnk: '3216547',
        productName: 'Altresyn 4 mg/ml',
        dosage: null,
        outgoingUnit: 'Emmer',
        sellingPricePerUnit: null,
        deliveryDate: null,
      }),
    ];
    const res = await get();
    expect(res.statusCode, res.body).toBe(200);
    const [a, b] = res.json().incompleteProducts;
    expect(a).toMatchObject({
      product: { _id: known.id, CNK: '1478143', name: 'Estrumate 250 µg/ml', dosage: 1000 },
      lotNumber: 'RG4471A',
      supplier: 'Medini',
      initialAmount: 2,
      expirationDate: null,
      deliveryDate: '2026-05-04T10:00:00.000Z',
    });
    expect(b).toMatchObject({
      product: {
        _id: null,
        CNK: '3216547',
        name: 'Altresyn 4 mg/ml',
        tax: 6,
        type: null,
        dosage: null,
        outgoingUnit: null,
      },
      buyInPrice: 212.4,
      sellingPricePerUnit: null,
      expirationDate: '2028-03-31T10:00:00.000Z',
      deliveryDate: null,
    });
    expect(await counts(d.t)).toMatchObject({ batches: 0, lines: 2, imported: 0 });
  });

  test('the same delivery read twice (or by two users at once) makes one batch', async () => {
    await knownProduct(d.t, '1402517');
    d.sim.lines = [feedLine(), feedLine({ id: 'MED-1-2', lotNumber: 'RG4472B' })];
    const answers = await Promise.all([get(), get(), get()]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect((await get()).statusCode).toBe(200);
    expect(await counts(d.t)).toMatchObject({ batches: 2, aankoop: 2, lines: 2, imported: 2 });
  });

  test('asks the feed only since the last recorded line (less one day)', async () => {
    d.sim.lines = [feedLine({ cnk: '9999999' })];
    await get();
    expect(d.sim.lastSince).toBeNull();
    const [line] = await d.t.database.db.select().from(deliveryLines);
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(Date.parse(d.sim.lastSince!)).toBe(line!.createdAt.getTime() - 86_400_000);
    // The line served again (inside the margin) is recorded once.
    expect(res.json().incompleteProducts).toHaveLength(1);
    expect(await counts(d.t)).toMatchObject({ lines: 1 });
  });
});

describe('GET /api/delivery/medini when the feed fails (nothing is written)', () => {
  beforeAll(async () => {
    d = await createDeliveryTest();
    await knownProduct(d.t, '1402517');
  });
  afterAll(() => d.close());

  test.each([
    ['down (503)', 'down' as const],
    ['too slow (timeout)', 'slow' as const],
    ['malformed', 'malformed' as const],
  ])('a feed that is %s gives 502 with a Dutch message and writes nothing', async (_w, mode) => {
    d.sim.lines = [feedLine()];
    d.sim.mode = mode;
    const res = await get();
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ statusCode: 502, error: 'Bad Gateway', message: UNAVAILABLE });
    expect(await counts(d.t)).toMatchObject({ batches: 0, lines: 0 });
  });

  test('needs a token (401)', async () => {
    const res = await d.t.app.inject({ method: 'GET', url: '/api/delivery/medini' });
    expect(res.statusCode).toBe(401);
  });
});
