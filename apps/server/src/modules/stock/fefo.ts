import { and, asc, eq, sql } from 'drizzle-orm';
import { stockMessages } from '@stalboek/domain';
import type { Tx } from '../../db/client.ts';
import { stockBatches } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/audit.ts';
import { conflict } from '../../lib/errors.ts';
import { assertProduct } from './batches.ts';
import { writeTake } from './mods.ts';

export type FefoTake = {
  productId: string;
  amount: number;
  type: 'Toediening' | 'Verkoop';
  horseId?: string | null;
  customerId?: string | null;
  caseId?: string | null;
  /** The case or sheet product line the take is for (stock_mod.case_line_id). */
  caseLineId?: string | null;
  actor: Actor;
};

/**
 * Takes a product "for a case" first-expired-first-out (DESIGN §6): from the active batch with
 * stock that expires first (ties: older createdAt, then id). When that batch holds less than
 * asked, the rest comes from the next batch in the same order, one mod per batch, so each
 * administration names the lot it really came from. Refused (409) when all active batches
 * together hold less: nothing is taken then.
 *
 * The product's active batches with stock are locked (FOR NO KEY UPDATE, which does not block the
 * foreign-key checks of other mods) in FEFO order, one lock order for every take, so two takes
 * never deadlock; each take is still the guarded UPDATE.
 */
export async function takeStockFefo(tx: Tx, take: FefoTake) {
  await assertProduct(tx, take.productId);
  const batches = await tx
    .select({ id: stockBatches.id, remaining: stockBatches.remainingAmount })
    .from(stockBatches)
    .where(
      and(
        eq(stockBatches.productId, take.productId),
        sql`${stockBatches.active} and ${stockBatches.remainingAmount} > 0`,
      ),
    )
    .orderBy(asc(stockBatches.expirationDate), asc(stockBatches.createdAt), asc(stockBatches.id))
    .for('no key update');
  const available = batches.reduce((s, b) => s + b.remaining, 0);
  if (!batches.length) throw conflict(stockMessages.noBatch);
  if (available + 1e-9 < take.amount) throw conflict(stockMessages.notEnoughProduct(available));
  const mods: { modId: string; batchId: string; amount: number }[] = [];
  let left = Math.round(take.amount * 100);
  for (const b of batches) {
    if (left <= 0) break;
    const part = Math.min(left, Math.round(b.remaining * 100));
    const { mod } = await writeTake(tx, take.actor, {
      batchId: b.id,
      type: take.type,
      amount: part / 100,
      customerId: take.customerId,
      horseId: take.horseId,
      caseId: take.caseId,
      caseLineId: take.caseLineId,
    });
    mods.push({ modId: mod._id, batchId: b.id, amount: part / 100 });
    left -= part;
  }
  return { mods };
}
