import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../src/db/client.ts';

/** One row of the lists bench: a list or search under /api, and what it must reach on PGlite. */
export type ListRow = {
  name: string;
  /** The path under /api, with its query. */
  path: string;
  /** On embedded PGlite: 3× the req/s issue 16 measured on main (demo data, 10 connections). */
  pgliteMin?: number;
  /** A reference, not a list: the plain route (bench/app.ts), the ceiling of every list. */
  reference?: boolean;
  /** On the PostgreSQL server: a p95 target of its own, ms (else MAX_P95_MS). */
  maxP95?: number;
};

/** Records the lists below need an id of (a customer's horses, a product's mods). */
type Ids = { customer: string; product: string; microchip: string; brand: string };
async function someIds(db: Db): Promise<Ids> {
  const [ids] = await queryRows<Ids>(
    db,
    sql`SELECT (SELECT owner_id FROM horse WHERE owner_id IS NOT NULL ORDER BY owner_id LIMIT 1) AS customer,
               (SELECT product_id FROM stock_mod ORDER BY product_id LIMIT 1) AS product,
               (SELECT microchip FROM horse WHERE microchip IS NOT NULL ORDER BY id LIMIT 1) AS microchip,
               (SELECT surrogate_uid FROM horse WHERE surrogate_uid ~ '[0-9]{3}' ORDER BY id LIMIT 1) AS brand`,
  );
  if (!ids?.customer || !ids.product || !ids.microchip || !ids.brand)
    throw new Error('the seed has no owned horse, stock mod, microchip or brand number');
  return ids;
}

/**
 * Every list and search the app serves, page 1 of 10 as the screens ask, with the rows of issue 16
 * first (location, customer pages 1 and 500, horse, search 'jans', case, stock).
 */
export async function listRows(db: Db): Promise<ListRow[]> {
  const { customer, product, microchip, brand } = await someIds(db);
  const page1 = 'page=1&limit=10';
  return [
    {
      name: 'plain route: location page 1 by hand',
      path: 'bench/plain-location',
      reference: true,
    },
    { name: 'location page 1', path: `location?${page1}`, pgliteMin: 3 * 179 },
    { name: 'customer page 1', path: `customer?${page1}` },
    { name: 'customer page 500', path: 'customer?page=500&limit=10' },
    { name: 'horse page 1', path: `horse?${page1}`, pgliteMin: 3 * 57 },
    { name: 'search/jans', path: 'search/jans' },
    { name: 'case page 1', path: `case?${page1}` },
    { name: 'stock page 1', path: `stock?${page1}` },
    { name: 'customer, no match (empty page)', path: 'customer?last_name=qxqxq' },
    // Issue 17: a chip reader's number and a brand number, p95 under 30 ms at 100,000 horses.
    { name: 'search/{microchip}', path: `search/${microchip}`, maxP95: 30 },
    { name: 'search/{brand number}', path: `search/${encodeURIComponent(brand)}`, maxP95: 30 },
    { name: 'location/search?searchValue=box', path: 'location/search?searchValue=box' },
    { name: 'horse/search?searchValue=bel', path: 'horse/search?searchValue=bel' },
    { name: 'customer/search?searchValue=an', path: 'customer/search?searchValue=an' },
    { name: 'customer/{id}/horse', path: `customer/${customer}/horse?${page1}` },
    { name: 'case/search?searchValue=2025', path: 'case/search?searchValue=2025' },
    { name: 'product page 1', path: `product?${page1}` },
    { name: 'product/search?searchValue=oxy', path: 'product/search?searchValue=oxy' },
    { name: 'stock/mods page 1', path: `stock/mods?${page1}` },
    { name: 'stock/{product}/mods', path: `stock/${product}/mods?${page1}` },
    { name: 'stock/{product} (batches)', path: `stock/${product}?${page1}` },
    { name: 'protocol page 1', path: `protocol?${page1}` },
    { name: 'protocol/search?searchValue=in', path: 'protocol/search?searchValue=in' },
    { name: 'labo', path: 'labo' },
    { name: 'labo/search?searchValue=bl', path: 'labo/search?searchValue=bl' },
    { name: 'researchSheet page 1', path: `researchSheet?${page1}` },
    { name: 'nitrogen-container page 1', path: `nitrogen-container?${page1}` },
    { name: 'notification', path: 'notification' },
    { name: 'pension', path: 'pension' },
    { name: 'account', path: 'account' },
    { name: 'search-result/most-viewed', path: 'search-result/most-viewed?searchType=Horse' },
    { name: 'search-result/most-recent', path: 'search-result/most-recent' },
  ];
}
