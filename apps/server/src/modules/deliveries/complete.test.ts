import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { products, stockBatches } from '../../db/schema/index.ts';
import {
  counts,
  createDeliveryTest,
  feedLine,
  freshPerTest,
  knownProduct,
  type DeliveryTest,
} from './deliveries.fixture.ts';

let d: DeliveryTest;
/** Two open deliveries: a new product without dosage, and a new product with every field. */
const openFeed = (sim: DeliveryTest['sim']) => {
  sim.lines = [
    feedLine({ id: 'NEW-1', cnk: '3216547', productName: 'Altresyn 4 mg/ml', dosage: null }),
    feedLine({ id: 'NEW-2', cnk: '2547893', productName: 'Equest Pramox', lotNumber: 'EQP-5531' }),
  ];
};

type Incomplete = { _id: string; product: { CNK: string } };
/** Reads the feed and answers the open lines by CNK. */
async function openLines(): Promise<Record<string, Incomplete>> {
  const res = await d.t.api({ method: 'GET', url: '/api/delivery/medini' });
  expect(res.statusCode, res.body).toBe(200);
  return Object.fromEntries(
    (res.json().incompleteProducts as Incomplete[]).map((p) => [p.product.CNK, p]),
  );
}
const completed = (line: Incomplete, o: Record<string, unknown> = {}) => ({
  ...line,
  product: { ...line.product, type: 'Hormoon', dosage: '250', outgoingUnit: 'ml' },
  buyInPrice: 118.5,
  sellingPrice: 183.68,
  sellingPricePerUnit: 0.74,
  initialAmount: 3,
  expirationDate: '2028-06-30T09:00:00+02:00',
  deliveryDate: '2026-05-04T10:00:00.000Z',
  ...o,
});
const post = (list: unknown) =>
  d.t.api({ method: 'POST', url: '/api/delivery/incomplete', payload: { list } });

describe('POST /api/delivery/incomplete', () => {
  freshPerTest((fresh) => {
    d = fresh;
    openFeed(d.sim);
  });

  test('creates the new product and its batch, and the line is no longer open', async () => {
    const open = await openLines();
    const res = await post([completed(open['3216547']!)]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().incompleteProducts.map((p: Incomplete) => p.product.CNK)).toEqual([
      '2547893',
    ]);
    const [product] = await d.t.database.db
      .select()
      .from(products)
      .where(eq(products.cnk, '3216547'));
    expect(product).toMatchObject({
      name: 'Altresyn 4 mg/ml',
      type: 'Hormoon',
      tax: 6,
      dosage: 250,
      outgoingUnit: 'ml',
      sellingPricePerUnit: 0.74,
    });
    const [batch] = await d.t.database.db
      .select()
      .from(stockBatches)
      .where(eq(stockBatches.productId, product!.id));
    expect(batch).toMatchObject({ lotNumber: 'RG4471A', supplier: 'Medini', initialAmount: 3 });
    expect(batch!.expirationDate.toISOString()).toBe('2028-06-30T10:00:00.000Z');
    expect(await counts(d.t)).toMatchObject({ products: 1, batches: 1, aankoop: 1, imported: 1 });
  });

  test("a product type left empty becomes 'Geneesmiddel'; a known product is reused", async () => {
    const known = await knownProduct(d.t, '2547893', 'Equest Pramox orale gel');
    d.sim.lines[1]!.expirationDate = null; // known product, but a date is missing
    const open = await openLines();
    const line = open['2547893']!;
    const res = await post([
      completed(open['3216547']!, { product: { dosage: 1, type: null } }),
      completed(line, { product: { dosage: 5, type: 'Vaccin' } }),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().incompleteProducts).toEqual([]);
    const rows = await d.t.database.db.select().from(products);
    expect(rows.map((p) => [p.cnk, p.type, p.dosage]).sort()).toEqual([
      ['2547893', 'Hormoon', 1000], // unchanged
      ['3216547', 'Geneesmiddel', 1],
    ]);
    expect(rows.find((p) => p.cnk === '2547893')!.id).toBe(known.id);
  });

  test('a line already imported is never imported twice (same list posted again)', async () => {
    const open = await openLines();
    const list = [completed(open['3216547']!)];
    expect((await post(list)).statusCode).toBe(200);
    expect((await post(list)).statusCode).toBe(200);
    expect(await counts(d.t)).toMatchObject({ products: 1, batches: 1, imported: 1 });
  });

  test('two concurrent posts of the same list import each line once', async () => {
    const open = await openLines();
    const list = [completed(open['3216547']!), completed(open['2547893']!)];
    const answers = await Promise.all(Array.from({ length: 6 }, () => post(list)));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await counts(d.t)).toMatchObject({ products: 2, batches: 2, aankoop: 2, imported: 2 });
  });

  test('two posts at once for two lines of one new CNK create one product', async () => {
    d.sim.lines = [
      feedLine({ id: 'N-1', cnk: '3216547', productName: 'Altresyn', dosage: null }),
      feedLine({ id: 'N-2', cnk: '3216547', productName: 'Altresyn', lotNumber: 'ALT2' }),
    ];
    const res = await d.t.api({ method: 'GET', url: '/api/delivery/medini' });
    const [a, b] = res.json().incompleteProducts as Incomplete[];
    const answers = await Promise.all([post([completed(a!)]), post([completed(b!)])]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await counts(d.t)).toMatchObject({ products: 1, batches: 2, imported: 2 });
  });
});

