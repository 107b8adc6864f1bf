// The stock bench (issue 6 item 10): 20,000 batches and 1,000,000 mods; the overview with totals
// and the three mod reports at one connection (p95 target < 50 ms), and a hot-batch take under
// 20 concurrent clients (p99 target < 100 ms, never below 0). Run: BENCH_ONLY=stock npm run bench.
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../src/db/client.ts';
import { benchApp } from './app.ts';
import { figures, measure, printTable, type Measurement } from './measure.ts';
import { openScratchDatabase } from './scratch-db.ts';
import { explainScenarios, printSlowest } from './stock-explain.ts';

export const PRODUCT_ROWS = Number(process.env.BENCH_PRODUCTS ?? 2_000);
export const BATCH_ROWS = Number(process.env.BENCH_BATCHES ?? 20_000);
export const MOD_ROWS = Number(process.env.BENCH_MODS ?? 1_000_000);
const PEOPLE = 2_000;

/** Products, batches (one Aankoop each), and the other mods spread over three years. */
export async function seedStock(db: Db, mods = MOD_ROWS): Promise<void> {
  await db.execute(sql`
    INSERT INTO customer (type, first_name, last_name, language, address_line, country)
    SELECT 'particulier', 'Klant', 'Nummer ' || i, 'NL', 'Straat ' || i, 'BE'
      FROM generate_series(1, ${PEOPLE}) AS i`);
  await db.execute(sql`
    INSERT INTO horse (name, type, breed, studbook)
    SELECT 'Paard ' || i, CASE WHEN i % 3 = 0 THEN 'Hengst' ELSE 'Merrie' END, 'Warmbloed', 'BWP'
      FROM generate_series(1, ${PEOPLE}) AS i`);
  await db.execute(sql`
    INSERT INTO product (name, type, tax, cnk, dosage, selling_price_per_unit, outgoing_unit)
    SELECT (ARRAY['Altrenogest', 'Oxytocine', 'Penicilline', 'Buserelin', 'Cloprostenol'])[1 + i % 5]
             || ' ' || i, (ARRAY['Geneesmiddel', 'Vaccin', 'Hormoon', 'Antibioticum'])[1 + i % 4],
           CASE WHEN i % 3 = 0 THEN 21 ELSE 6 END, lpad(i::text, 7, '0'), 5, 12.5, 'ml'
      FROM generate_series(1, ${PRODUCT_ROWS}) AS i`);
  // Batch i belongs to product 1 + i % PRODUCT_ROWS; 5 % inactive, 10 % empty.
  await db.execute(sql`
    WITH p AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS rn FROM product)
    INSERT INTO stock_batch (product_id, lot_number, expiration_date, delivery_date, supplier,
                             buy_in_price, selling_price, selling_price_per_unit, initial_amount,
                             remaining_amount, active, created_at)
    SELECT p.id, 'LOT-' || i, now() + ((i * 37) % 900 - 200) * interval '1 day',
           now() - (i % 1000) * interval '1 day', 'Medini', 1 + i % 50, 2 + i % 80, 1.5, 100,
           CASE WHEN i % 10 = 0 THEN 0 ELSE (i * 13) % 100 END, i % 20 <> 0,
           now() - (i % 1000) * interval '1 day'
      FROM generate_series(1, ${BATCH_ROWS}) AS i JOIN p ON p.rn = i % ${PRODUCT_ROWS}`);
  await db.execute(sql`
    INSERT INTO stock_mod (type, product_id, batch_id, amount, created_at)
    SELECT 'Aankoop', product_id, id, initial_amount, created_at FROM stock_batch`);
  const others = Math.max(0, mods - BATCH_ROWS);
  // Half administrations (a horse), a fifth sales (a client), the rest damage and stock checks.
  await db.execute(sql`
    WITH b AS (SELECT id, product_id, row_number() OVER (ORDER BY id) - 1 AS rn FROM stock_batch),
         h AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS rn FROM horse),
         c AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS rn FROM customer)
    INSERT INTO stock_mod (type, product_id, batch_id, horse_id, customer_id, amount, created_at)
    SELECT t.type, b.product_id, b.id,
           CASE WHEN t.type = 'Toediening' THEN h.id END,
           CASE WHEN t.type = 'Verkoop' THEN c.id END,
           1 + i % 3, now() - (i % 1095) * interval '1 day' - (i % 86400) * interval '1 second'
      FROM generate_series(1, ${others}) AS i
      CROSS JOIN LATERAL (SELECT CASE WHEN i % 10 < 5 THEN 'Toediening'
                                      WHEN i % 10 < 7 THEN 'Verkoop'
                                      WHEN i % 10 < 9 THEN 'Controle'
                                      ELSE 'Beschadigd' END AS type) t
      JOIN b ON b.rn = (i::bigint * 7919) % ${BATCH_ROWS}
      JOIN h ON h.rn = (i::bigint * 104729) % ${PEOPLE}
      JOIN c ON c.rn = (i::bigint * 15485863) % ${PEOPLE}`);
  // A database in use has been vacuumed by autovacuum (index-only scans need the visibility map).
  for (const table of ['customer', 'horse', 'product', 'stock_batch', 'stock_mod'])
    await db.execute(sql.raw(`VACUUM ANALYZE ${table}`));
}

/**
 * PUT takes of 1 on one batch (or spread over `paths`) from `connections` clients at once. The
 * clients run in a worker thread, as real clients run elsewhere: sharing the server's event loop
 * would add the load generator's own work to every latency.
 */
