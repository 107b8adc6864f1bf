import { afterEach, beforeEach } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { queryRows } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import type { MediniLine } from '../../integrations/medini/feed.ts';
import { startMediniSimulator, type MediniSimulator } from '../../integrations/medini/simulator.ts';

export type DeliveryTest = { t: TestApp; sim: MediniSimulator; close: () => Promise<void> };

/** A test app whose Medini feed is a simulator on a free loopback port (short timeout). */
export async function createDeliveryTest(): Promise<DeliveryTest> {
  const sim = await startMediniSimulator({ apiKey: 'test-key', lines: [] });
  const t = await createTestApp({
    medini: { url: sim.url, apiKey: 'test-key', simulator: false, timeoutMs: 2000 },
  });
  return {
    t,
    sim,
    close: async () => {
      await t.close();
      await sim.close();
    },
  };
}

/**
 * A fresh test app and feed for each test of the calling describe block, set through `use`.
 * Stock records are kept for good (a batch's Aankoop mod can never be deleted, migration 0029), so
 * a test that imports starts from an empty stock in a database of its own instead of clearing one.
 */
export function freshPerTest(use: (d: DeliveryTest) => void): void {
  let current: DeliveryTest | undefined;
  beforeEach(async () => {
    current = await createDeliveryTest();
    use(current);
  });
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
}

/** A feed line; override any field. */
export function feedLine(o: Partial<MediniLine> = {}): MediniLine {
  return {
    id: 'MED-1-1',
    cnk: '1402517',
    productName: 'Regumate Equine 2,2 mg/ml',
    tax: 6,
    dosage: 1000,
    outgoingUnit: 'ml',
    lotNumber: 'RG4471A',
    supplier: 'Medini',
    buyInPrice: 212.4,
    sellingPrice: 329.22,
    sellingPricePerUnit: 0.33,
    amount: 2,
    expirationDate: '2028-03-31',
    deliveryDate: '2026-05-04',
    publishedAt: '2026-05-04T07:30:00.000Z',
    ...o,
  };
}

/** A product in the catalogue with this CNK. */
export async function knownProduct(t: TestApp, cnk: string, name = 'Regumate Equine 2,2 mg/ml') {
  const [row] = await t.database.db
    .insert(products)
    .values({ name, type: 'Hormoon', tax: 6, cnk, dosage: 1000, sellingPricePerUnit: 0.33 })
    .returning();
  return row!;
}

/** How many rows the import touched. */
export async function counts(t: TestApp) {
  const [row] = await queryRows<Record<string, number>>(
    t.database.db,
    sql`select (select count(*)::int from product) as products,
      (select count(*)::int from stock_batch) as batches,
      (select count(*)::int from stock_mod where type = 'Aankoop') as aankoop,
      (select count(*)::int from delivery_line) as lines,
      (select count(*)::int from delivery_line where batch_id is not null) as imported`,
  );
  return row!;
}
