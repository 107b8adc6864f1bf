import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { audit, stockMods } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { inDays } from '../stock/stock.fixture.ts';
import { caseFixtures, today } from './cases.fixture.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const f = caseFixtures(() => t);
const modsOfCase = (caseId: string) =>
  t.database.db
    .select()
    .from(stockMods)
    .where(and(eq(stockMods.caseId, caseId), eq(stockMods.type, 'Toediening')))
    .orderBy(stockMods.createdAt);

type Mod = typeof stockMods.$inferSelect;
/** What a register entry says: its facts, its links and what it corrects. */
const entry = (m: Mod) => ({
  type: m.type,
  amount: m.amount,
  horseId: m.horseId,
  batchId: m.batchId,
  caseId: m.caseId,
  caseLineId: m.caseLineId,
  correctsId: m.correctsId,
  reason: m.reason,
  createdBy: m.createdBy,
  createdAt: m.createdAt,
});

describe('a case product line keeps its administrations (medicine records are kept ≥ 5 years)', () => {
  test('lowering leaves the originals as they were and gives back by corrections, newest first', async () => {
    const product = await f.product();
    const batch = await f.batch(product, { initialAmount: 10 });
    const horse = await f.horse();
    const id = await f.case(horse);
    const reference = (await f.get(id)).json().reference as string;
    const first = await f.put(id, { products: [{ product, amount: 2, date: today() }] });
    const line = first.json().products[0];
    await f.put(id, { products: [{ ...line, product, amount: 5 }] });
    const [older, newer] = await modsOfCase(id);
    expect([older?.amount, newer?.amount]).toEqual([2, 3]);

    const lowered = await f.put(id, { products: [{ ...line, product, amount: 1 }] });
    expect(lowered.statusCode, lowered.body).toBe(200);
    expect(await f.remaining(batch._id)).toBe(9);
    const after = await modsOfCase(id);
    // The originals stay as they were written; the newest is given back whole, the older by 1.
    expect(after.filter((m) => !m.correctsId).map(entry)).toEqual([entry(older!), entry(newer!)]);
    const corrections = after.filter((m) => m.correctsId);
    expect(corrections.map((m) => [m.amount, m.correctsId, m.caseLineId]).sort()).toEqual([
      [-1, older!.id, line._id],
      [-3, newer!.id, line._id],
    ]);
    for (const c of corrections)
      expect(c).toMatchObject({
        type: 'Toediening',
        horseId: horse,
        batchId: batch._id,
        caseId: id,
        reason: `Hoeveelheid verlaagd in case ${reference}`,
        createdBy: 'Test Gebruiker',
      });
    // The line's amount is what its administrations and their corrections add up to.
    expect(after.reduce((sum, m) => sum + m.amount, 0)).toBe(1);
    const audited = await t.database.db
      .select()
      .from(audit)
      .where(and(eq(audit.entityId, newer!.id), eq(audit.entity, 'stock_mod')));
    expect(audited.map((a) => a.action)).toEqual(['create']);
  });

  test('removing a line keeps the original and a compensating record pointing to it; stock back', async () => {
    const product = await f.product();
    const batch = await f.batch(product, { initialAmount: 10 });
    const horse = await f.horse();
    const id = await f.case(horse);
    const reference = (await f.get(id)).json().reference as string;
    await f.put(id, { products: [{ product, amount: 2, date: today() }] });
    const [original] = await modsOfCase(id);
    expect((await f.put(id, { products: [] })).statusCode).toBe(200);
    expect(await f.remaining(batch._id)).toBe(10);
    const [kept, compensation, ...more] = await modsOfCase(id);
    expect(more).toEqual([]);
    // The line is gone, so its link is cleared (ON DELETE SET NULL); everything else stays.
    expect(entry(kept!)).toEqual({ ...entry(original!), caseLineId: null });
    expect(compensation).toMatchObject({
      type: 'Toediening',
      amount: -2,
      correctsId: original!.id,
      horseId: horse,
      batchId: batch._id,
      caseId: id,
      caseLineId: null,
      reason: `Lijn verwijderd uit case ${reference}`,
    });
    // The register (the stock reports) shows the entry made and withdrawn, with its case.
    const report = await t.api({
      method: 'GET',
      url: `/api/stock/mods?type=Toediening&horse=${horse}&sortBy=createdAt&sortDesc=false`,
    });
    expect(report.json()).toMatchObject({
      total: 2,
      results: [
        {
          _id: original!.id,
          amount: 2,
          effectiveAmount: 0,
          correctionOf: null,
          case: { _id: id, reference },
        },
        {
          _id: compensation!.id,
          amount: -2,
          effectiveAmount: null,
          correctionOf: { _id: original!.id, createdAt: original!.createdAt.toISOString() },
          reason: `Lijn verwijderd uit case ${reference}`,
          createdBy: 'Test Gebruiker',
          case: { _id: id, reference },
        },
      ],
    });
  });

  test('deleting an Open case keeps its administrations stand-alone, each with its compensation', async () => {
    const product = await f.product();
    const batch = await f.batch(product, { initialAmount: 10 });
    const horse = await f.horse();
    const protocol = await f.protocol({ products: [{ product, amount: 1 }] });
    const id = await f.case(horse);
    const reference = (await f.get(id)).json().reference as string;
    const day = new Date(Date.now() - 2 * 86_400_000).toISOString();
    const saved = await f.put(id, {
      products: [{ product, amount: 2, date: day }],
      protocols: [
        {
          protocol,
          parameters: [],
          simple_parameters: [],
          amount: 1,
          invoiceDescription: null,
          date: day,
        },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await f.remaining(batch._id)).toBe(7);
    const originals = await modsOfCase(id);
    expect(originals.map((m) => m.amount).sort()).toEqual([1, 2]);

    expect((await t.api({ method: 'DELETE', url: `/api/case/${id}` })).statusCode).toBe(204);
    expect(await f.remaining(batch._id)).toBe(10);
    const kept = await t.database.db
      .select()
      .from(stockMods)
      .where(eq(stockMods.horseId, horse))
      .orderBy(stockMods.createdAt, stockMods.amount);
    expect(kept).toHaveLength(4);
    // The originals: horse, product, batch, amount and date as written; the case link cleared.
    for (const o of originals)
      expect(entry(kept.find((m) => m.id === o.id)!)).toEqual({
        ...entry(o),
        caseId: null,
        caseLineId: null,
      });
    const compensations = kept.filter((m) => m.correctsId);
    expect(compensations.map((c) => [c.correctsId, c.amount]).sort()).toEqual(
      originals.map((o) => [o.id, -o.amount]).sort(),
    );
    for (const c of compensations)
      expect(c).toMatchObject({
        type: 'Toediening',
        productId: product,
        batchId: batch._id,
        horseId: horse,
        caseId: null,
        reason: `Case ${reference} verwijderd`,
      });
    // The records still hold on to the horse.
    expect((await t.api({ method: 'DELETE', url: `/api/horse/${horse}` })).statusCode).toBe(409);
  });

  test("the line's date is the administration date for expiry", async () => {
    const product = await f.product();
    const batch = await f.batch(product, { expirationDate: inDays(-2), initialAmount: 5 });
    const id = await f.case(await f.horse());
    const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString();
    const past = await f.put(id, { products: [{ product, amount: 1, date: weekAgo }] });
    expect(past.statusCode, past.body).toBe(200);
    expect(await f.remaining(batch._id)).toBe(4);
    const now = await f.put(id, {
      products: [
        { ...past.json().products[0], product },
        { product, amount: 1, date: today() },
      ],
    });
    expect(now.statusCode).toBe(409);
    expect(now.json().message).toMatch(
      /nog niet vervallen is: de bruikbare loten bevatten samen 0/,
    );
    expect(await f.remaining(batch._id)).toBe(4);
  });

  test("a line's remaining stock is what FEFO could still take on the line's date", async () => {
    const product = await f.product();
    await f.batch(product, { expirationDate: inDays(-2), initialAmount: 5 });
    const fresh = await f.batch(product, { expirationDate: inDays(30), initialAmount: 3 });
    const id = await f.case(await f.horse());
    const saved = await f.put(id, { products: [{ product, amount: 1, date: today() }] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await f.remaining(fresh._id)).toBe(2);
    // The expired batch's 5 are on hand but cannot be administered today.
    expect(saved.json().products[0].product.remaining).toBe(2);
  });
});
