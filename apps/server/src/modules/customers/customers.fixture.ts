import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { customers, horses } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

/** One test app per file, emptied of horses and customers before each test. */
export function customerFixture() {
  const f = {} as {
    t: TestApp;
    post: (customer: unknown) => ReturnType<TestApp['api']>;
    created: (customer: unknown) => Promise<{ _id: string; displayName: string }>;
    customerCount: () => Promise<number | undefined>;
  };
  beforeAll(async () => {
    f.t = await createTestApp();
  });
  afterAll(() => f.t.close());
  beforeEach(async () => {
    await f.t.database.db.delete(horses);
    await f.t.database.db.delete(customers);
  });
  f.post = (customer) => f.t.api({ method: 'POST', url: '/api/customer', payload: { customer } });
  f.created = async (customer) => {
    const res = await f.post(customer);
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  f.customerCount = async () =>
    (await f.t.database.db.select({ n: sql<number>`count(*)::int` }).from(customers))[0]?.n;
  return f;
}
