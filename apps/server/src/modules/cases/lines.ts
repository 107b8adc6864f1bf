import { eq } from 'drizzle-orm';
import { caseMsg, sheetMsg, type ProductLineInput } from '@stalboek/domain';
import type { Tx } from '../../db/client.ts';
import { caseLaboLines, caseProductLines, caseProtocolLines } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/audit.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { assertProduct } from '../stock/index.ts';
import { ownedBy, type LineOwner, type TreatmentLinesInput } from './line-owner.ts';
import { adjustLineStock, removeProductLine, takeForLine } from './line-stock.ts';
import { lotsOfLine } from './line-semen.ts';
import { lockStockForLines } from './stock-locks.ts';
import { lockLotsForCaseSave } from '../semen/index.ts';
import { addTreatmentLine, removeTreatmentLine, updateTreatmentLine } from './treatment-lines.ts';

/** Saved lines missing from `incoming` are removed; refused when invoiced or amounts-only. */
function removals<T extends { id: string; billable: boolean }>(
  existing: T[],
  incoming: { _id?: string | undefined }[],
  amountsOnly: boolean,
): T[] {
  const kept = new Set(incoming.map((l) => l._id).filter(Boolean));
  const gone = existing.filter((l) => !kept.has(l.id));
  if (gone.length && amountsOnly) throw conflict(sheetMsg.invoiced);
  if (gone.some((l) => !l.billable)) throw conflict(caseMsg.lineInvoiced);
  return gone;
}

function savedLine<T extends { id: string }>(existing: T[], id: string, what: string): T {
  const line = existing.find((l) => l.id === id);
  if (!line) throw notFound(what);
  return line;
}

/**
 * Makes the owner's protocol, lab-test and product lines equal to `incoming`, in the caller's
 * transaction. Lines without `_id` are new; saved lines missing from `incoming` are removed
 * (first, so their stock is back before new lines take). Stock moves FEFO as Toediening mods on
 * the owner's horse; a take beyond stock throws the catalogue's 409 and the caller's whole save
 * rolls back. `amountsOnly` (an invoiced sheet): no lines added or removed, only amounts change.
 * A line no longer billable (invoiced) keeps everything but its amount. A line sent without a
 * date (spec 01 §3 writes a sheet's products as {product, amount}) keeps its saved date, or when
 * new takes `lineDate` (a sheet's research date), else the save's time (a case's own lines).
 */
export async function syncLines(
  tx: Tx,
  actor: Actor,
  owner: LineOwner,
  incoming: TreatmentLinesInput,
  opts: { amountsOnly?: boolean; lineDate?: Date } = {},
): Promise<void> {
  const newDate = (opts.lineDate ?? new Date()).toISOString();
  const dated = <L extends { date?: string | undefined }>(line: L, saved?: { date: Date }) => ({
    ...line,
    date: line.date ?? saved?.date.toISOString() ?? newDate,
  });
  const amountsOnly = opts.amountsOnly ?? false;
  const newLines = [...incoming.protocols, ...incoming.labos, ...incoming.products].some(
    (l) => !l._id,
  );
  if (amountsOnly && newLines) throw conflict(sheetMsg.invoiced);

  const protocolLines = await tx
    .select()
    .from(caseProtocolLines)
    .where(ownedBy(caseProtocolLines, owner))
    .for('update');
  const laboLines = await tx
    .select()
    .from(caseLaboLines)
    .where(ownedBy(caseLaboLines, owner))
    .for('update');
  const productLines = (
    await tx.select().from(caseProductLines).where(ownedBy(caseProductLines, owner)).for('update')
  ).filter((l) => l.protocolLineId === null);
  // Every batch this save may change, locked in one order before any stock moves (no deadlocks).
  await lockStockForLines(tx, owner, incoming);
  // Then the semen lots it may take straws from or give them back to, in id order.
  await lockLotsForCaseSave(
    tx,
    owner.caseId,
    incoming.protocols.flatMap((l) => lotsOfLine(l.parameters)),
  );

  for (const line of removals(protocolLines, incoming.protocols, amountsOnly))
    await removeTreatmentLine(tx, actor, 'protocol', line.id);
  for (const line of removals(laboLines, incoming.labos, amountsOnly))
    await removeTreatmentLine(tx, actor, 'labo', line.id);
  for (const line of removals(productLines, incoming.products, amountsOnly))
    await removeProductLine(tx, actor, line.id);

  for (const [i, line] of incoming.protocols.entries()) {
    const path = `protocols.${i}`;
    if (!line._id) await addTreatmentLine(tx, actor, owner, 'protocol', dated(line), path);
    else {
      const saved = savedLine(protocolLines, line._id, 'Protocollijn');
      await updateTreatmentLine(tx, actor, owner, 'protocol', saved, dated(line, saved), path);
    }
  }
  for (const [i, line] of incoming.labos.entries()) {
    const path = `labos.${i}`;
    const input = { ...line, protocol: line.labo, invoiceDescription: null };
    if (!line._id) await addTreatmentLine(tx, actor, owner, 'labo', dated(input), path);
    else {
      const saved = savedLine(laboLines, line._id, 'Labolijn');
      await updateTreatmentLine(tx, actor, owner, 'labo', saved, dated(input, saved), path);
    }
  }
  for (const [i, line] of incoming.products.entries()) {
    if (!line._id) await addProductLine(tx, actor, owner, dated(line));
    else {
      const saved = savedLine(productLines, line._id, 'Productlijn');
      if (saved.productId !== line.product)
        throw new AppError('BAD_REQUEST', 'Een productlijn kan niet van product veranderen.', [
          { path: `products.${i}.product`, message: 'Kies een nieuwe lijn voor een ander product' },
        ]);
      await adjustLineStock(tx, actor, owner, saved, line.amount);
      await tx
        .update(caseProductLines)
        .set(
          saved.billable
            ? { amount: line.amount, sell: line.sell, date: new Date(dated(line, saved).date) }
            : { amount: line.amount },
        )
        .where(eq(caseProductLines.id, saved.id));
    }
  }
}

/** A new product line of the owner, its stock taken FEFO (also used by the demo data). */
export async function addProductLine(
  tx: Tx,
  actor: Actor,
  owner: LineOwner,
  line: ProductLineInput & { date: string },
) {
  await assertProduct(tx, line.product);
  const [row] = await tx
    .insert(caseProductLines)
    .values({
      caseId: owner.caseId,
      sheetId: owner.sheetId,
      productId: line.product,
      amount: line.amount,
      sell: line.sell,
      date: new Date(line.date),
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  await takeForLine(tx, actor, owner, row.id, line.product, line.amount);
}

/** Removes the owner's lines, giving their stock back (deleting a case or sheet). */
export async function removeAllLines(tx: Tx, actor: Actor, owner: LineOwner): Promise<void> {
  await syncLines(tx, actor, owner, { protocols: [], labos: [], products: [] });
}
