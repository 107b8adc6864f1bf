import { eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type ModListQuery, type StockMod } from '@stalboek/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { customerNameColumns, customerRef } from '../customers/index.ts';
import {
  cases,
  customers,
  horses,
  products,
  stockBatches,
  stockMods,
} from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { Conditions, listPage, orderBy, windowed, type Extra } from '../../lib/list.ts';
import { run, statement } from '../../lib/statements.ts';

const original = alias(stockMods, 'original');
/** An original's own amount plus its corrections (stock_mod_corrects_created_idx); null on one. */
const effectiveAmount = sql<string | null>`case when ${stockMods.correctsId} is null then (
  ${stockMods.amount} + coalesce((select sum(c.amount) from stock_mod c
                                  where c.corrects_id = ${stockMods.id}), 0))::text end`;

/**
 * The columns a mod is shown with: its product, batch, client, horse and case by name, and for a
 * correction the original it corrects and why; for an original its effective amount.
 */
function selectMods(db: DbOrTx, extra: Extra = {}) {
  return db
    .select({
      ...extra,
      id: stockMods.id,
      type: stockMods.type,
      amount: stockMods.amount,
      effectiveAmount,
      correctsId: stockMods.correctsId,
      originalCreatedAt: original.createdAt,
      reason: stockMods.reason,
      createdBy: stockMods.createdBy,
      createdAt: stockMods.createdAt,
      productId: stockMods.productId,
      productName: products.name,
      batchId: stockMods.batchId,
      lotNumber: stockBatches.lotNumber,
      supplier: stockBatches.supplier,
      customerId: customers.id,
      ...customerNameColumns,
      horseId: horses.id,
      horseName: horses.name,
      caseId: cases.id,
      caseReference: cases.reference,
    })
    .from(stockMods)
    .innerJoin(products, eq(products.id, stockMods.productId))
    .innerJoin(stockBatches, eq(stockBatches.id, stockMods.batchId))
    .leftJoin(customers, eq(customers.id, stockMods.customerId))
    .leftJoin(horses, eq(horses.id, stockMods.horseId))
    .leftJoin(cases, eq(cases.id, stockMods.caseId))
    .leftJoin(original, eq(original.id, stockMods.correctsId));
}
type ModRow = Awaited<ReturnType<typeof selectMods>>[number];

function presentMod(r: ModRow): StockMod {
  return {
    _id: r.id,
    type: r.type as StockMod['type'],
    product: { _id: r.productId, name: r.productName },
    batch: { _id: r.batchId, lotNumber: r.lotNumber, supplier: r.supplier },
    client: customerRef(r.customerId, r),
    horse: r.horseId && r.horseName !== null ? { _id: r.horseId, name: r.horseName } : null,
    case:
      r.caseId && r.caseReference !== null ? { _id: r.caseId, reference: r.caseReference } : null,
    amount: r.amount,
    effectiveAmount: r.effectiveAmount === null ? null : Number(r.effectiveAmount),
    correctionOf:
      r.correctsId && r.originalCreatedAt
        ? { _id: r.correctsId, createdAt: r.originalCreatedAt.toISOString() }
        : null,
    reason: r.reason,
    createdBy: r.createdBy,
    createdAt: r.createdAt.toISOString(),
  };
}

export async function getMod(db: DbOrTx, id: string): Promise<StockMod> {
  const [row] = await selectMods(db).where(eq(stockMods.id, id));
  if (!row) throw notFound('Stockmodificatie');
  return presentMod(row);
}

/** Several mods by id, shown as in the lists. */
export async function getMods(db: DbOrTx, ids: string[]): Promise<StockMod[]> {
  return (await selectMods(db).where(inArray(stockMods.id, ids))).map(presentMod);
}

const iso = (date: string) => new Date(date).toISOString();

const productExists = (db: Db) =>
  statement('stock/product-exists', () =>
    db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, sql.placeholder('id'))),
  );

/** Above this many rows a mod list's total is the planner's estimate (docs/domain.md). */
export const EXACT_COUNT_LIMIT = 20_000;

/**
 * GET /api/stock/mods and /api/stock/{productId}/mods. Every filter is a column of stock_mod with
 * an index on (column, created_at, id), so the default order is read from an index.
 */
export async function listMods(db: Db, q: ModListQuery, productId?: string) {
  const product = productId ?? q.product;
  const where = new Conditions();
  if (product) where.add('product', (v) => eq(stockMods.productId, v), product);
  if (q.corrects) where.add('corrects', (v) => eq(stockMods.correctsId, v), q.corrects);
  if (q.type.length) where.add('type', (v) => sql`${stockMods.type} = any(${v}::text[])`, q.type);
  if (q.out) where.add('out', () => sql`${stockMods.type} <> 'Aankoop'`);
  if (q.horse) where.add('horse', (v) => eq(stockMods.horseId, v), q.horse);
  if (q.client) where.add('client', (v) => eq(stockMods.customerId, v), q.client);
  if (q.from) where.add('from', (v) => gte(stockMods.createdAt, v), iso(q.from));
  if (q.to) where.add('to', (v) => lte(stockMods.createdAt, v), iso(q.to));
  const order = orderBy(
    q,
    { createdAt: stockMods.createdAt, type: stockMods.type },
    [{ field: 'createdAt', desc: true }],
    stockMods.id,
  );
  const { rows, total } = await listPage(db, q, {
    name: 'stock/mods',
    where,
    order,
    // The page's ids first (an index scan over stock_mod alone), then the joins for those rows
    // only: a deep page (OFFSET 5,000) does not join the rows it skips.
    page: (w, by, window, extra) => {
      const ids = db
        .select({ id: stockMods.id })
        .from(stockMods)
        .where(w)
        .orderBy(...by)
        .$dynamic();
      const page = windowed(ids, window).as('page');
      return selectMods(db, extra)
        .innerJoin(page, eq(page.id, stockMods.id))
        .orderBy(...by);
    },
    // Counting a report's 500,000 or 1,000,000 mods exactly takes 0.1 to 0.7 s (bench/stock.ts).
    upTo: EXACT_COUNT_LIMIT,
    count: stockMods,
  });
  // An unknown product has no mods: only then is it looked up, for its 404.
  if (productId && !rows.length && !(await run(db, productExists(db), { id: productId })).length)
    throw notFound('Product');
  return { results: rows.map(presentMod), total };
}
