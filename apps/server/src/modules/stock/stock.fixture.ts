// Factories for the stock API tests: products, batches, customers and horses through the API.
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { brusselsDay, brusselsNoon } from '@stalboek/domain';
import { stockBatches } from '../../db/schema/index.ts';
import { horseInput, personInput } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/helpers.ts';

let cnk = 1_000_000;

export function productInput(o: Record<string, unknown> = {}) {
  cnk += 1;
  return {
    name: 'Altrenogest 2,2 mg/ml',
    type: 'Hormoon',
    tax: 6,
    CNK: String(cnk),
    dosage: 5,
    sellingPricePerUnit: 12.4,
    outgoingUnit: 'ml',
    waitingTime: 28,
    ...o,
  };
}

/** A day as the API takes it: 12:00 Europe/Brussels, as an ISO date-time. */
export const noon = (day: string) => brusselsNoon(day).toISOString();
/** 12:00 Brussels `days` days from today (negative: in the past): dates that never go stale. */
export const inDays = (days: number) => noon(brusselsDay(new Date(Date.now() + days * 86_400_000)));

export function batchInput(product: string, o: Record<string, unknown> = {}) {
  return {
    product,
    lotNumber: 'L-2026-001',
    expirationDate: inDays(365),
    deliveryDate: noon('2026-01-15'),
    supplier: 'Medini',
    buyInPrice: 8.5,
    sellingPrice: 12.4,
    sellingPricePerUnit: 2.5,
    initialAmount: 10,
    ...o,
  };
}

export type Batch = { _id: string; product: string; remainingAmount: number; active: boolean };

export function stockFixtures(t: () => TestApp) {
  const api = (opts: Parameters<TestApp['api']>[0]) => t().api(opts);
  return {
    async product(o: Record<string, unknown> = {}): Promise<string> {
      const res = await api({
        method: 'POST',
        url: '/api/product',
        payload: { product: productInput(o) },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json()._id;
    },
    async batch(product: string, o: Record<string, unknown> = {}): Promise<Batch> {
      const res = await api({ method: 'POST', url: '/api/stock', payload: batchInput(product, o) });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().batch;
    },
    async customer(o: Record<string, unknown> = {}): Promise<string> {
      const res = await api({
        method: 'POST',
        url: '/api/customer',
        payload: { customer: personInput(o) },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json()._id;
    },
    async horse(o: Record<string, unknown> = {}): Promise<string> {
      const res = await api({
        method: 'POST',
        url: '/api/horse/create',
        payload: { horse: horseInput(o) },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json()._id;
    },
    take: (batchId: string, body: Record<string, unknown>) =>
      api({ method: 'PUT', url: `/api/stock/${batchId}`, payload: body }),
    /** What a batch holds now, read from the database. */
    async remaining(batchId: string) {
      const [row] = await t()
        .database.db.select({ remaining: stockBatches.remainingAmount })
        .from(stockBatches)
        .where(eq(stockBatches.id, batchId));
      return row?.remaining;
    },
  };
}
