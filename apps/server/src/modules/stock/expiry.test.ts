import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dutchDay } from '@stalboek/domain';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { recordMod } from './mods.ts';
import { inDays, stockFixtures } from './stock.fixture.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const f = stockFixtures(() => t);

describe('an expired batch (clinic rule: never administer from an expired batch)', () => {
  test('a Toediening or Verkoop on it is a 409 naming the day; Beschadigd and Controle write it off', async () => {
    const expiry = inDays(-1);
    const batch = await f.batch(await f.product(), { expirationDate: expiry, initialAmount: 5 });
    const horse = await f.horse();
    const client = await f.customer();
    const message = `Dit lot is vervallen op ${dutchDay(new Date(expiry))}: er wordt niet uit toegediend of verkocht. Boek het als Beschadigd of Controle.`;
    for (const body of [
      { type: 'Toediening', amount: 1, horse },
      { type: 'Verkoop', amount: 1, client },
    ]) {
      const res = await f.take(batch._id, body);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toBe(message);
    }
    expect(await f.remaining(batch._id)).toBe(5);
    expect((await f.take(batch._id, { type: 'Beschadigd', amount: 1 })).statusCode).toBe(200);
    expect((await f.take(batch._id, { type: 'Controle', amount: 4 })).statusCode).toBe(200);
    expect(await f.remaining(batch._id)).toBe(0);
  });

  test('takes written as one group are refused the same way; the day of expiry itself is usable', async () => {
    const product = await f.product();
    const expired = await f.batch(product, { expirationDate: inDays(-1), initialAmount: 5 });
    const today = await f.batch(product, { expirationDate: inDays(0), initialAmount: 5 });
    const horse = await f.horse();
    const actor = { sub: 'test', name: 'Test' };
    // Calls in one tick: the first is written alone, the three queued behind it as one group.
    const on = (id: string) =>
      Promise.allSettled(
        Array.from({ length: 4 }, () =>
          recordMod(t.database.db, actor, id, { type: 'Toediening', amount: 1, horse }),
        ),
      );
    const refused = await on(expired._id);
    expect(refused.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected', 'rejected']);
    expect(
      refused.map((r) => (r.status === 'rejected' ? (r.reason as Error).message : '')),
    ).toEqual(Array(4).fill(expect.stringMatching(/^Dit lot is vervallen op /)));
    expect((await on(today._id)).map((r) => r.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    expect(await f.remaining(expired._id)).toBe(5);
    expect(await f.remaining(today._id)).toBe(1);
  });

  test('GET /api/stock/remaining counts what FEFO can use: active, not expired at `at`', async () => {
    const product = await f.product();
    await f.batch(product, { expirationDate: inDays(-3), initialAmount: 4 });
    await f.batch(product, { expirationDate: inDays(20), initialAmount: 2.5 });
    const off = await f.batch(product, { expirationDate: inDays(40), initialAmount: 7 });
    await t.api({ method: 'PUT', url: `/api/stock/${off._id}/deactivate` });
    const ask = async (q = '') =>
      (await t.api({ method: 'GET', url: `/api/stock/remaining?product=${product}${q}` })).json();
    expect(await ask()).toEqual({ results: [{ product, remaining: 2.5 }] });
    const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString();
    expect(await ask(`&at=${encodeURIComponent(weekAgo)}`)).toEqual({
      results: [{ product, remaining: 6.5 }],
    });
    const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString();
    expect(await ask(`&at=${encodeURIComponent(inAMonth)}`)).toEqual({
      results: [{ product, remaining: 0 }],
    });
  });
});
