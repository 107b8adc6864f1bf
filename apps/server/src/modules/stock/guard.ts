import { and, eq, gte, sql } from 'drizzle-orm';
import { stockMessages } from '@stalboek/domain';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { stockBatches } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { BatchRow } from './batches.ts';

/**
 * Takes `amount` out of a batch with one guarded statement (DESIGN §4): the row changes only when
 * the batch is active and holds enough, so concurrent takes can never go below 0 (the CHECK
 * constraint is the last guard). Zero rows: 404 unknown batch, 409 inactive or not enough.
 */
export async function takeFromBatch(tx: Tx, batchId: string, amount: number): Promise<BatchRow> {
  const [row] = await tx
    .update(stockBatches)
    .set({
      remainingAmount: sql`${stockBatches.remainingAmount} - ${amount}::numeric`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(stockBatches.id, batchId),
        eq(stockBatches.active, true),
        gte(stockBatches.remainingAmount, sql`${amount}::numeric`),
      ),
    )
    .returning();
  if (row) return row;
  throw await refusal(tx, batchId);
}

/** Gives `amount` back to a batch (a mod's amount lowered); always allowed. */
export async function giveBackToBatch(tx: Tx, batchId: string, amount: number): Promise<BatchRow> {
  const [row] = await tx
    .update(stockBatches)
    .set({
      remainingAmount: sql`${stockBatches.remainingAmount} + ${amount}::numeric`,
      updatedAt: new Date(),
    })
    .where(eq(stockBatches.id, batchId))
    .returning();
  if (!row) throw notFound('Lot');
  return row;
}

/** Why a guarded take changed no row: 404 unknown batch, 409 inactive or not enough. */
export async function refusal(tx: DbOrTx, batchId: string) {
  const [batch] = await tx
    .select({ active: stockBatches.active, remaining: stockBatches.remainingAmount })
    .from(stockBatches)
    .where(eq(stockBatches.id, batchId));
  if (!batch) return notFound('Lot');
  if (!batch.active) return conflict(stockMessages.inactive);
  return conflict(stockMessages.notEnough(batch.remaining));
}
