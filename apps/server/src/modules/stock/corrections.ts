import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { correctionMessages } from '@stalboek/domain';
import type { Tx } from '../../db/client.ts';
import { stockBatches, stockMods } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/audit.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { BatchRow } from './batches.ts';
import { cents, giveBackToBatch, takeFromBatch } from './guard.ts';
import { auditNewMods } from './mod-audit.ts';

type ModRow = typeof stockMods.$inferSelect;
/** A locked mod with its effective amount in cents: own amount + Σ its corrections. */
export type LockedMod = ModRow & { effective: number };

/**
 * Locks the mods `where` selects, newest first, and reads their effective amounts. The lock is
 * FOR NO KEY UPDATE, which a correction's foreign-key check (KEY SHARE) does not wait for, but
 * every other correction of the same mod does (here and in the database's own check). The sums
 * are read by a second statement, after the locks: under READ COMMITTED it sees every correction
 * that a transaction holding the lock before us committed.
 */
export async function lockMods(tx: Tx, where: SQL): Promise<LockedMod[]> {
  const rows = await tx
    .select()
    .from(stockMods)
    .where(where)
    .orderBy(desc(stockMods.createdAt), desc(stockMods.id))
    .for('no key update');
  if (!rows.length) return [];
  const sums = await tx
    .select({ of: stockMods.correctsId, total: sql<string>`sum(${stockMods.amount})::text` })
    .from(stockMods)
    .where(
      inArray(
        stockMods.correctsId,
        rows.map((r) => r.id),
      ),
    )
    .groupBy(stockMods.correctsId);
  const corrected = new Map(sums.map((s) => [s.of, cents(Number(s.total))]));
  return rows.map((r) => ({ ...r, effective: cents(r.amount) + (corrected.get(r.id) ?? 0) }));
}

/**
 * Writes a correction of `by` cents (negative: given back to the batch, positive: more taken
 * under the batch's guard) of a locked original: same type, product, batch, horse, customer and
 * case links, who and why. The original stays as it was; its effective amount may not go below
 * 0 (409). Returns the correction's id and the batch after it.
 */
export async function writeCorrection(
  tx: Tx,
  actor: Actor,
  original: LockedMod,
  by: number,
  reason: string,
): Promise<{ id: string; batch: BatchRow }> {
  if (original.correctsId) throw conflict(correctionMessages.correctionOfCorrection);
  if (original.effective + by < 0)
    throw conflict(correctionMessages.belowZero(original.effective / 100));
  const batch =
    by > 0
      ? await takeFromBatch(tx, original.batchId, by / 100)
      : await giveBackToBatch(tx, original.batchId, -by / 100);
  const [row] = await tx
    .insert(stockMods)
    .values({
      type: original.type,
      productId: original.productId,
      batchId: original.batchId,
      customerId: original.customerId,
      horseId: original.horseId,
      caseId: original.caseId,
      caseLineId: original.caseLineId,
      amount: by / 100,
      correctsId: original.id,
      reason,
      createdBy: actor.name || actor.sub,
    })
    .returning({ id: stockMods.id });
  if (!row) throw new Error('insert returned no row');
  await auditNewMods(tx, [{ id: row.id, actor }]);
  original.effective += by;
  return { id: row.id, batch };
}

/**
 * Corrects one original by `by` (signed, in units) under its row lock: the guard every
 * correction goes through, so concurrent corrections of one mod never take it below 0.
 */
export async function correctModBy(
  tx: Tx,
  actor: Actor,
  modId: string,
  by: number,
  reason: string,
) {
  const [original] = await lockMods(tx, eq(stockMods.id, modId));
  if (!original) throw notFound('Stockmodificatie');
  return writeCorrection(tx, actor, original, cents(by), reason);
}

/**
 * Gives back `amount` (everything when omitted) of the originals `where` selects, newest first,
 * each against its effective amount: one compensating correction per original, with `reason`.
 */
async function giveBack(
  tx: Tx,
  actor: Actor,
  where: SQL,
  reason: string,
  amount?: number,
): Promise<void> {
  const originals = await lockMods(tx, and(where, isNull(stockMods.correctsId)) as SQL);
  // The batches that get stock back, locked in id order like every other multi-batch write
  // (DESIGN §4), rather than in the order of the mods.
  const batchIds = [...new Set(originals.filter((o) => o.effective > 0).map((o) => o.batchId))];
  if (batchIds.length)
    await tx
      .select({ id: stockBatches.id })
      .from(stockBatches)
      .where(inArray(stockBatches.id, batchIds))
      .orderBy(asc(stockBatches.id))
      .for('no key update');
  let left = amount === undefined ? Infinity : cents(amount);
  for (const original of originals) {
    if (left <= 0) break;
    const back = Math.min(left, original.effective);
    if (back <= 0) continue;
    left -= back;
    await writeCorrection(tx, actor, original, -back, reason);
  }
}

/**
 * A case or sheet product line lowered (by `amount`) or removed (everything): its administrations
 * stay as they were written, and corrections give the stock back (docs/domain.md).
 */
export function giveBackLineStock(
  tx: Tx,
  actor: Actor,
  lineId: string,
  reason: string,
  amount?: number,
): Promise<void> {
  return giveBack(tx, actor, eq(stockMods.caseLineId, lineId), reason, amount);
}

/** A deleted case: every administration it still holds is given back by a correction. */
export function giveBackCaseStock(
  tx: Tx,
  actor: Actor,
  caseId: string,
  reason: string,
): Promise<void> {
  return giveBack(tx, actor, eq(stockMods.caseId, caseId), reason);
}
