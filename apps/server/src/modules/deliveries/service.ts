import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  deliveryMessages,
  MAX_DELIVERY_LIST,
  type IncompleteDelivery,
  type IncompleteDeliveryInput,
} from '@stalboek/domain';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { deliveryLines, products } from '../../db/schema/index.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';
import { AppError } from '../../lib/errors.ts';
import type { MediniClient } from '../../integrations/medini/client.ts';
import type { MediniLine } from '../../integrations/medini/feed.ts';
import { receiveBatch } from '../stock/index.ts';
import { presentProduct } from '../products/index.ts';
import { completeBatch, lineOf, presentIncomplete, type LineRow } from './lines.ts';

const SOURCE = 'medini';
/** The feed is asked from the last recorded line minus this margin (clock skew; duplicates are ignored). */
const SINCE_MARGIN_MS = 24 * 60 * 60 * 1000;

const pending = and(eq(deliveryLines.source, SOURCE), isNull(deliveryLines.batchId));

async function productsByCnk(db: DbOrTx, cnks: string[]) {
  if (!cnks.length) return new Map<string, typeof products.$inferSelect>();
  const rows = await db
    .select()
    .from(products)
    .where(inArray(products.cnk, [...new Set(cnks)]));
  return new Map(rows.map((p) => [p.cnk, p]));
}

/** The lines not imported yet (oldest first, then by Medini's line id), as the 'Imported batches' dialog shows them. */
export async function listIncomplete(db: DbOrTx): Promise<IncompleteDelivery[]> {
  const rows = await db
    .select()
    .from(deliveryLines)
    .where(pending)
    .orderBy(asc(deliveryLines.createdAt), asc(deliveryLines.externalId))
    .limit(MAX_DELIVERY_LIST);
  const lines = rows.map((row) => ({ row, line: lineOf(row) }));
  const known = await productsByCnk(
    db,
    lines.map((l) => l.line.cnk),
  );
  return lines.map(({ row, line }) => presentIncomplete(row, line, known.get(line.cnk)));
}

/** Links a line to its batch; only a line without one (the caller holds its row lock). */
async function markImported(tx: Tx, actor: Actor, row: LineRow, batchId: string) {
  await tx
    .update(deliveryLines)
    .set({ batchId, importedAt: new Date() })
    .where(eq(deliveryLines.id, row.id));
  await recordAudit(tx, actor, {
    action: 'update',
    entity: 'delivery_line',
    entityId: row.id,
    before: { externalId: row.externalId, batch: null },
    after: { externalId: row.externalId, batch: batchId },
  });
}

/** Locks lines (in id order, so two imports never deadlock); imported ones are left out. */
async function lockPending(tx: Tx, ids: string[]): Promise<LineRow[]> {
  if (!ids.length) return [];
  return tx
    .select()
    .from(deliveryLines)
    .where(and(inArray(deliveryLines.id, ids), isNull(deliveryLines.batchId)))
    .orderBy(asc(deliveryLines.id))
    .for('update');
}

/** Records every line not seen before, once per (source, external id), with one audit row each. */
async function recordLines(db: Db, actor: Actor, lines: MediniLine[]) {
  if (!lines.length) return;
  await db.transaction(async (tx) => {
    const added = await tx
      .insert(deliveryLines)
      .values(lines.map((l) => ({ source: SOURCE, externalId: l.id, payload: JSON.stringify(l) })))
      .onConflictDoNothing({ target: [deliveryLines.source, deliveryLines.externalId] })
      .returning({ id: deliveryLines.id, externalId: deliveryLines.externalId });
    for (const a of added)
      await recordAudit(tx, actor, {
        action: 'create',
        entity: 'delivery_line',
        entityId: a.id,
        after: { source: SOURCE, externalId: a.externalId },
      });
  });
}

/**
 * GET /api/delivery/medini: reads the feed since the last recorded line, records new lines, imports
 * the complete lines of known products (CNK) as batches at once (each in its own transaction, the
 * line locked so two imports never both take it) and answers the lines still open.
 */
