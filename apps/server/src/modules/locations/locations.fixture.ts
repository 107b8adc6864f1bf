import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { horses, lodgings, locations } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

/** One test app per file, emptied of horses and locations before each test. */
export function locationFixture() {
  const f = {} as {
    t: TestApp;
    create: (payload: Record<string, unknown>) => ReturnType<TestApp['api']>;
    created: (payload: Record<string, unknown>) => Promise<{ _id: string }>;
    putHorses: (locationId: string, n: number) => Promise<void>;
  };
  beforeAll(async () => {
    f.t = await createTestApp();
  });
  afterAll(() => f.t.close());
  beforeEach(async () => {
    await f.t.database.db.delete(lodgings);
    await f.t.database.db.delete(horses);
    await f.t.database.db.delete(locations);
  });
  f.create = (payload) => f.t.api({ method: 'POST', url: '/api/location', payload });
  f.created = async (payload) => {
    const res = await f.create(payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  f.putHorses = async (locationId, n) => {
    await f.t.database.db.insert(horses).values(
      Array.from({ length: n }, (_, i) => ({
        name: `Paard ${i}`,
        type: 'Merrie' as const,
        locationId,
      })),
    );
  };
  return f;
}
