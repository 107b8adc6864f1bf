import { and, desc, eq, gt } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { caseProductLines, stockMods } from '../../db/schema/index.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';
import { cents, giveBackToBatch } from '../stock/guard.ts';
import { takeStockFefo } from '../stock/fefo.ts';
import type { LineOwner } from './lines.ts';

/**
 * Takes `amount` of a product for a case or sheet line: FEFO from the batches that have not
 * expired at the line's date, as Toediening on the owner's horse.
 */
export async function takeForLine(
  tx: Tx,
  actor: Actor,
  owner: LineOwner,
  lineId: string,
  productId: string,
  amount: number,
) {
  const [line] = await tx
    .select({ date: caseProductLines.date })
    .from(caseProductLines)
    .where(eq(caseProductLines.id, lineId));
  await takeStockFefo(tx, {
    productId,
    amount,
    type: 'Toediening',
    horseId: owner.horseId,
    customerId: owner.customerId,
    caseId: owner.caseId,
    caseLineId: lineId,
    ...(line ? { at: line.date } : {}),
    actor,
  });
}

/**
 * Gives `amount` of a line's stock back (all of it when omitted): newest mod first, each back to
 * the batch it came from. A mod is never deleted (medicine administration records are kept ≥ 5
 * years): its amount is lowered, to 0 when all of it comes back, and the audit keeps the
 * correction (docs/domain.md).
 */
export async function giveBackForLine(tx: Tx, actor: Actor, lineId: string, amount?: number) {
  const mods = await tx
    .select()
    .from(stockMods)
    .where(and(eq(stockMods.caseLineId, lineId), gt(stockMods.amount, 0)))
    .orderBy(desc(stockMods.createdAt), desc(stockMods.id))
    .for('update');
  let left = amount === undefined ? Infinity : cents(amount);
  for (const mod of mods) {
    if (left <= 0) break;
    const back = Math.min(left, cents(mod.amount));
    left -= back;
    await giveBackToBatch(tx, mod.batchId, back / 100);
    const rest = (cents(mod.amount) - back) / 100;
    await tx
      .update(stockMods)
      .set({ amount: rest, updatedAt: new Date() })
      .where(eq(stockMods.id, mod.id));
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'stock_mod',
      entityId: mod.id,
      before: { amount: mod.amount },
      after: { amount: rest },
    });
  }
}

/** Moves a line's stock to a new amount: takes or gives back the difference. */
export async function adjustLineStock(
  tx: Tx,
  actor: Actor,
  owner: LineOwner,
  line: { id: string; productId: string; amount: number },
  amount: number,
) {
  const diff = cents(amount) - cents(line.amount);
  if (diff > 0) await takeForLine(tx, actor, owner, line.id, line.productId, diff / 100);
  if (diff < 0) await giveBackForLine(tx, actor, line.id, -diff / 100);
}

/**
 * Gives a product line's stock back and removes the line. Its mods stay (at 0) with their case;
 * the database clears their link to the removed line (ON DELETE SET NULL).
 */
export async function removeProductLine(tx: Tx, actor: Actor, lineId: string) {
  await giveBackForLine(tx, actor, lineId);
  await tx.delete(caseProductLines).where(eq(caseProductLines.id, lineId));
}
