import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { horses } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { companyInput, personInput } from '../../../test/factories.ts';

let t: TestApp;
const ids: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  const add = async (key: string, customer: unknown) => {
    const res = await t.api({ method: 'POST', url: '/api/customer', payload: { customer } });
    ids[key] = res.json()._id;
  };
  await add('jan', personInput({ first_name: 'Jan', last_name: 'Janssens' }));
  await add('karel', personInput({ first_name: 'Karel', last_name: 'Jansens' }));
  await add('helene', personInput({ first_name: 'Hélène', last_name: 'Lefèvre' }));
  await add('ann', personInput({ first_name: 'Ann', last_name: 'Kapelle' }));
  await add('kapel', companyInput({ company: 'Stoeterij De Kapel', tva: 'BE0199512766' }));
  await t.api({
    method: 'POST',
    url: `/api/customer/${ids.kapel}/contact`,
    payload: { contact: { first_name: 'Lien', last_name: 'Claes' } },
  });
  const rows = await t.database.db
    .insert(horses)
    .values([
      { name: 'Kapelle van Dormaal', type: 'Merrie', ownerId: ids.jan },
      { name: 'Kapel', type: 'Hengst', ownerId: ids.kapel },
      { name: 'Zwarte An', type: 'Merrie', ownerId: ids.jan },
    ])
    .returning();
  for (const h of rows) ids[h.name] = h.id;
});
afterAll(() => t.close());

type Hit = { kind: string; _id: string; name: string };
const search = async (term: string, limit = 10): Promise<Hit[]> =>
  (
    await t.api({ method: 'GET', url: `/api/search/${encodeURIComponent(term)}?limit=${limit}` })
  ).json().results;
const names = (hits: Hit[]) => hits.map((h) => `${h.kind} ${h.name}`);

describe('GET /api/search/{term}', () => {
  test('finds horses and customers, ignoring case and accents', async () => {
    expect(names(await search('HELENE'))).toEqual(['customer Hélène Lefèvre']);
    expect((await search('lefevre'))[0]).toMatchObject({ kind: 'customer', _id: ids.helene });
  });

  test('tolerates a small typo', async () => {
    expect((await search('lefebvre'))[0]).toMatchObject({ _id: ids.helene });
  });

  test('the exact name comes before a typo of it', async () => {
    expect(names(await search('janssens')).slice(0, 2)).toEqual([
      'customer Jan Janssens',
      'customer Karel Jansens',
    ]);
    expect(names(await search('jansens')).slice(0, 2)).toEqual([
      'customer Karel Jansens',
      'customer Jan Janssens',
    ]);
  });

  test('best matches first across horses and customers: the whole word, then a longer one, by name', async () => {
    expect(names(await search('kapel'))).toEqual([
      'horse Kapel',
      'customer Stoeterij De Kapel',
      'customer Ann Kapelle',
      'horse Kapelle van Dormaal',
    ]);
  });

  test('a company shows its contact name and VAT number; a horse its owner', async () => {
    const results = await search('kapel');
    expect(results).toContainEqual(
      expect.objectContaining({
        kind: 'customer',
        name: 'Stoeterij De Kapel',
        contactName: 'Lien Claes',
        tva: 'BE0199512766',
      }),
    );
    expect(results).toContainEqual(
      expect.objectContaining({ kind: 'horse', name: 'Kapel', owner: 'Stoeterij De Kapel' }),
    );
    expect(results).toContainEqual(
      expect.objectContaining({
        kind: 'horse',
        name: 'Kapelle van Dormaal',
        owner: 'Jan Janssens',
      }),
    );
  });

  test('at most `limit`, the best ones', async () => {
    expect(names(await search('stoeterij de kapel', 1))).toEqual(['customer Stoeterij De Kapel']);
    expect(names(await search('kapel', 2))).toEqual(['horse Kapel', 'customer Stoeterij De Kapel']);
  });

  test('nothing matching gives an empty list; odd text is harmless', async () => {
    expect(await search('zzzzqqq')).toEqual([]);
    expect(await search("' or 1=1 --")).toEqual([]);
    expect((await t.api({ method: 'GET', url: `/api/search/${'x'.repeat(101)}` })).statusCode).toBe(
      400,
    );
    for (const q of ['limit=0', 'limit=51', 'limit=tien']) {
      expect((await t.api({ method: 'GET', url: `/api/search/kapel?${q}` })).statusCode).toBe(400);
    }
  });
});

describe('GET /api/search/{term} with a term under 3 characters', () => {
  test('matches the start of a word, case- and accent-insensitively, ranked as a longer term', async () => {
    expect(names(await search('KA'))).toEqual([
      'horse Kapel',
      'customer Stoeterij De Kapel',
      'customer Ann Kapelle',
      'horse Kapelle van Dormaal',
      'customer Karel Jansens',
    ]);
    expect(names(await search('hé'))).toEqual(['customer Hélène Lefèvre']);
  });

  test('a whole word comes before a longer word, whatever the names', async () => {
    expect(names(await search('an'))).toEqual(['horse Zwarte An', 'customer Ann Kapelle']);
  });

  test('a word inside a name counts; only the start of a word does', async () => {
    expect(names(await search('de'))).toEqual(['customer Stoeterij De Kapel']);
    expect(await search('el')).toEqual([]); // only inside Karel, Hélène, Kapel
  });

  test('an item with several matching words is listed once; limit holds', async () => {
    expect(names(await search('ja'))).toEqual(['customer Jan Janssens', 'customer Karel Jansens']);
    expect(names(await search('k', 2))).toEqual(['horse Kapel', 'customer Stoeterij De Kapel']);
  });

  test('wildcards and quotes are plain text', async () => {
    for (const term of ['%', '_', "'", '\\', 'k%']) expect(await search(term), term).toEqual([]);
  });

  test('a renamed horse is found by its new name only', async () => {
    await t.database.db
      .update(horses)
      .set({ name: 'Zwarte Bo' })
      .where(eq(horses.id, ids['Zwarte An']!));
    expect(names(await search('an'))).toEqual(['customer Ann Kapelle']);
    expect(names(await search('bo'))).toEqual(['horse Zwarte Bo']);
    await t.database.db
      .update(horses)
      .set({ name: 'Zwarte An' })
      .where(eq(horses.id, ids['Zwarte An']!));
  });
});
