import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { audit, labos, protocols } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
let labAccount: string;
let otherAccount: string;

const newAccount = async (number: string, name: string) =>
  (
    await t.api({ method: 'POST', url: '/api/account', payload: { account: { number, name } } })
  ).json()._id as string;

beforeAll(async () => {
  t = await createTestApp();
  labAccount = await newAccount('707102', 'Labo-onderzoeken');
  otherAccount = await newAccount('702000', 'Fertiliteit');
});
afterAll(() => t.close());

const input = (o: Record<string, unknown> = {}) => ({
  name: 'Baarmoederswab bacteriologie',
  translations: { en: 'Uterine swab bacteriology', fr: null },
  account: labAccount,
  tax: 21,
  price: 42.5,
  notifications: [{ text: 'Resultaat swab opvolgen', days: 3, tags: ['Horse', 'Case'] }],
  ...o,
});
const create = (labo: unknown) => t.api({ method: 'POST', url: '/api/labo', payload: { labo } });
const count = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(labos))[0]?.n ?? 0;

describe('lab tests', () => {
  test('the whole life of a lab test, in its own table and audited as labo', async () => {
    const res = await create(input());
    expect(res.statusCode, res.body).toBe(201);
    const lab = res.json();
    expect(lab).toMatchObject({
      name: 'Baarmoederswab bacteriologie',
      account: { number: '707102' },
      price: 42.5,
      notifications: [{ text: 'Resultaat swab opvolgen', days: 3, tags: ['Horse', 'Case'] }],
    });
    expect(await t.database.db.select().from(protocols)).toEqual([]);
    expect((await t.api({ method: 'GET', url: '/api/protocol' })).json().total).toBe(0);
    const list = (await t.api({ method: 'GET', url: '/api/labo?tax=21' })).json();
    expect(list).toMatchObject({ total: 1, results: [{ _id: lab._id }] });
    const found = await t.api({ method: 'GET', url: '/api/labo/search?searchValue=swab' });
    expect(found.json().results.map((r: { _id: string }) => r._id)).toEqual([lab._id]);
    const put = await t.api({
      method: 'PUT',
      url: `/api/labo/${lab._id}`,
      payload: { labo: input({ price: '39.90', fixedPrice: true }) },
    });
    expect(put.json()).toMatchObject({ price: 39.9, fixedPrice: true });
    expect((await t.api({ method: 'DELETE', url: `/api/labo/${lab._id}` })).statusCode).toBe(204);
    const got = await t.api({ method: 'GET', url: `/api/labo/${lab._id}` });
    expect(got.statusCode).toBe(404);
    expect(got.json().message).toBe('Labo-onderzoek niet gevonden');
    const rows = await t.database.db.select().from(audit).where(eq(audit.entityId, lab._id));
    expect(rows.map((r) => [r.entity, r.action])).toEqual([
      ['labo', 'create'],
      ['labo', 'update'],
      ['labo', 'delete'],
    ]);
  });

  test('a lab test books on a 707102 account (400 otherwise) and writes nothing', async () => {
    const before = await count();
    const res = await create(input({ account: otherAccount }));
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      { path: 'body.labo.account', message: 'Een labo-onderzoek boekt op een rekening 707102' },
    ]);
    expect(await count()).toBe(before);
    const sub = await newAccount('707102.1', 'Labo extern');
    expect((await create(input({ account: sub }))).statusCode).toBe(201);
  });

  test.each([
    [{ name: undefined }, 'body.labo.name'],
    [{ account: undefined }, 'body.labo.account'],
    [{ tax: undefined }, 'body.labo.tax'],
    [{ price: undefined }, 'body.labo.price'],
  ])('refuses %j: "Dit veld is verplicht" (400)', async (change, path) => {
    const res = await create(input(change));
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toContainEqual({ path, message: 'Dit veld is verplicht' });
  });

  test('the body key is labo: a {protocol} body is refused', async () => {
    const res = await t.api({ method: 'POST', url: '/api/labo', payload: { protocol: input() } });
    expect(res.statusCode).toBe(400);
  });
});
