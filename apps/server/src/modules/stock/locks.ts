import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { stockBatches, stockMods } from '../../db/schema/index.ts';

/**
 * Locks, in one order for every caller (batch id), each batch a save of a case or sheet may
 * change, before it changes any: the active batches with stock of the products it may take, and
 * the batches the case's administrations came from (what it may give back). Without this, takes
 * lock a product's batches product by product in the order of the lines, so two saves naming
 * products A and B in opposite orders each held one and waited for the other (40 such saves: 3
 * saved, 37 deadlocks). FOR NO KEY UPDATE, like takeStockFefo's own lock, so a new mod's
 * foreign-key check on its batch never waits for it.
 *
 * A batch that gains stock after this (a give-back another transaction commits meanwhile) is
 * locked later by the take itself; the transaction helper retries the rare deadlock that leaves.
 */
export async function lockBatchesInOrder(
  tx: Tx,
  opts: { productIds: string[]; caseId: string },
): Promise<void> {
  const productIds = [...new Set(opts.productIds)];
  const taken = productIds.length
    ? and(
        inArray(stockBatches.productId, productIds),
        sql`${stockBatches.active} and ${stockBatches.remainingAmount} > 0`,
      )
    : undefined;
  const givenBack = inArray(
    stockBatches.id,
    tx.select({ id: stockMods.batchId }).from(stockMods).where(eq(stockMods.caseId, opts.caseId)),
  );
  await tx
    .select({ id: stockBatches.id })
    .from(stockBatches)
    .where(or(taken, givenBack) as SQL)
    .orderBy(asc(stockBatches.id))
    .for('no key update');
}
