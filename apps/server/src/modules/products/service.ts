import { asc, eq, sql } from 'drizzle-orm';
import {
  stockMessages,
  type ListParams,
  type Product,
  type ProductFields,
  type productFields,
} from '@stalboek/domain';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { products, stockBatches, stockMods } from '../../db/schema/index.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { Conditions, likePattern, listTableRows, orderBy } from '../../lib/list.ts';
import { rowLimit, run, statement } from '../../lib/statements.ts';
import { withTrigramPlan } from '../../lib/trigram.ts';

type ProductInput = z.output<typeof productFields>;
type ProductRow = typeof products.$inferSelect;

export function presentProduct(r: ProductRow): Product {
  return {
    _id: r.id,
    name: r.name,
    type: r.type as Product['type'],
    tax: r.tax,
    CNK: r.cnk,
    dosage: r.dosage,
    sellingPricePerUnit: r.sellingPricePerUnit,
    outgoingUnit: r.outgoingUnit,
    waitingTime: r.waitingTime,
    supplementAdministration: r.supplementAdministration,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

const toColumns = (p: ProductInput) => ({
  name: p.name,
  type: p.type,
  tax: p.tax,
  cnk: p.CNK,
  dosage: p.dosage,
  sellingPricePerUnit: p.sellingPricePerUnit,
  outgoingUnit: p.outgoingUnit,
  waitingTime: p.waitingTime,
  supplementAdministration: p.supplementAdministration,
});

export type ProductListParams = ListParams<
  'name' | 'type' | 'CNK' | 'tax' | 'sellingPricePerUnit' | 'createdAt'
> & {
  _id: string[];
  type: ProductFields['type'][];
  search?: string | undefined;
};

export async function listProducts(db: Db, params: ProductListParams) {
  const where = new Conditions();
  if (params._id.length)
    where.add('ids', (v) => sql`${products.id} = any(${v}::uuid[])`, params._id);
  if (params.type.length)
    where.add('type', (v) => sql`${products.type} = any(${v}::text[])`, params.type);
  if (params.search)
    where.add(
      'search',
      (v) => sql`${products.searchText} like f_unaccent(lower(${v}))`,
      likePattern(params.search),
      { custom: true }, // a LIKE pattern: planned with its value (lib/statements.ts)
    );
  const order = orderBy(
    params,
    {
      name: products.name,
      type: products.type,
      CNK: products.cnk,
      tax: products.tax,
      sellingPricePerUnit: products.sellingPricePerUnit,
      createdAt: products.createdAt,
    },
    [{ field: 'name' }],
    products.id,
  );
  const { rows, total } = await listTableRows(db, params, {
    name: 'product',
    table: products,
    where,
    order,
  });
  return { results: rows.map(presentProduct), total };
}

/** Autocomplete (limit 5): name or CNK, typo-tolerant, best match first. */
export async function searchProducts(db: Db, q: { searchValue: string; limit: number }) {
  const term = q.searchValue.toLowerCase();
  const v = sql.placeholder('term');
  const search = statement(`product/search|${term ? 'term' : ''}|${q.limit}`, () =>
    db
      .select()
      .from(products)
      .where(term ? sql`f_unaccent(${v}) <% ${products.searchText}` : undefined)
      .orderBy(
        ...(term ? [sql`word_similarity(f_unaccent(${v}), ${products.searchText}) desc`] : []),
        asc(products.name),
        asc(products.id),
      )
      .limit(rowLimit(q.limit)),
  );
  const rows = await withTrigramPlan(db, (tx) => run(tx, search, { term }));
  return { results: rows.map(presentProduct) };
}

async function findRow(db: DbOrTx, id: string, lock = false): Promise<ProductRow> {
  const query = db.select().from(products).where(eq(products.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Product');
  return row;
}

export async function getProduct(db: Db, id: string) {
  return presentProduct(await findRow(db, id));
}

export async function createProduct(db: Db, actor: Actor, input: ProductInput) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(products).values(toColumns(input)).returning();
    if (!row) throw new Error('insert returned no row');
    const after = presentProduct(row);
    await recordAudit(tx, actor, { action: 'create', entity: 'product', entityId: row.id, after });
    return after;
  });
}

export async function updateProduct(db: Db, actor: Actor, id: string, input: ProductInput) {
  return db.transaction(async (tx) => {
    const before = presentProduct(await findRow(tx, id, true));
    const [row] = await tx
      .update(products)
      .set({ ...toColumns(input), updatedAt: new Date() })
      .where(eq(products.id, id))
      .returning();
    if (!row) throw notFound('Product');
    const after = presentProduct(row);
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'product',
      entityId: id,
      before,
      after,
    });
    return after;
  });
}

/**
 * A product with batches or stock modifications is kept (mods on a horse are medicine
 * administration records): 409. The RESTRICT keys are the last guard.
 */
export async function deleteProduct(db: Db, actor: Actor, id: string) {
  await db.transaction(async (tx) => {
    const before = presentProduct(await findRow(tx, id, true));
    const [used] = await tx
      .select({ id: stockBatches.id })
      .from(stockBatches)
      .where(eq(stockBatches.productId, id))
      .limit(1);
    const [modded] = used
      ? [used]
      : await tx
          .select({ id: stockMods.id })
          .from(stockMods)
          .where(eq(stockMods.productId, id))
          .limit(1);
    if (modded) throw conflict(stockMessages.productInUse);
    await tx.delete(products).where(eq(products.id, id));
    await recordAudit(tx, actor, { action: 'delete', entity: 'product', entityId: id, before });
  });
}
