// The transaction helper meets a real deadlock (issue 14, item 2). PostgreSQL server only
// (vitest.config.ts): on PGlite, which runs one transaction at a time, the second transaction
// would wait for the first forever.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { openTestDatabase } from '../../test/helpers.ts';
import type { Database, Tx } from './client.ts';
import { containers } from './schema/index.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('db.transaction and a real deadlock', () => {
  test('two transactions locking two rows in opposite orders both commit: the one PostgreSQL aborts (40P01) runs again', async () => {
    const [a, b] = await database.db
      .insert(containers)
      .values([
        { name: 'Vat A', availablePlaces: 10 },
        { name: 'Vat B', availablePlaces: 10 },
      ])
      .returning({ id: containers.id });
    if (!a || !b) throw new Error('no containers');
    let attempts = 0;
    let holding = 0;
    let bothHold: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (bothHold = resolve));
    const lock = (tx: Tx, id: string) =>
      tx.execute(sql`select 1 from nitrogen_container where id = ${id} for update`);
    // On their first attempt each waits until both hold their first row: then each wants the
    // other's, a certain deadlock. The aborted one's retry only queues behind the survivor.
    const move = (first: string, second: string) =>
      database.db.transaction(async (tx) => {
        const attempt = ++attempts;
        await lock(tx, first);
        if (attempt <= 2) {
          if (++holding === 2) bothHold();
          await held;
        }
        await lock(tx, second);
        await tx
          .update(containers)
          .set({ availablePlaces: sql`${containers.availablePlaces} + 1` })
          .where(eq(containers.id, second));
      });
    await Promise.all([move(a.id, b.id), move(b.id, a.id)]);
    expect(attempts).toBe(3);
    const rows = await database.db.select().from(containers);
    expect(rows.map((r) => r.availablePlaces).sort()).toEqual([11, 11]);
  });
});
