import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { audit, cases, stockMods } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { correctModBy } from './corrections.ts';
import { takeStockFefo } from './fefo.ts';
import { stockFixtures } from './stock.fixture.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const f = stockFixtures(() => t);
const row = async (id: string) =>
  (await t.database.db.select().from(stockMods).where(eq(stockMods.id, id)))[0];
const actor = { sub: 'test', name: 'Test' };

/** A stand-alone Toediening of `amount` on a fresh batch of 10. */
async function administration(amount = 2) {
  const product = await f.product();
  const batch = await f.batch(product);
  const horse = await f.horse();
  const mod = (await f.take(batch._id, { type: 'Toediening', amount, horse })).json().mod;
  const edit = (body: Record<string, unknown>, batchId = batch._id, modId = mod._id as string) =>
    t.api({ method: 'PUT', url: `/api/stock/${batchId}/${modId}`, payload: body });
  return { product, batch, horse, mod, edit };
}

describe('PUT /api/stock/{batchId}/{modId}: a correction, never an overwrite', () => {
  test('amount 0 on a stand-alone administration writes a correction; the original stays', async () => {
    const { product, batch, mod, edit } = await administration(2);
    const before = await row(mod._id);
    const res = await edit({ amount: 0, reason: 'Verkeerd paard gekozen' });
    expect(res.statusCode, res.body).toBe(200);
    const { mod: correction } = res.json();
    expect(res.json()).toMatchObject({
      mod: {
        type: 'Toediening',
        amount: -2,
        effectiveAmount: null,
        correctionOf: { _id: mod._id, createdAt: mod.createdAt },
        reason: 'Verkeerd paard gekozen',
        createdBy: 'Test Gebruiker',
        horse: mod.horse,
        batch: mod.batch,
      },
      batch: { _id: batch._id, remainingAmount: 10 },
    });
    expect(await row(mod._id)).toEqual(before);
    expect(await f.remaining(batch._id)).toBe(10);
    // Both rows are in the register; the original shows what is left of it.
    const list = await t.api({ method: 'GET', url: `/api/stock/${product}/mods` });
    const shown = list.json().results as { _id: string; amount: number }[];
    expect(shown.map((m) => [m._id, m.amount])).toEqual([
      [correction._id, -2],
      [mod._id, 2],
      [expect.any(String), 10], // the Aankoop
    ]);
    expect(shown[1]).toMatchObject({ effectiveAmount: 0, correctionOf: null, reason: null });
    const audited = await t.database.db
      .select()
      .from(audit)
      .where(eq(audit.entityId, correction._id));
    expect(audited.map((a) => [a.action, a.actor])).toEqual([['create', 'test-user']]);
    expect(audited[0]?.after).toMatchObject({
      correctsId: mod._id,
      amount: -2,
      reason: 'Verkeerd paard gekozen',
    });
  });

  test('a larger amount takes the difference from the batch under the same guard', async () => {
    const { batch, mod, edit } = await administration(4);
    const up = await edit({ amount: 7, reason: 'Tel fout' });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json()).toMatchObject({ mod: { amount: 3 }, batch: { remainingAmount: 3 } });
    const tooMuch = await edit({ amount: 11, reason: 'Tel fout' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe('Onvoldoende stock in dit lot: er blijft 3 over.');
    // Each correction is against the effective amount (4 + 3 = 7), not the original's 4.
    const down = await edit({ amount: 1, reason: 'Tel fout' });
    expect(down.json()).toMatchObject({ mod: { amount: -6 }, batch: { remainingAmount: 9 } });
    expect((await row(mod._id))?.amount).toBe(4);
    const history = await t.api({
      method: 'GET',
      url: `/api/stock/mods?corrects=${mod._id}&sortBy=createdAt&sortDesc=false`,
    });
    expect(history.json().results.map((m: { amount: number }) => m.amount)).toEqual([3, -6]);
    expect(await f.remaining(batch._id)).toBe(9);
  });

  test('refuses a bad amount or no reason (400), another batch (404), no change (409)', async () => {
    const { batch, edit } = await administration(2);
    expect((await edit({ amount: -1, reason: 'x' })).statusCode).toBe(400);
    const noReason = await edit({ amount: 1 });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().details).toEqual([
      expect.objectContaining({ path: 'body.reason', message: 'Dit veld is verplicht' }),
    ]);
    expect((await edit({ amount: 1, reason: '   ' })).statusCode).toBe(400);
    const other = await f.batch(await f.product());
    expect((await edit({ amount: 1, reason: 'x' }, other._id)).statusCode).toBe(404);
    const same = await edit({ amount: 2, reason: 'x' });
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe(
      'Het nieuwe aantal is gelijk aan het huidige: er is niets te corrigeren.',
    );
    expect(await f.remaining(batch._id)).toBe(8);
  });

  test('a correction is not corrected itself, nor the Aankoop (409)', async () => {
    const { batch, edit } = await administration(2);
    const correction = (await edit({ amount: 1, reason: 'x' })).json().mod;
    const again = await edit({ amount: 0, reason: 'x' }, batch._id, correction._id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/^Dit is een correctie: pas de oorspronkelijke/);
    const [aankoop] = await t.database.db
      .select()
      .from(stockMods)
      .where(eq(stockMods.batchId, batch._id));
    expect(aankoop?.type).toBe('Aankoop');
    expect((await edit({ amount: 1, reason: 'x' }, batch._id, aankoop!.id)).statusCode).toBe(409);
  });
});

describe('the effective amount of a mod', () => {
  test('never goes below 0: a correction beyond it is a 409 and writes nothing', async () => {
    const { batch, mod } = await administration(2);
    const give = (by: number) =>
      t.database.db.transaction((tx) => correctModBy(tx, actor, mod._id, by, 'Test'));
    await give(-1.5);
    await expect(give(-0.51)).rejects.toMatchObject({
      statusCode: 409,
      message: 'Een modificatie kan niet onder 0 gecorrigeerd worden: er staat nog 0.5 op.',
    });
    await give(-0.5);
    await expect(give(-0.01)).rejects.toMatchObject({ statusCode: 409 });
    expect(await f.remaining(batch._id)).toBe(10);
  });
});

describe('a mod of a case', () => {
  test('changes with its case only: the edit is a 409 naming the case; the list names it', async () => {
    const product = await f.product();
    const batch = await f.batch(product);
    const horse = await f.horse();
    const [c] = await t.database.db
      .insert(cases)
      .values({ reference: '2026-00042', horseId: horse })
      .returning();
    const { mods } = await t.database.db.transaction((tx) =>
      takeStockFefo(tx, {
        productId: product,
        amount: 2,
        type: 'Toediening',
        horseId: horse,
        caseId: c!.id,
        actor,
      }),
    );
    const res = await t.api({
      method: 'PUT',
      url: `/api/stock/${batch._id}/${mods[0]!.modId}`,
      payload: { amount: 1, reason: 'x' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Deze modificatie hoort bij dossier 2026-00042: pas de hoeveelheid aan in het dossier.',
    );
    expect(await f.remaining(batch._id)).toBe(8);
    const list = await t.api({ method: 'GET', url: `/api/stock/${product}/mods` });
    expect(
      list.json().results.map((m: { type: string; case: unknown }) => [m.type, m.case]),
    ).toEqual([
      ['Toediening', { _id: c!.id, reference: '2026-00042' }],
      ['Aankoop', null],
    ]);
  });
});
