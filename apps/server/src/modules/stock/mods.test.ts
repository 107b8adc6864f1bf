import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { audit, stockMods } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { takeStockFefo } from './fefo.ts';
import { recordMod } from './mods.ts';
import { stockFixtures } from './stock.fixture.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const f = stockFixtures(() => t);
const modCount = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(stockMods))[0]?.n;
const unknown = '0b9e4b9e-0000-4000-8000-000000000000';

describe('PUT /api/stock/{batchId} (a stock modification)', () => {
  test('Toediening to a horse takes the amount out of the batch and answers {mod, batch}', async () => {
    const product = await f.product({ name: 'Oxytocine' });
    const batch = await f.batch(product, { lotNumber: 'OX-1', supplier: 'Alcyon' });
    const horse = await f.horse({ name: 'Zarina' });
    const res = await f.take(batch._id, { type: 'Toediening', amount: '2.5', horse });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      mod: {
        type: 'Toediening',
        amount: 2.5,
        product: { _id: product, name: 'Oxytocine' },
        batch: { _id: batch._id, lotNumber: 'OX-1', supplier: 'Alcyon' },
        horse: { _id: horse, name: 'Zarina' },
        client: null,
      },
      batch: { _id: batch._id, remainingAmount: 7.5 },
    });
    const rows = await t.database.db
      .select()
      .from(audit)
      .where(eq(audit.entityId, res.json().mod._id));
    expect(rows.map((r) => [r.action, r.entity])).toEqual([['create', 'stock_mod']]);
  });

  test('Verkoop names the client by display name; Beschadigd and Controle need neither', async () => {
    const batch = await f.batch(await f.product());
    const client = await f.customer({ first_name: 'Hélène', last_name: 'Peeters' });
    const sale = await f.take(batch._id, { type: 'Verkoop', amount: 1, client });
    expect(sale.json().mod.client).toEqual({ _id: client, name: 'Hélène Peeters' });
    expect((await f.take(batch._id, { type: 'Beschadigd', amount: 1 })).statusCode).toBe(200);
    expect((await f.take(batch._id, { type: 'Controle', amount: 1 })).statusCode).toBe(200);
    expect(await f.remaining(batch._id)).toBe(7);
  });

  test.each([
    [{ type: 'Verkoop', amount: 1 }, 'body.client', 'Dit veld is verplicht'],
    [{ type: 'Toediening', amount: 1 }, 'body.horse', 'Dit veld is verplicht'],
    [{ type: 'Aankoop', amount: 1 }, 'body.type', 'Dit veld is verplicht'],
    [{ amount: 1 }, 'body.type', 'Dit veld is verplicht'],
    [
      { type: 'Controle', amount: 0 },
      'body.amount',
      'Dit veld is verplicht en moet groter zijn dan 0',
    ],
    [{ type: 'Controle', amount: -2 }, 'body.amount', undefined],
    [{ type: 'Controle', amount: 'een' }, 'body.amount', undefined],
    [{ type: 'Controle' }, 'body.amount', undefined],
    [{ type: 'Controle', amount: 1, horse: 'x' }, 'body.horse', 'Ongeldige id'],
  ])('refuses %j (400) and writes nothing', async (body, path, message) => {
    const batch = await f.batch(await f.product());
    const before = await modCount();
    const res = await f.take(batch._id, body);
    expect(res.statusCode, res.body).toBe(400);
    const detail = res.json().details.find((d: { path: string }) => d.path === path);
    expect(detail, res.body).toBeDefined();
    if (message) expect(detail.message).toBe(message);
    expect(await modCount()).toBe(before);
    expect(await f.remaining(batch._id)).toBe(10);
  });

  test('taking more than the batch holds is a 409 naming what is left', async () => {
    const batch = await f.batch(await f.product(), { initialAmount: 3 });
    const before = await modCount();
    const res = await f.take(batch._id, { type: 'Beschadigd', amount: 3.5 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Onvoldoende stock in dit lot: er blijft 3 over.');
    expect(await modCount()).toBe(before);
    expect((await f.take(batch._id, { type: 'Beschadigd', amount: 3 })).statusCode).toBe(200);
    expect(await f.remaining(batch._id)).toBe(0);
  });

  test('an inactive batch gives nothing (409); unknown batch, horse or client 404', async () => {
    const batch = await f.batch(await f.product());
    await t.api({ method: 'PUT', url: `/api/stock/${batch._id}/deactivate` });
    const res = await f.take(batch._id, { type: 'Controle', amount: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/gedeactiveerd/);
    expect((await f.take(unknown, { type: 'Controle', amount: 1 })).statusCode).toBe(404);
    const other = await f.batch(await f.product());
    const noHorse = await f.take(other._id, { type: 'Toediening', amount: 1, horse: unknown });
    expect(noHorse.statusCode).toBe(404);
    const noClient = await f.take(other._id, { type: 'Verkoop', amount: 1, client: unknown });
    expect(noClient.statusCode).toBe(404);
    expect(await f.remaining(other._id)).toBe(10);
  });
});

describe('the audit of a new mod', () => {
  test('one shape for a take alone, takes written as a group and a FEFO take', async () => {
    const product = await f.product();
    const batch = await f.batch(product, { initialAmount: 0.6 });
    const alone = (await f.take(batch._id, { type: 'Controle', amount: 0.1 })).json().mod._id;
    // Calls in one tick: the first is written alone, the four queued behind it as one group.
    const user = { sub: 'test-user', name: 'Test Gebruiker' };
    const together = await Promise.all(
      Array.from({ length: 5 }, () =>
        recordMod(t.database.db, user, batch._id, { type: 'Controle', amount: 0.1 }),
      ),
    );
    // Takes in cents: six of 0.1 empty a batch of 0.6 exactly.
    expect(await f.remaining(batch._id)).toBe(0);
    await f.batch(product, { initialAmount: 1 });
    const horse = await f.horse();
    const { mods } = await t.database.db.transaction((tx) =>
      takeStockFefo(tx, {
        productId: product,
        amount: 1,
        type: 'Toediening',
        horseId: horse,
        actor: { sub: 'test-user', name: 'Test Gebruiker' },
      }),
    );
    const ids = [alone, ...together.map((r) => r.mod._id), ...mods.map((m) => m.modId)];
    const rows = await t.database.db.select().from(audit).where(inArray(audit.entityId, ids));
    expect(rows).toHaveLength(ids.length);
    for (const r of rows) {
      expect(r).toMatchObject({
        action: 'create',
        entity: 'stock_mod',
        actor: 'test-user',
        actorName: 'Test Gebruiker',
      });
      expect(Object.keys(r.after as object).sort()).toEqual(
        [
          'amount',
          'batchId',
          'caseId',
          'caseLineId',
          'correctsId',
          'reason',
          'createdAt',
          'createdBy',
          'customerId',
          'horseId',
          'id',
          'productId',
          'type',
        ].sort(),
      );
    }
  });
});

describe('mods keep what they reference', () => {
  test('a horse, customer or product with mods cannot be deleted: 409, not 500', async () => {
    const product = await f.product();
    const batch = await f.batch(product);
    const horse = await f.horse();
    const client = await f.customer();
    await f.take(batch._id, { type: 'Toediening', amount: 1, horse, client });
    for (const url of [
      `/api/horse/${horse}`,
      `/api/customer/${client}`,
      `/api/product/${product}`,
    ]) {
      const res = await t.api({ method: 'DELETE', url });
      expect(res.statusCode, `${url} ${res.body}`).toBe(409);
    }
    const message = async (url: string) =>
      (await t.api({ method: 'DELETE', url })).json().message as string;
    expect(await message(`/api/product/${product}`)).toBe(
      'Dit product heeft loten of stockmodificaties en kan niet verwijderd worden.',
    );
    expect(await message(`/api/horse/${horse}`)).toBe(
      'Dit paard heeft toegediende medicatie in de stockhistoriek; die moet bewaard blijven.',
    );
    expect(await message(`/api/customer/${client}`)).toBe(
      'Deze klant komt voor in de stockhistoriek (verkoop of toediening); die moet bewaard blijven.',
    );
  });
});

describe('GET /api/config/mod', () => {
  test('answers the editable types', async () => {
    const res = await t.api({ method: 'GET', url: '/api/config/mod' });
    expect(res.json()).toEqual({ types: ['Beschadigd', 'Verkoop', 'Toediening', 'Controle'] });
  });
});
