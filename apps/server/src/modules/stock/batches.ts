import { eq, sql } from 'drizzle-orm';
import type { ListParams, NewBatchBody, NewBatchInput, StockBatch } from '@stalboek/domain';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { products, stockBatches, stockMods } from '../../db/schema/index.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';
import { notFound } from '../../lib/errors.ts';
import { Conditions, listTableRows, orderBy } from '../../lib/list.ts';

export type BatchRow = typeof stockBatches.$inferSelect;

export function presentBatch(r: BatchRow): StockBatch {
  return {
    _id: r.id,
    product: r.productId,
    lotNumber: r.lotNumber,
    expirationDate: r.expirationDate.toISOString(),
    deliveryDate: r.deliveryDate.toISOString(),
    supplier: r.supplier,
    buyInPrice: r.buyInPrice,
    sellingPrice: r.sellingPrice,
    sellingPricePerUnit: r.sellingPricePerUnit,
    initialAmount: r.initialAmount,
    remainingAmount: r.remainingAmount,
    active: r.active,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export async function assertProduct(db: DbOrTx, productId: string): Promise<void> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId));
  if (!row) throw notFound('Product');
}

/**
 * Receives a delivered batch of a product: the batch (remaining = initial), its Aankoop mod and
 * one audit row, inside the caller's transaction. POST /api/stock and the Medini import use it.
 */
export async function receiveBatch(
  tx: Tx,
  fields: NewBatchInput & { product: string },
  actor: Actor,
): Promise<StockBatch> {
  await assertProduct(tx, fields.product);
  const [row] = await tx
    .insert(stockBatches)
    .values({
      productId: fields.product,
      lotNumber: fields.lotNumber,
      expirationDate: new Date(fields.expirationDate),
      deliveryDate: new Date(fields.deliveryDate),
      supplier: fields.supplier,
      buyInPrice: fields.buyInPrice,
      sellingPrice: fields.sellingPrice,
      sellingPricePerUnit: fields.sellingPricePerUnit,
      initialAmount: fields.initialAmount,
      remainingAmount: fields.initialAmount,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  const [mod] = await tx
    .insert(stockMods)
    .values({
      type: 'Aankoop',
      productId: row.productId,
      batchId: row.id,
      amount: row.initialAmount,
      createdBy: actor.name || actor.sub,
    })
    .returning({ id: stockMods.id });
  const batch = presentBatch(row);
  await recordAudit(tx, actor, {
    action: 'create',
    entity: 'stock_batch',
    entityId: row.id,
    after: { ...batch, aankoopMod: mod?.id },
  });
  return batch;
}

export async function createBatch(db: Db, actor: Actor, body: NewBatchBody) {
  return db.transaction((tx) => receiveBatch(tx, body, actor));
}

export type BatchListParams = ListParams<
  | 'expirationDate'
  | 'deliveryDate'
  | 'lotNumber'
  | 'supplier'
  | 'remainingAmount'
  | 'initialAmount'
  | 'createdAt'
> & { remaining?: 'In stock' | 'Out of stock' | undefined };

/** A product's batches ('Loten' tab); read through stock_batch_product_expiry_idx. */
export async function listBatches(db: Db, productId: string, params: BatchListParams) {
  const where = new Conditions().add('product', (v) => eq(stockBatches.productId, v), productId);
  if (params.remaining === 'In stock')
    where.add('inStock', () => sql`${stockBatches.remainingAmount} > 0`);
  if (params.remaining === 'Out of stock')
    where.add('outOfStock', () => sql`${stockBatches.remainingAmount} = 0`);
  const order = orderBy(
    params,
    {
      expirationDate: stockBatches.expirationDate,
      deliveryDate: stockBatches.deliveryDate,
      lotNumber: stockBatches.lotNumber,
      supplier: stockBatches.supplier,
      remainingAmount: stockBatches.remainingAmount,
      initialAmount: stockBatches.initialAmount,
      createdAt: stockBatches.createdAt,
    },
    [{ field: 'expirationDate' }],
    stockBatches.id,
  );
  const { rows, total } = await listTableRows(db, params, {
    name: 'stock/batches',
    table: stockBatches,
    where,
    order,
  });
  // An unknown product has no batches: only then is it looked up, for its 404.
  if (!rows.length) await assertProduct(db, productId);
  return { batches: rows.map(presentBatch), total };
}

/** Deactivate / activate a batch (spec 02 §4); an inactive batch gives no stock. */
export async function setBatchActive(db: Db, actor: Actor, batchId: string, active: boolean) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(stockBatches)
      .where(eq(stockBatches.id, batchId))
      .for('update');
    if (!current) throw notFound('Lot');
    const [row] = await tx
      .update(stockBatches)
      .set({ active, updatedAt: new Date() })
      .where(eq(stockBatches.id, batchId))
      .returning();
    if (!row) throw notFound('Lot');
    const batch = presentBatch(row);
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'stock_batch',
      entityId: batchId,
      before: { active: current.active },
      after: { active: batch.active },
    });
    return { batch };
  });
}
