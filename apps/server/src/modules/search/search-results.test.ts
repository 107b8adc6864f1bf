// Chosen search results: POST /api/search-result/, GET /api/search-result/most-viewed and /most-recent.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { audit, horses, products, searchResults } from '../../db/schema/index.ts';
import { queryRows } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { personInput } from '../../../test/factories.ts';

let t: TestApp;
let jan = '';
let bella = '';
let cora = '';
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.api({
    method: 'POST',
    url: '/api/customer',
    payload: { customer: personInput({ first_name: 'Jan', last_name: 'Janssens' }) },
  });
  jan = res.json()._id;
  const rows = await t.database.db
    .insert(horses)
    .values([
      { name: 'Bella', type: 'Merrie', ownerId: jan },
      { name: 'Cora', type: 'Merrie', ownerId: jan },
    ])
    .returning();
  bella = rows[0]!.id;
  cora = rows[1]!.id;
});
afterAll(() => t.close());

const record = (searchItem: string, searchType: string, url = '/api/search-result/') =>
  t.api({ method: 'POST', url, payload: { searchResult: { searchItem, searchType } } });
/** Recorded choices, and the audit rows of search results. */
async function counts() {
  const [recorded] = await t.database.db.select({ n: count() }).from(searchResults);
  const [audited] = await t.database.db
    .select({ n: count() })
    .from(audit)
    .where(eq(audit.entity, 'search_result'));
  return { recorded: recorded!.n, audited: audited!.n };
}
const viewed = async (path: string) =>
  (await t.api({ method: 'GET', url: `/api/search-result/${path}` }))
    .json()
    .results.map((r: { name: string; count: number }) => [r.name, r.count]);

describe('search results', () => {
  test("POST /api/search-result/ (the spec's path, with its slash) and without it both record", async () => {
    const res = await record(bella, 'Horse');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ searchItem: bella, searchType: 'Horse' });
    expect((await record(bella, 'Horse', '/api/search-result')).statusCode).toBe(201);
  });

  test('most-viewed counts the choices per item, most-recent orders by the last one', async () => {
    await record(jan, 'Customer');
    await record(cora, 'Horse');
    expect(await viewed('most-viewed')).toEqual([
      ['Bella', 2],
      ['Cora', 1],
      ['Jan Janssens', 1],
    ]);
    expect(await viewed('most-viewed?searchType=Horse&limit=1')).toEqual([['Bella', 2]]);
    expect(await viewed('most-recent')).toEqual([
      ['Cora', 1],
      ['Jan Janssens', 1],
      ['Bella', 2],
    ]);
    expect(await viewed('most-recent?searchType=Customer')).toEqual([['Jan Janssens', 1]]);
  });

  test('each recorded choice counts, also one written straight into search_result', async () => {
    await Promise.all(Array.from({ length: 5 }, () => record(cora, 'Horse')));
    await t.database.db
      .insert(searchResults)
      .values({ searchItem: cora, searchType: 'Horse', actor: 'import' });
    expect((await viewed('most-viewed?limit=1'))[0]).toEqual(['Cora', 7]);
    // The per-item counts always equal the recorded choices.
    const mismatches = await queryRows(
      t.database.db,
      sql`SELECT * FROM (SELECT search_type, search_item, count(*)::int AS n FROM search_result
                          GROUP BY 1, 2) r
            FULL JOIN search_result_item i USING (search_type, search_item)
           WHERE i.views IS DISTINCT FROM r.n`,
    );
    expect(mismatches).toEqual([]);
  });

  test('an item that no longer exists keeps its count, without a name', async () => {
    const [gone] = await t.database.db
      .insert(horses)
      .values({ name: 'Dora', type: 'Merrie' })
      .returning();
    expect((await record(gone!.id, 'Horse')).statusCode).toBe(201);
    await t.database.db.delete(horses).where(eq(horses.id, gone!.id));
    const results = (
      await t.api({ method: 'GET', url: '/api/search-result/most-recent?limit=1' })
    ).json().results;
    expect(results).toEqual([
      expect.objectContaining({ searchItem: gone!.id, searchType: 'Horse', name: null, count: 1 }),
    ]);
  });

  test('a chosen product shows with its name', async () => {
    const [product] = await t.database.db
      .insert(products)
      .values({
        name: 'Oxytocine',
        type: 'Geneesmiddel',
        tax: 6,
        cnk: '1234567',
        dosage: 1,
        sellingPricePerUnit: 2,
      })
      .returning();
    expect((await record(product!.id, 'Product')).statusCode).toBe(201);
    expect(await viewed('most-recent?searchType=Product')).toEqual([['Oxytocine', 1]]);
  });

  test.each([
    ['a horse that does not exist', () => ['0b7f7c1e-7d4a-4f53-9a57-3f1f2d7e0aff', 'Horse']],
    ['a customer named as a horse', () => [jan, 'Horse']],
    ['a horse named as a customer', () => [bella, 'Customer']],
    ['an embryo (none exist before the ICSI module)', () => [bella, 'Embryo']],
  ])('refuses %s with 404 and records nothing', async (_label, item) => {
    const [searchItem, searchType] = item();
    const before = await counts();
    const res = await record(searchItem!, searchType!);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Zoekresultaat niet gevonden');
    expect(await counts()).toEqual(before);
  });

  test('records an audit row with the chosen result, like every write', async () => {
    const res = await record(cora, 'Horse');
    expect(res.statusCode).toBe(201);
    const rows = await t.database.db.select().from(audit).where(eq(audit.entityId, res.json()._id));
    expect(rows).toEqual([
      expect.objectContaining({
        actor: 'test-user',
        actorName: 'Test Gebruiker',
        action: 'create',
        entity: 'search_result',
        before: null,
        after: res.json(),
      }),
    ]);
  });

  test('refuses a bad record (400)', async () => {
    for (const searchResult of [
      { searchItem: 'x', searchType: 'Horse' },
      { searchItem: jan, searchType: 'Auto' },
      {},
    ]) {
      const res = await t.api({
        method: 'POST',
        url: '/api/search-result/',
        payload: { searchResult },
      });
      expect(res.statusCode).toBe(400);
    }
  });

  test.each([
    'most-viewed?limit=0',
    'most-viewed?limit=51',
    'most-viewed?limit=vijf',
    'most-viewed?searchType=Paard',
    'most-recent?limit=-1',
    'most-recent?searchType=horse',
  ])('GET /api/search-result/%s is a 400', async (path) => {
    const res = await t.api({ method: 'GET', url: `/api/search-result/${path}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().statusCode).toBe(400);
  });
});
