import { and, asc, eq, gte, inArray, sql, sum, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { notExpiredFrom, type StockOverviewRow, type stockOverviewQuery } from '@stalboek/domain';
import type { Db } from '../../db/client.ts';
import { products, stockBatches } from '../../db/schema/index.ts';
import { Conditions, likePattern, listPage } from '../../lib/list.ts';

type OverviewQuery = z.output<typeof stockOverviewQuery>;

/** SQL of each sort field, over the `rows` CTE below (whitelisted by the query schema). */
const sortSql: Record<OverviewQuery['sortBy'][number], string> = {
  name: 'name',
  type: 'type',
  CNK: 'cnk',
  tax: 'tax',
  expirationDate: 'expiration_date',
  remaining: 'remaining',
  remainingBuyValue: 'remaining_buy_value',
  remainingSellvalue: 'remaining_sell_value',
};

type RawRow = {
  id: string;
  name: string;
  type: string;
  cnk: string;
  dosage: string | number;
  outgoing_unit: string | null;
  tax: number;
  expiration_date: Date | string | null;
  waiting_time: number | null;
  supplement_administration: string | number | null;
  remaining: string | number;
  remaining_buy_value: string | number;
  remaining_sell_value: string | number;
};

type Totals = { total: string | number; buy: string | number; sell: string | number };

const num = (v: string | number) => Number(v);
const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

/**
 * GET /api/stock: one row per product with the sums of its active batches. The batch sums are one
 * GROUP BY over stock_batch (20,000 rows in the bench) joined to the filtered products; the totals
 * are the sums over the whole filtered list, not the page.
 * Sorting on a sum (remaining, values, expiry) sorts the filtered products in memory: a few
 * thousand rows; name, type, CNK and tax follow the product indexes.
 */
export async function stockOverview(db: Db, q: OverviewQuery) {
  const where = new Conditions();
  if (q.search)
    where.add(
      'search',
      (v) => sql`p.search_text like f_unaccent(lower(${v}))`,
      likePattern(q.search),
      {
        custom: true, // a LIKE pattern: planned with its value (lib/statements.ts)
      },
    );
  if (q.type.length) where.add('type', (v) => sql`p.type = any(${v}::text[])`, q.type);
  if (q.tax.length) where.add('tax', (v) => sql`p.tax = any(${v}::int[])`, q.tax);
  if (q.remaining === 'In stock') where.add('inStock', () => sql`coalesce(a.remaining, 0) > 0`);
  if (q.remaining === 'Out of stock')
    where.add('outOfStock', () => sql`coalesce(a.remaining, 0) = 0`);
  const rows = (w: SQL | undefined) => sql`
    with agg as (
      select product_id,
             sum(remaining_amount) as remaining,
             sum(remaining_amount * buy_in_price) as buy,
             sum(remaining_amount * selling_price) as sell,
             min(expiration_date) filter (where remaining_amount > 0) as expiration_date
        from stock_batch where active group by product_id
    ), rows as (
      select p.id, p.name, p.type, p.cnk, p.dosage, p.outgoing_unit, p.tax, p.waiting_time,
             p.supplement_administration, a.expiration_date,
             coalesce(a.remaining, 0) as remaining,
             round(coalesce(a.buy, 0), 2) as remaining_buy_value,
             round(coalesce(a.sell, 0), 2) as remaining_sell_value
        from product p left join agg a on a.product_id = p.id
       where ${w ?? sql`true`}
    )`;
  const wanted = q.sortBy.length
    ? q.sortBy.map((f, i) => ({ f, desc: q.sortDesc[i] ?? false }))
    : [{ f: 'name' as const, desc: false }];
  const seen = new Set<string>();
  const sorts = wanted.filter(({ f }) => !seen.has(f) && seen.add(f));
  const order = {
    key: sorts.map(({ f, desc }) => `${f}${desc ? '-' : '+'}`).join(','),
    by: [
      sql.raw(
        sorts
          .map(({ f, desc }) => `${sortSql[f]} ${desc ? 'desc' : 'asc'}`)
          .concat('id asc')
          .join(', '),
      ),
    ],
  };
  // One pass: the page with the totals of the whole filtered list as window aggregates; a page
  // past the end has no row to carry them, so then they are asked for alone.
  const { rows: list, totals } = await listPage<RawRow & Totals, Totals>(db, q, {
    name: 'stock',
    where,
    order,
    page: (w, by, { limit, offset }) =>
      sql`${rows(w)} select *, count(*) over () as total, sum(remaining_buy_value) over () as buy,
                   sum(remaining_sell_value) over () as sell
              from rows order by ${sql.join(by, sql`, `)}
              ${limit ? sql`limit ${limit}` : sql``} ${offset ? sql`offset ${offset}` : sql``}`,
    totals: {
      fromRow: (row): Totals => row,
      alone: (w) =>
        sql`${rows(w)} select count(*) as total, coalesce(sum(remaining_buy_value), 0) as buy,
                     coalesce(sum(remaining_sell_value), 0) as sell from rows`,
    },
  });
  return {
    results: list.map((r): StockOverviewRow => ({
      _id: r.id,
      name: r.name,
      type: r.type,
      CNK: r.cnk,
      dosage: num(r.dosage),
      outgoingUnit: r.outgoing_unit,
      tax: r.tax,
      expirationDate: r.expiration_date === null ? null : iso(r.expiration_date),
      waitingTime: r.waiting_time,
      supplementAdministration:
        r.supplement_administration === null ? null : num(r.supplement_administration),
      remainingSellvalue: num(r.remaining_sell_value),
      remainingBuyValue: num(r.remaining_buy_value),
      remaining: num(r.remaining),
    })),
    total: num(totals?.total ?? 0),
    totalRemainingBuyValue: num(totals?.buy ?? 0),
    totalRemainingSellValue: num(totals?.sell ?? 0),
  };
}

/**
 * GET /api/stock/remaining: per product what a FEFO take can still use at `at` (default now): Σ
 * remaining over its active batches that have not expired by then (0 when none). The medication
 * dialog's maximum, so it never offers more than the take will find.
 */
export async function remainingPerProduct(db: Db, productIds: string[], at = new Date()) {
  if (!productIds.length) return { results: [] };
  const ids = [...new Set(productIds)];
  const rows = await db
    .select({ product: stockBatches.productId, remaining: sum(stockBatches.remainingAmount) })
    .from(stockBatches)
    .where(
      and(
        inArray(stockBatches.productId, ids),
        eq(stockBatches.active, true),
        gte(stockBatches.expirationDate, notExpiredFrom(at)),
      ),
    )
    .groupBy(stockBatches.productId);
  const found = new Map(rows.map((r) => [r.product, Number(r.remaining ?? 0)]));
  return { results: ids.map((product) => ({ product, remaining: found.get(product) ?? 0 })) };
}

/** GET /api/product/to-expire: active batches with stock, soonest expiry first (dashboard). */
export async function batchesToExpire(db: Db, limit: number) {
  const rows = await db
    .select({
      id: stockBatches.id,
      productId: products.id,
      productName: products.name,
      lotNumber: stockBatches.lotNumber,
      expirationDate: stockBatches.expirationDate,
      remainingAmount: stockBatches.remainingAmount,
    })
    .from(stockBatches)
    .innerJoin(products, eq(products.id, stockBatches.productId))
    .where(sql`${stockBatches.active} and ${stockBatches.remainingAmount} > 0`)
    .orderBy(asc(stockBatches.expirationDate), asc(stockBatches.id))
    .limit(limit);
  return {
    results: rows.map((r) => ({
      _id: r.id,
      product: { _id: r.productId, name: r.productName },
      lotNumber: r.lotNumber,
      expirationDate: r.expirationDate.toISOString(),
      remainingAmount: r.remainingAmount,
    })),
  };
}