export async function importMedini(db: Db, feed: MediniClient, actor: Actor) {
  const [last] = await db
    .select({ at: sql<Date | null>`max(${deliveryLines.createdAt})` })
    .from(deliveryLines)
    .where(eq(deliveryLines.source, SOURCE));
  const lastAt = last?.at ? new Date(last.at) : null;
  const lines = await feed.fetchLines(
    lastAt ? new Date(lastAt.getTime() - SINCE_MARGIN_MS) : undefined,
  );
  await recordLines(db, actor, lines);

  const open = await db.select().from(deliveryLines).where(pending);
  const parsed = open.map((row) => ({ row, line: lineOf(row) }));
  const known = await productsByCnk(
    db,
    parsed.map((p) => p.line.cnk),
  );
  for (const { row, line } of parsed) {
    const product = known.get(line.cnk);
    const batch = completeBatch(line);
    if (!product || !batch) continue;
    await db.transaction(async (tx) => {
      const [locked] = await lockPending(tx, [row.id]);
      if (!locked) return; // imported meanwhile
      const received = await receiveBatch(tx, { ...batch, product: product.id }, actor);
      await markImported(tx, actor, locked, received._id);
    });
  }
  return { incompleteProducts: await listIncomplete(db) };
}

/** The product with the line's CNK, created from the line and the user's fields when there is none. */
async function productFor(tx: Tx, actor: Actor, line: MediniLine, item: IncompleteDeliveryInput) {
  const [existing] = await tx.select().from(products).where(eq(products.cnk, line.cnk));
  if (existing) return existing.id;
  const [created] = await tx
    .insert(products)
    .values({
      name: line.productName.slice(0, 64),
      type: item.product.type,
      tax: line.tax,
      cnk: line.cnk,
      dosage: item.product.dosage,
      sellingPricePerUnit: item.sellingPricePerUnit,
      outgoingUnit: item.product.outgoingUnit,
    })
    .onConflictDoNothing({ target: products.cnk })
    .returning();
  if (created) {
    await recordAudit(tx, actor, {
      action: 'create',
      entity: 'product',
      entityId: created.id,
      after: presentProduct(created),
    });
    return created.id;
  }
  // Created by a concurrent import that committed meanwhile.
  const [other] = await tx.select().from(products).where(eq(products.cnk, line.cnk));
  if (!other) throw new Error(`product ${line.cnk} neither inserted nor found`);
  return other.id;
}

/**
 * POST /api/delivery/incomplete: the completed lines become products (when their CNK is new) and
 * batches in ONE transaction; a line already imported is skipped, never imported twice.
 */
export async function completeDeliveries(db: Db, actor: Actor, list: IncompleteDeliveryInput[]) {
  await db.transaction(async (tx) => {
    const ids = list.map((i) => i._id);
    const all = ids.length
      ? await tx
          .select({ id: deliveryLines.id })
          .from(deliveryLines)
          .where(and(inArray(deliveryLines.id, ids), eq(deliveryLines.source, SOURCE)))
      : [];
    const exists = new Set(all.map((r) => r.id));
    const unknown = list.flatMap((item, i) =>
      exists.has(item._id)
        ? []
        : [{ path: `body.list.${i}._id`, message: deliveryMessages.unknownLine }],
    );
    if (unknown.length) throw new AppError('NOT_FOUND', deliveryMessages.unknownLine, unknown);
    const locked = new Map((await lockPending(tx, ids)).map((r) => [r.id, r]));
    for (const item of list) {
      const row = locked.get(item._id);
      if (!row) continue; // already imported
      const line = lineOf(row);
      const product = await productFor(tx, actor, line, item);
      const batch = await receiveBatch(
        tx,
        {
          product,
          lotNumber: line.lotNumber,
          supplier: line.supplier,
          expirationDate: item.expirationDate,
          deliveryDate: item.deliveryDate,
          buyInPrice: item.buyInPrice,
          sellingPrice: item.sellingPrice,
          sellingPricePerUnit: item.sellingPricePerUnit,
          initialAmount: item.initialAmount,
        },
        actor,
      );
      await markImported(tx, actor, row, batch._id);
    }
  });
  return { incompleteProducts: await listIncomplete(db) };
}
