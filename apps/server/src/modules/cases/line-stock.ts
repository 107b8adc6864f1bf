import { eq } from 'drizzle-orm';
import { correctionReasons } from '@stalboek/domain';
import type { Tx } from '../../db/client.ts';
import { caseProductLines, cases } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/audit.ts';
import { cents, giveBackLineStock, takeStockFefo } from '../stock/index.ts';
import type { LineOwner } from './line-owner.ts';

/**
 * Takes `amount` of a product for a case or sheet line: FEFO from the batches that have not
 * expired at the line's date, as Toediening on the owner's horse (the stock module writes it).
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
    ...(line && owner.recordStockAtLineDate ? { recordedAt: line.date } : {}),
    actor,
  });
}

/** Why a line's stock comes back, naming its case (and sheet), for the correction's reason. */
async function reasonFor(tx: Tx, lineId: string, change: 'lineRemoved' | 'lineLowered') {
  const [line] = await tx
    .select({ reference: cases.reference, sheetId: caseProductLines.sheetId })
    .from(caseProductLines)
    .innerJoin(cases, eq(cases.id, caseProductLines.caseId))
    .where(eq(caseProductLines.id, lineId));
  return correctionReasons[change](line?.reference ?? '?', Boolean(line?.sheetId));
}

/** Moves a line's stock to a new amount: takes more FEFO, or gives back the difference. */
export async function adjustLineStock(
  tx: Tx,
  actor: Actor,
  owner: LineOwner,
  line: { id: string; productId: string; amount: number },
  amount: number,
) {
  const diff = cents(amount) - cents(line.amount);
  if (diff > 0) await takeForLine(tx, actor, owner, line.id, line.productId, diff / 100);
  if (diff < 0)
    await giveBackLineStock(
      tx,
      actor,
      line.id,
      await reasonFor(tx, line.id, 'lineLowered'),
      -diff / 100,
    );
}

/**
 * Gives a product line's stock back and removes the line. Its administrations stay as they were
 * written, each with the correction that gave it back, and keep their case; the database clears
 * their link to the removed line (ON DELETE SET NULL).
 */
export async function removeProductLine(tx: Tx, actor: Actor, lineId: string) {
  await giveBackLineStock(tx, actor, lineId, await reasonFor(tx, lineId, 'lineRemoved'));
  await tx.delete(caseProductLines).where(eq(caseProductLines.id, lineId));
}
