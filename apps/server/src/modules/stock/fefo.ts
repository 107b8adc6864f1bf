import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { dutchDay, notExpiredFrom, stockMessages } from '@stalboek/domain';
import type { Tx } from '../../db/client.ts';
import { stockBatches, stockMods } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/audit.ts';
import { conflict } from '../../lib/errors.ts';
import { cents, takeFromBatch } from './guard.ts';
import { auditNewMods } from './mod-audit.ts';
import { assertRefs } from './mods.ts';

export type FefoTake = {
  productId: string;
  amount: number;
  type: 'Toediening' | 'Verkoop';
  horseId?: string | null;
  customerId?: string | null;
  caseId?: string | null;
  /** The case or sheet product line the take is for (stock_mod.case_line_id). */
  caseLineId?: string | null;
  /** The administration date (default now): a batch that has expired by then is not used. */
  at?: Date;
  /**
   * When the record says it was written (default now; never before its batch's delivery). Only
   * the demo data sets it, to date the stock its lines took by the lines (mods are never changed
   * after they are written, so it cannot be set afterwards).
   */
  recordedAt?: Date;
  actor: Actor;
};

/**
 * Writes the mod of one part of a FEFO take: the mod, its audit row and the guarded take, in the
 * caller's transaction. takeStockFefo has already locked the product's batches (FOR NO KEY
 * UPDATE, in FEFO order), so the UPDATE does not wait here; it is still the guard that keeps the
 * batch at 0 or more.
 */
async function writeTake(
  tx: Tx,
  take: FefoTake,
  batch: { id: string; deliveryDate: Date },
  amount: number,
) {
  const batchId = batch.id;
  const recorded = take.recordedAt
    ? new Date(Math.max(take.recordedAt.getTime(), batch.deliveryDate.getTime()))
    : undefined;
  const [mod] = await tx
    .insert(stockMods)
    .values({
      type: take.type,
      productId: take.productId,
      batchId,
      customerId: take.customerId ?? null,
      horseId: take.horseId ?? null,
      caseId: take.caseId ?? null,
      caseLineId: take.caseLineId ?? null,
      amount,
      createdBy: take.actor.name || take.actor.sub,
      ...(recorded ? { createdAt: recorded } : {}),
    })
    .returning({ id: stockMods.id });
  if (!mod) throw new Error('insert returned no row');
  await auditNewMods(tx, [{ id: mod.id, actor: take.actor }]);
  await takeFromBatch(tx, batchId, amount);
  return mod.id;
}

/**
 * Takes a product "for a case" first-expired-first-out (DESIGN §6): from the active batch with
 * stock that expires first and has not expired at the administration date (ties: older
 * createdAt, then id). When that batch holds less than asked, the rest comes from the next batch
 * in the same order, one mod per batch, so each administration names the lot it really came
 * from. Refused (409) when the usable batches together hold less — with its own message when
 * expired batches would have been enough: nothing is taken then.
 *
 * The product is not looked up again: a take is for a case or sheet product line, whose foreign
 * key names an existing product, and a new product line has checked it already (404 before the
 * line is written, cases/lines.ts).
 *
 * The product's usable batches are locked (FOR NO KEY UPDATE, which does not block the
 * foreign-key checks of other mods) in FEFO order, one lock order for every take, so two takes
 * never deadlock; each take is still the guarded UPDATE.
 */
export async function takeStockFefo(tx: Tx, take: FefoTake) {
  await assertRefs(tx, take.customerId, take.horseId);
  const at = take.at ?? new Date();
  const from = notExpiredFrom(at);
  const withStock = and(
    eq(stockBatches.productId, take.productId),
    sql`${stockBatches.active} and ${stockBatches.remainingAmount} > 0`,
  );
  const batches = await tx
    .select({
      id: stockBatches.id,
      remaining: stockBatches.remainingAmount,
      deliveryDate: stockBatches.deliveryDate,
    })
    .from(stockBatches)
    .where(and(withStock, gte(stockBatches.expirationDate, from)))
    .orderBy(asc(stockBatches.expirationDate), asc(stockBatches.createdAt), asc(stockBatches.id))
    .for('no key update');
  const wanted = cents(take.amount);
  const usable = batches.reduce((s, b) => s + cents(b.remaining), 0);
  if (usable < wanted) {
    const [expired] = await tx
      .select({ n: sql<string | null>`sum(${stockBatches.remainingAmount})` })
      .from(stockBatches)
      .where(and(withStock, lt(stockBatches.expirationDate, from)));
    const inExpired = cents(Number(expired?.n ?? 0));
    if (usable + inExpired >= wanted)
      throw conflict(stockMessages.onlyExpired(usable / 100, inExpired / 100, dutchDay(at)));
    if (!batches.length && !inExpired) throw conflict(stockMessages.noBatch);
    throw conflict(stockMessages.notEnoughProduct(usable / 100));
  }
  const mods: { modId: string; batchId: string; amount: number }[] = [];
  let left = wanted;
  for (const b of batches) {
    if (left <= 0) break;
    const part = Math.min(left, cents(b.remaining));
    const modId = await writeTake(tx, take, b, part / 100);
    mods.push({ modId, batchId: b.id, amount: part / 100 });
    left -= part;
  }
  return { mods };
}
