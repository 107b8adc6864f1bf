import { and, eq, gte, sql } from 'drizzle-orm';
import { dutchDay, NO_EXPIRED_MOD_TYPES, notExpiredFrom, stockMessages } from '@stalboek/domain';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { stockBatches } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { BatchRow } from './batches.ts';

/** Hundredths of a unit: stock arithmetic in whole numbers, never in floating point. */
export const cents = (amount: number) => Math.round(amount * 100);
/** An amount as the exact decimal text PostgreSQL's numeric takes ('2.50'). */
export const decimal = (amount: number) => sql`${(cents(amount) / 100).toFixed(2)}::numeric`;

/** Whether a mod of `type` may not come from a batch that has expired (docs/domain.md). */
export const needsUnexpired = (type: string) =>
  (NO_EXPIRED_MOD_TYPES as readonly string[]).includes(type);

/**
 * Takes `amount` out of a batch with one guarded statement (DESIGN §4): the row changes only when
 * the batch is active and holds enough, so concurrent takes can never go below 0 (the CHECK
 * constraint is the last guard). Zero rows: 404 unknown batch, 409 inactive or not enough.
 */
export async function takeFromBatch(tx: Tx, batchId: string, amount: number): Promise<BatchRow> {
  const [row] = await tx
    .update(stockBatches)
    .set({
      remainingAmount: sql`${stockBatches.remainingAmount} - ${decimal(amount)}`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(stockBatches.id, batchId),
        eq(stockBatches.active, true),
        gte(stockBatches.remainingAmount, decimal(amount)),
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
      remainingAmount: sql`${stockBatches.remainingAmount} + ${decimal(amount)}`,
      updatedAt: new Date(),
    })
    .where(eq(stockBatches.id, batchId))
    .returning();
  if (!row) throw notFound('Lot');
  return row;
}

/**
 * Why a guarded take changed no row: 404 unknown batch, 409 inactive, expired (for a mod that
 * may not come from an expired batch, at `at`) or not enough.
 */
export async function refusal(tx: DbOrTx, batchId: string, take?: { type: string; at: Date }) {
  const [batch] = await tx
    .select({
      active: stockBatches.active,
      remaining: stockBatches.remainingAmount,
      expiration: stockBatches.expirationDate,
    })
    .from(stockBatches)
    .where(eq(stockBatches.id, batchId));
  if (!batch) return notFound('Lot');
  if (!batch.active) return conflict(stockMessages.inactive);
  if (take && needsUnexpired(take.type) && batch.expiration < notExpiredFrom(take.at))
    return conflict(stockMessages.expiredBatch(dutchDay(batch.expiration)));
  return conflict(stockMessages.notEnough(batch.remaining));
}
