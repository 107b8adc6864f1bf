// `npm run bench`: seeds a scratch database and measures the API under load with autocannon.
// Figures only: no thresholds are asserted here or in tests. See docs/operations.md.
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { queryRows } from '../src/db/client.ts';
import { signToken, testConfig, testKeys } from '../test/helpers.ts';
import { openScratchDatabase } from './scratch-db.ts';
import { measure, printTable, type Measurement } from './measure.ts';
import { LOCATION_ROWS, seedLocations } from './locations.ts';
import { CUSTOMER_ROWS, HORSE_ROWS, seedCustomersAndHorses } from './customers.ts';
import { runStockBench } from './stock.ts';
import { runCasesBench } from './cases.ts';

// BENCH_ONLY=stock or cases runs that bench alone; without it every bench runs.
if (process.env.BENCH_ONLY === 'stock') {
  await runStockBench();
  process.exit(0);
}
if (process.env.BENCH_ONLY === 'cases') {
  await runCasesBench();
  process.exit(0);
}

const database = await openScratchDatabase();
try {
  console.log(`database: ${database.kind}; seeding ${LOCATION_ROWS} locations...`);
  await seedLocations(database.db);
  console.log(`seeding ${CUSTOMER_ROWS} customers and ${HORSE_ROWS} horses...`);
  await seedCustomersAndHorses(database.db);
  // A database in use has been vacuumed by autovacuum; a freshly bulk-loaded one has not.
  for (const table of ['location', 'customer', 'horse'])
    await database.db.execute(sql.raw(`VACUUM ANALYZE ${table}`));
  const app = await buildApp({
    config: testConfig({ rateLimitMax: 10_000_000 }),
    database,
    authKeys: testKeys,
    logger: false,
  });
  const token = await signToken();
  const headers = { authorization: `Bearer ${token}` };
  // Baseline: the same 10-row payload without any database work (framework + serialization floor).
  const baseline: { payload?: unknown } = {};
  app.get('/bench/static', { schema: { hide: true } }, async () => baseline.payload);
  const firstPage = await app.inject({
    method: 'GET',
    url: '/api/location?page=1&limit=10&sortBy=stable&sortBy=name',
    headers,
  });
  baseline.payload = firstPage.json();
  const address = await app.listen({ port: 0, host: '127.0.0.1' });

  const plan = await queryRows<Record<string, string>>(
    database.db,
    sql`EXPLAIN ANALYZE SELECT * FROM location ORDER BY stable, label_sort, id LIMIT 10 OFFSET ${LOCATION_ROWS - 1000}`,
  );
  console.log('\nEXPLAIN ANALYZE of a deep page:');
  for (const row of plan) console.log('  ', Object.values(row)[0]);

  const deepPage = Math.floor(LOCATION_ROWS / 10) - 100;
  const list = (page: number) =>
    `${address}/api/location?page=${page}&limit=10&sortBy=stable&sortBy=name`;
  const results: Measurement[] = [];
  results.push(await measure('static 10-row payload (baseline)', `${address}/bench/static`, {}));
  results.push(await measure('GET /api/location page 1', list(1), headers));
  results.push(
    await measure(
      `GET /api/location page ${Math.floor(deepPage / 2)}`,
      list(Math.floor(deepPage / 2)),
      headers,
    ),
  );
  results.push(await measure(`GET /api/location page ${deepPage} (deep)`, list(deepPage), headers));
  results.push(
    await measure(
      'GET /api/location?query=Box 0421',
      `${address}/api/location?query=Box%200421`,
      headers,
    ),
  );
  const api = (path: string) => `${address}/api/${path}`;
  results.push(
    await measure('GET /api/search/jansens (typo)', api('search/jansens?limit=10'), headers),
  );
  results.push(
    await measure(
      'GET /api/search/hélène pee',
      api(`search/${encodeURIComponent('hélène pee')}?limit=10`),
      headers,
    ),
  );
  results.push(
    await measure(
      'GET /api/search/stoeterij maes 5',
      api('search/stoeterij%20maes%205?limit=10'),
      headers,
    ),
  );
  results.push(
    await measure(
      'GET /api/customer?type=particulier page 1',
      api('customer?type=particulier&page=1&limit=10'),
      headers,
    ),
  );
  results.push(
    await measure(
      'GET /api/customer?type=particulier page 5000',
      api('customer?type=particulier&page=5000&limit=10'),
      headers,
    ),
  );
  results.push(
    await measure(
      'GET /api/customer?last_name=peet',
      api('customer?type=particulier&last_name=peet&page=1&limit=10'),
      headers,
    ),
  );
  results.push(
    await measure(
      'GET /api/search/jansens, 1 connection',
      api('search/jansens?limit=10'),
      headers,
      { connections: 1 },
    ),
  );
  const horseList = (q: string) => api(`horse?page=1&limit=10&${q}`);
  results.push(
    await measure('GET /api/horse?aliveOnly=true', horseList('aliveOnly=true'), headers),
  );
  results.push(
    await measure(
      'GET /api/horse surrogates grouped per location',
      horseList('type=Merrie&surrogate=true&aliveOnly=true&sortBy=location&sortBy=name'),
      headers,
    ),
  );
  results.push(
    await measure(
      'GET /api/horse?type=Hengst&stud_horse=true sort owner',
      horseList('type=Hengst&stud_horse=true&sortBy=owner&sortBy=name'),
      headers,
    ),
  );
  results.push(
    await measure(
      'GET /api/horse?search=bella&sortBy=type&sortBy=name',
      horseList('search=bella&sortBy=type&sortBy=name&sortDesc=true&sortDesc=false'),
      headers,
    ),
  );
  results.push(
    await measure(
      'GET /api/horse?microchip=9810000',
      horseList('microchip=9810000&aliveOnly=true'),
      headers,
    ),
  );
  // One request at a time: the service time a user sees, without the queueing of a saturation
  // run on a 2-core machine (autocannon's fixed-rate mode sends in bursts). Targets are read here.
  const steady = { connections: 1 };
  results.push(
    await measure(
      '1 connection: GET /api/search/jansens',
      api('search/jansens?limit=10'),
      headers,
      steady,
    ),
  );
  results.push(
    await measure(
      '1 connection: GET /api/search/hélène pee',
      api(`search/${encodeURIComponent('hélène pee')}?limit=10`),
      headers,
      steady,
    ),
  );
  results.push(
    await measure(
      '1 connection: GET /api/customer?type=particulier',
      api('customer?type=particulier&page=1&limit=10'),
      headers,
      steady,
    ),
  );
  results.push(
    await measure(
      '1 connection: GET /api/horse?aliveOnly=true',
      horseList('aliveOnly=true'),
      headers,
      steady,
    ),
  );
  results.push(
    await measure(
      '1 connection: GET /api/horse surrogates per location',
      horseList('type=Merrie&surrogate=true&aliveOnly=true&sortBy=location&sortBy=name'),
      headers,
      steady,
    ),
  );
  results.push(
    await measure(
      '1 connection: GET /api/horse studs by owner',
      horseList('type=Hengst&stud_horse=true&sortBy=owner&sortBy=name'),
      headers,
      steady,
    ),
  );
  results.push(
    await measure(
      '1 connection: GET /api/horse?search=bella',
      horseList('search=bella&sortBy=type&sortBy=name&sortDesc=true&sortDesc=false'),
      headers,
      steady,
    ),
  );
  results.push(await measure('1 connection: GET /api/location page 1', list(1), headers, steady));
  // One user at a time: the latency a clinic user sees, without queueing behind 9 others.
  results.push(
    await measure(`GET /api/location page ${deepPage}, 1 connection`, list(deepPage), headers, {
      connections: 1,
    }),
  );
  printTable(results, results[0]);
  await app.close();
} finally {
  await database.close();
}
await runStockBench();
await runCasesBench();
