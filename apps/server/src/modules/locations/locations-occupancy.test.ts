import { describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { horses, locations } from '../../db/schema/index.ts';
import { locationFixture } from './locations.fixture.ts';

const f = locationFixture();

describe('occupancy is guarded by the database', () => {
  test('a horse cannot be placed in a full location, even by a direct write', async () => {
    const { _id } = await f.created({ name: 'Box', places: 1 });
    await f.putHorses(_id, 1);
    await expect(f.putHorses(_id, 1)).rejects.toThrow();
    const [row] = await f.t.database.db.select().from(locations).where(eq(locations.id, _id));
    expect(row?.occupants).toBe(1);
  });

  test('moving a horse frees its old place and takes the new one', async () => {
    const a = await f.created({ name: 'A', places: 1 });
    const b = await f.created({ name: 'B', places: 1 });
    await f.putHorses(a._id, 1);
    await f.t.database.db.update(horses).set({ locationId: b._id });
    const res = await f.t.api({ method: 'GET', url: '/api/location?sortBy=name' });
    expect(res.json().locations.map((l: { horseCount: number }) => l.horseCount)).toEqual([0, 1]);
  });

  test('20 parallel moves into a location with 3 places: exactly 3 succeed', async () => {
    const target = await f.created({ name: 'Doel', places: 3 });
    const source = await f.created({ name: 'Bron', places: 20 });
    await f.putHorses(source._id, 20);
    const all = await f.t.database.db.select().from(horses);
    const results = await Promise.allSettled(
      all.map((h) =>
        f.t.database.db.update(horses).set({ locationId: target._id }).where(eq(horses.id, h.id)),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const [row] = await f.t.database.db
      .select()
      .from(locations)
      .where(eq(locations.id, target._id));
    expect(row?.occupants).toBe(3);
  });
});

describe('a renamed location re-sorts the horses in it', () => {
  test('horse.location_sort follows moves and renames', async () => {
    const { _id } = await f.created({ stable: 'Wei', prefix: 'A', name: '9', places: 2 });
    await f.putHorses(_id, 1);
    const sortOf = async () =>
      (await f.t.database.db.select({ s: horses.locationSort }).from(horses))[0]?.s;
    expect(await sortOf()).toBe('Wei a-0000000009');
    await f.t.api({
      method: 'PUT',
      url: `/api/location/${_id}`,
      payload: { stable: 'Wei', prefix: 'A', name: '10', places: 2 },
    });
    expect(await sortOf()).toBe('Wei a-0000000010');
    await f.t.database.db.update(horses).set({ locationId: null });
    expect(await sortOf()).toBeNull();
  });
});
