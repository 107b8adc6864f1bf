import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { horses } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

// Issue 17: a chip reader's number, a UELN or a brand number finds the horse in the global search.
let t: TestApp;
const ids: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.db
    .insert(horses)
    .values([
      { name: 'Bella', type: 'Merrie', microchip: '981100004512345', ueln: '056002W00123456' },
      { name: 'Bella Twee', type: 'Merrie', microchip: '981100004512399' },
      { name: 'Zonder Chip', type: 'Hengst' },
      { name: 'Donna', type: 'Merrie', surrogate: true, surrogateUid: 'DM-101' },
      // Its name holds the other horse's chip: the chip's own horse comes first.
      { name: 'Paard 981100004512345', type: 'Hengst' },
    ])
    .returning();
  for (const h of rows) ids[h.name] = h.id;
});
afterAll(() => t.close());

type Hit = { kind: string; _id: string; name: string; identifier?: unknown };
const search = async (term: string, limit = 10): Promise<Hit[]> => {
  const res = await t.api({
    method: 'GET',
    url: `/api/search/${encodeURIComponent(term)}?limit=${limit}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json().results;
};

describe('GET /api/search/{term} by identifier', () => {
  test('a whole microchip finds its horse, saying which identifier matched, and no names', async () => {
    const hits = await search('981100004512345');
    expect(hits).toEqual([
      expect.objectContaining({
        kind: 'horse',
        _id: ids.Bella,
        identifier: { field: 'microchip', value: '981100004512345' },
      }),
    ]);
    // A horse whose name holds the number is not one it names.
    expect(hits.map((h) => h.name)).not.toContain('Paard 981100004512345');
  });

  test('the start of a chip finds every horse it begins, exact before a start, then by name', async () => {
    const hits = await search('9811000045123');
    // The chips first; then the horse whose name holds the start, by its name.
    expect(hits.map((h) => h.name)).toEqual(['Bella', 'Bella Twee', 'Paard 981100004512345']);
    expect(hits.map((h) => h.identifier !== null)).toEqual([true, true, false]);
    const exact = await search('981100004512399');
    expect(exact.map((h) => h.name)).toEqual(['Bella Twee']);
  });

  test('a UELN in lower case and a brand number with spaces find their horse', async () => {
    expect((await search('056002w00123456'))[0]).toMatchObject({
      _id: ids.Bella,
      identifier: { field: 'ueln', value: '056002W00123456' },
    });
    expect((await search('dm - 101'))[0]).toMatchObject({
      _id: ids.Donna,
      identifier: { field: 'surrogate_uid', value: 'DM-101' },
    });
  });

  test('a name is not looked up as an identifier; the limit holds', async () => {
    const byName = await search('bella');
    expect(byName.map((h) => h.name)).toEqual(['Bella', 'Bella Twee']);
    expect(byName.every((h) => h.identifier === null)).toBe(true);
    expect(await search('9811000045123', 1)).toHaveLength(1);
    expect(await search('999999999')).toEqual([]);
  });
});