describe('POST /api/delivery/incomplete refused (nothing is written)', () => {
  beforeAll(async () => {
    d = await createDeliveryTest();
    openFeed(d.sim);
  });
  afterAll(() => d.close());

  test('all or nothing: a failing line rolls back the products and batches before it', async () => {
    const open = await openLines();
    // The second batch insert fails in the database: nothing of the first may remain.
    await d.t.database.db.execute(sql`
      create or replace function test_refuse_lot() returns trigger language plpgsql as $$
      begin
        if new.lot_number = 'EQP-5531' then raise exception 'refused by test'; end if;
        return new;
      end $$`);
    await d.t.database.db.execute(sql`
      create trigger test_refuse_lot before insert on stock_batch
      for each row execute function test_refuse_lot()`);
    try {
      const res = await post([completed(open['3216547']!), completed(open['2547893']!)]);
      expect(res.statusCode).toBe(500);
    } finally {
      await d.t.database.db.execute(sql`drop trigger test_refuse_lot on stock_batch`);
    }
    expect(await counts(d.t)).toMatchObject({ products: 0, batches: 0, imported: 0 });
  });

  test('an unknown line id is 404 and nothing is written', async () => {
    const open = await openLines();
    const ghost = { ...open['2547893']!, _id: '00000000-0000-4000-8000-000000000000' };
    const res = await post([completed(open['3216547']!), completed(ghost)]);
    expect(res.statusCode).toBe(404);
    expect(res.json().details).toEqual([
      { path: 'body.list.1._id', message: 'Deze levering bestaat niet (meer).' },
    ]);
    expect(await counts(d.t)).toMatchObject({ products: 0, batches: 0 });
  });

  test.each([
    [{ product: { dosage: '' } }, 'list.0.product.dosage', 'Dit veld is verplicht'],
    [{ product: { dosage: -1 } }, 'list.0.product.dosage', 'Mag niet negatief zijn'],
    [{ expirationDate: null }, 'list.0.expirationDate', 'Dit veld is verplicht'],
    [{ deliveryDate: '' }, 'list.0.deliveryDate', 'Dit veld is verplicht'],
    [{ deliveryDate: '2026-02-31T12:00:00Z' }, 'list.0.deliveryDate', 'Ongeldige datum'],
    [{ deliveryDate: '2026-02-27' }, 'list.0.deliveryDate', 'Ongeldige datum'],
    [{ initialAmount: -1 }, 'list.0.initialAmount', 'Mag niet negatief zijn'],
    [{ buyInPrice: 1.234 }, 'list.0.buyInPrice', 'Maximum 2 cijfers na de komma'],
    [{ sellingPrice: 'veel' }, 'list.0.sellingPrice', 'Dit veld is verplicht'],
    [{ sellingPricePerUnit: null }, 'list.0.sellingPricePerUnit', 'Dit veld is verplicht'],
    [{ product: { dosage: 1, type: 'Snoep' } }, 'list.0.product.type', 'Ongeldige waarde'],
    [{ _id: 'abc' }, 'list.0._id', 'Ongeldige id'],
  ])('refuses %j (400) and writes nothing', async (change, path, message) => {
    const open = await openLines();
    const res = await post([completed(open['3216547']!, change)]);
    expect(res.statusCode).toBe(400);
    const detail = res.json().details.find((x: { path: string }) => x.path === `body.${path}`);
    expect(detail, res.body).toMatchObject({ message });
    expect(await counts(d.t)).toMatchObject({ products: 0, batches: 0, imported: 0 });
  });

  test('refuses the same line twice in one list and a body without a list', async () => {
    const open = await openLines();
    const item = completed(open['3216547']!);
    const twice = await post([item, item]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().details[0]).toMatchObject({
      path: 'body.list.1._id',
      message: 'Deze levering staat twee keer in de lijst.',
    });
    const none = await d.t.api({ method: 'POST', url: '/api/delivery/incomplete', payload: {} });
    expect(none.statusCode).toBe(400);
    expect(await counts(d.t)).toMatchObject({ batches: 0 });
  });
});
