import { desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { caseProductLines, stockMods } from '../../db/schema/index.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';
import { giveBackToBatch } from '../stock/guard.ts';
import { takeStockFefo } from '../stock/fefo.ts';
import type { LineOwner } from './lines.ts';

const cents = (n: number) => Math.round(n * 100);

/** Takes `amount` of a product for a case or sheet line: FEFO, Toediening on the owner's horse. */
export async function takeForLine(
  tx: Tx,
  actor: Actor,
  owner: LineOwner,
  lineId: string,
  productId: string,
  amount: number,
) {
  await takeStockFefo(tx, {
    productId,
    amount,
    type: 'Toediening',
    horseId: owner.horseId,
    customerId: owner.customerId,
    caseId: owner.caseId,
    caseLineId: lineId,
    actor,
  });
}

/**
 * Gives `amount` of a line's stock back (all of it when omitted): newest mod first, each back to
 * the batch it came from. A mod that reaches 0 is removed: the product was not administered after
 * all, and the audit keeps the correction (docs/domain.md).
 */
export async function giveBackForLine(tx: Tx, actor: Actor, lineId: string, amount?: number) {
  const mods = await tx
    .select()
    .from(stockMods)
    .where(eq(stockMods.caseLineId, lineId))
    .orderBy(desc(stockMods.createdAt), desc(stockMods.id))
    .for('update');
  let left = amount === undefined ? Infinity : cents(amount);
  for (const mod of mods) {
    if (left <= 0) break;
    const back = Math.min(left, cents(mod.amount));
    left -= back;
    await giveBackToBatch(tx, mod.batchId, back / 100);
    const rest = cents(mod.amount) - back;
    if (rest === 0) await tx.delete(stockMods).where(eq(stockMods.id, mod.id));
    else
      await tx
        .update(stockMods)
        .set({ amount: rest / 100, updatedAt: new Date() })
        .where(eq(stockMods.id, mod.id));
    await recordAudit(tx, actor, {
      action: rest === 0 ? 'delete' : 'update',
      entity: 'stock_mod',
      entityId: mod.id,
      before: { amount: mod.amount },
      after: rest === 0 ? null : { amount: rest / 100 },
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

/** Gives a product line's stock back and removes it. */
export async function removeProductLine(tx: Tx, actor: Actor, lineId: string) {
  await giveBackForLine(tx, actor, lineId);
  await tx.delete(caseProductLines).where(eq(caseProductLines.id, lineId));
}
