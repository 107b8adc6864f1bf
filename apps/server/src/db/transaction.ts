import type { PgTransactionConfig } from 'drizzle-orm/pg-core';
import { isConnectionLoss, isRetryableConflict } from './pg-errors.ts';
import type { Db, Tx } from './types.ts';

/** Attempts of one transaction that keeps meeting deadlocks or serialization failures. */
export const TRANSACTION_ATTEMPTS = 5;

/**
 * The connection died after the work was done, while committing: the server may or may not have
 * committed it. The request answers 503 saying so, rather than promising that nothing was kept.
 */
export class CommitOutcomeUnknown extends Error {
  constructor(cause: unknown) {
    super('connection lost while committing', { cause });
  }
}

/** Random wait before attempt n + 1, growing with n: two transactions that deadlocked part ways. */
const jitter = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * 2 ** attempt));

/**
 * Makes `db.transaction` the one transaction helper of DESIGN §4: a top-level transaction that
 * fails with a deadlock or serialization failure (40001, 40P01) runs again, up to
 * TRANSACTION_ATTEMPTS times, after a random wait; what still fails is thrown (a 409 then). Only
 * the top level retries: a savepoint (`tx.transaction`) fails into its transaction, which as a
 * whole is run again. Callbacks must therefore do nothing outside the database that cannot be
 * repeated (none does: HTTP calls such as the Medini feed happen before the transaction).
 */
export function retryTransactions(db: Db): Db {
  const run = db.transaction.bind(db);
  async function transaction<T>(
    work: (tx: Tx) => Promise<T>,
    config?: PgTransactionConfig,
  ): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      let committing = false;
      try {
        return await run(async (tx) => {
          const result = await work(tx);
          committing = true;
          return result;
        }, config);
      } catch (err) {
        if (committing && isConnectionLoss(err)) throw new CommitOutcomeUnknown(err);
        if (attempt >= TRANSACTION_ATTEMPTS || !isRetryableConflict(err)) throw err;
        await jitter(attempt);
      }
    }
  }
  db.transaction = transaction;
  return db;
}