async function hotTake(
  name: string,
  url: string,
  headers: Record<string, string>,
  connections: number,
  amount?: number,
  paths?: string[],
): Promise<Measurement> {
  if (paths) process.env.BENCH_SPREAD_PATHS = paths.join(',');
  const result = await autocannon({
    url,
    workers: 1,
    ...(paths
      ? {
          requests: [
            {
              setupRequest: fileURLToPath(new URL('./spread-request.cjs', import.meta.url)),
            } as unknown as autocannon.Request,
          ],
        }
      : {}),
    method: 'PUT',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'Controle', amount: 1 }),
    connections,
    duration: Number(process.env.BENCH_SECONDS ?? 8),
    ...(amount ? { amount } : {}),
  });
  return figures(name, result);
}

/** What is measured at one connection: the overview with totals and the three mod reports. */
const READ_SCENARIOS: [string, string][] = [
  ['GET /api/stock (overview + totals)', 'stock?page=1&limit=10'],
  ['GET /api/stock sort remainingBuyValue desc', 'stock?sortBy=remainingBuyValue&sortDesc=true'],
  ['GET /api/stock?remaining=In stock&type=Vaccin', 'stock?remaining=In%20stock&type=Vaccin'],
  ['GET /api/stock/mods?type=Toediening', 'stock/mods?type=Toediening&page=1&limit=10'],
  ['GET /api/stock/mods?type=Aankoop', 'stock/mods?type=Aankoop&page=1&limit=10'],
  ['GET /api/stock/mods?out=true', 'stock/mods?out=true&page=1&limit=10'],
  ['GET /api/stock/mods?out=true page 500', 'stock/mods?out=true&page=500&limit=10'],
];

export async function runStockBench(): Promise<void> {
  const database = await openScratchDatabase();
  try {
    const db = database.db;
    console.log(
      `database: ${database.kind}; seeding ${PRODUCT_ROWS} products, ${BATCH_ROWS} batches, ${MOD_ROWS} mods...`,
    );
    const started = Date.now();
    await seedStock(db);
    console.log(`seeded in ${Math.round((Date.now() - started) / 1000)} s`);
    const { app, headers } = await benchApp(database);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const api = (path: string) => `${address}/api/${path}`;

    // The statements the services run for each read scenario, explained as they were sent.
    const explained = await explainScenarios(database, READ_SCENARIOS);

    const steady = { connections: 1 };
    const results: Measurement[] = [];
    for (const [name, path] of READ_SCENARIOS)
      results.push(await measure(`1 connection: ${name}`, api(path), headers, steady));

    // Hot batch: 20 clients take 1 at a time from one batch that holds enough for the run.
    const [hot] = await queryRows<{ id: string }>(
      db,
      sql`UPDATE stock_batch SET remaining_amount = 1000000, initial_amount = 1000000, active = true
           WHERE id = (SELECT id FROM stock_batch ORDER BY id LIMIT 1) RETURNING id`,
    );
    results.push(
      await hotTake(
        '20 clients: PUT /api/stock/{hot batch} take 1',
        api(`stock/${hot?.id}`),
        headers,
        20,
      ),
    );
    // The same takes spread over 20 batches: what the take costs without waiting on one row lock.
    const spread = await queryRows<{ id: string }>(
      db,
      sql`UPDATE stock_batch SET remaining_amount = 1000000, active = true
           WHERE id IN (SELECT id FROM stock_batch ORDER BY id LIMIT 20 OFFSET 100) RETURNING id`,
    );
    results.push(
      await hotTake(
        '20 clients: PUT take 1 spread over 20 batches (no contention)',
        api(`stock/${spread[0]?.id}`),
        headers,
        20,
        undefined,
        spread.map((b) => new URL(api(`stock/${b.id}`)).pathname),
      ),
    );
    // A batch of 500 drained by 20 clients: exactly 500 successes, the rest 409, never below 0.
    const [small] = await queryRows<{ id: string }>(
      db,
      sql`UPDATE stock_batch SET remaining_amount = 500, active = true
           WHERE id = (SELECT id FROM stock_batch ORDER BY id LIMIT 1 OFFSET 1) RETURNING id`,
    );
    const before = await queryRows<{ n: string }>(
      db,
      sql`SELECT count(*) AS n FROM stock_mod WHERE batch_id = ${small?.id} AND type = 'Controle'`,
    );
    results.push(
      await hotTake(
        '20 clients: drain a batch of 500 (409s count)',
        api(`stock/${small?.id}`),
        headers,
        20,
        2_000,
      ),
    );
    const [after] = await queryRows<{ remaining: string; n: string; negative: string }>(
      db,
      sql`SELECT (SELECT remaining_amount FROM stock_batch WHERE id = ${small?.id}) AS remaining,
                 (SELECT count(*) FROM stock_mod WHERE batch_id = ${small?.id} AND type = 'Controle') AS n,
                 (SELECT count(*) FROM stock_batch WHERE remaining_amount < 0) AS negative`,
    );
    console.log(
      `\ndrained batch: remaining ${after?.remaining}, new takes ${Number(after?.n) - Number(before[0]?.n)} (expected 500), batches below 0: ${after?.negative}`,
    );
    printTable(results);
    printSlowest(explained);
    await app.close();
  } finally {
    await database.close();
  }
}
