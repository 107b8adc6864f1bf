// The one transaction helper (DESIGN §4): what it retries and what it does not. The errors are
// made here; deadlock-retry.pg.test.ts meets a real deadlock on the PostgreSQL server.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { fromDatabaseError } from '../lib/db-errors.ts';
import { openTestDatabase } from '../../test/helpers.ts';
import type { Database } from './client.ts';
import { containers } from './schema/index.ts';
import { TRANSACTION_ATTEMPTS } from './transaction.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** An error as node-postgres gives it (drizzle wraps it in one with the failed query). */
const pgError = (code: string) => ({
  message: 'Failed query: …',
  cause: Object.assign(new Error('deadlock detected'), { code }),
});
const named = (name: string) =>
  database.db.select().from(containers).where(eq(containers.name, name));

describe('db.transaction retries deadlocks and serialization failures', () => {
  test('a transaction that meets a deadlock (40P01) once runs again and commits once', async () => {
    let attempts = 0;
    const result = await database.db.transaction(async (tx) => {
      attempts++;
      await tx.insert(containers).values({ name: 'Vat na deadlock', availablePlaces: 10 });
      if (attempts === 1) throw pgError('40P01');
      return 'klaar';
    });
    expect(result).toBe('klaar');
    expect(attempts).toBe(2);
    expect(await named('Vat na deadlock')).toHaveLength(1);
  });

  test(`one that keeps failing (40001) gives up after ${TRANSACTION_ATTEMPTS} attempts: a Dutch 409, nothing kept`, async () => {
    let attempts = 0;
    const failing = database.db.transaction(async (tx) => {
      attempts++;
      await tx.insert(containers).values({ name: 'Vat zonder kans', availablePlaces: 10 });
      throw pgError('40001');
    });
    const err = await failing.catch((e: unknown) => e);
    expect(attempts).toBe(TRANSACTION_ATTEMPTS);
    expect(fromDatabaseError(err)).toMatchObject({
      statusCode: 409,
      message: 'Deze gegevens werden tegelijk door iemand anders gewijzigd: probeer het opnieuw.',
    });
    expect(await named('Vat zonder kans')).toEqual([]);
  });

  test('any other error is not retried', async () => {
    let attempts = 0;
    const unique = database.db.transaction(async () => {
      attempts++;
      throw pgError('23505');
    });
    await expect(unique).rejects.toBeDefined();
    expect(attempts).toBe(1);
  });

  test('a savepoint does not retry on its own: its whole transaction runs again', async () => {
    let outer = 0;
    let inner = 0;
    await database.db.transaction(async (tx) => {
      outer++;
      await tx.transaction(async () => {
        inner++;
        if (outer === 1) throw pgError('40P01');
      });
    });
    expect([outer, inner]).toEqual([2, 2]);
  });
});
