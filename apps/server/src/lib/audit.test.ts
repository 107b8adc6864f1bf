import { afterAll, beforeAll, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { audit } from '../db/schema/index.ts';
import { openTestDatabase } from '../../test/helpers.ts';
import type { Database } from '../db/client.ts';
import { recordAudit } from './audit.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const actor = { sub: 'user-1', name: 'Dr. Test' };
const entityId = '00000000-0000-4000-8000-000000000001';

test('the audit table refuses UPDATE, DELETE and TRUNCATE in the database itself', async () => {
  const { db } = database;
  await db.transaction((tx) =>
    recordAudit(tx, actor, { action: 'create', entity: 'test', entityId, after: { a: 1 } }),
  );
  const before = await db.select().from(audit);
  expect(before).toHaveLength(1);
  for (const change of [
    sql`update audit set actor = 'someone else'`,
    sql`delete from audit`,
    sql`truncate audit`,
  ]) {
    const refused = await db.execute(change).then(
      () => undefined,
      (err: Error) => err.cause,
    );
    expect(String(refused)).toMatch(/audit is append-only/);
  }
  expect(await db.select().from(audit)).toEqual(before);
});
