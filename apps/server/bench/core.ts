// The core bench (issues 3, 4, 5): 100,000 locations, 100,000 customers and 100,000 horses; the
// location list at shallow and deep pages against a static route with the same 10-row payload,
// the global search (long and short terms), the customer list and the horse list's filters and
// sorts. Run: BENCH_ONLY=core BENCH_SECONDS=5 npm run bench.
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client.ts';
import { benchApp } from './app.ts';
import { openScratchDatabase } from './scratch-db.ts';
import { measure, printTable, type Measurement } from './measure.ts';
import { LOCATION_ROWS } from './locations.ts';
import { CUSTOMER_ROWS, HORSE_ROWS } from './customers.ts';
import { seedCore } from './seed.ts';

const search = (term: string) => `search/${encodeURIComponent(term)}?limit=10`;
const horses = (query: string) => `horse?page=1&limit=10&${query}`;

type Occupied = { stable: string; locationId: string; label: string };

/** Paths under /api measured one request at a time: the latency one clinic user sees. */
function scenarios(deepPage: number, place: Occupied): [string, string][] {
  const locations = (page: number) => `location?page=${page}&limit=10&sortBy=stable&sortBy=name`;
  const surrogates = 'type=Merrie&surrogate=true&aliveOnly=true&sortBy=location&sortBy=name';
  return [
    ['GET /api/location page 1', locations(1)],
    [`GET /api/location page ${Math.floor(deepPage / 2)}`, locations(Math.floor(deepPage / 2))],
    [`GET /api/location page ${deepPage} (deep)`, locations(deepPage)],
    ['GET /api/location?query=Box 0421', 'location?query=Box%200421'],
    ['GET /api/location/available-locations', 'location/available-locations'],
    ['GET /api/search/jansens (typo)', search('jansens')],
    ['GET /api/search/hélène pee', search('hélène pee')],
    ['GET /api/search/stoeterij maes 5', search('stoeterij maes 5')],
    ['GET /api/search/ja (2 letters)', search('ja')],
    ['GET /api/search/an (2 letters)', search('an')],
    [
      'GET /api/search-result/most-viewed horses',
      'search-result/most-viewed?searchType=Horse&limit=5',
    ],
    ['GET /api/customer/search?searchValue=an', 'customer/search?searchValue=an&limit=10'],
    ['GET /api/customer?type=particulier page 1', 'customer?type=particulier&page=1&limit=10'],
    [
      'GET /api/customer?type=particulier page 5000',
      'customer?type=particulier&page=5000&limit=10',
    ],
    ['GET /api/customer?last_name=peet', 'customer?type=particulier&last_name=peet'],
    ['GET /api/customer?first_name=an', 'customer?type=particulier&first_name=an'],
    ['GET /api/customer?type=bedrijf sort company', 'customer?type=bedrijf&sortBy=company'],
    ['GET /api/horse?aliveOnly=true', horses('aliveOnly=true')],
    ['GET /api/horse surrogates per location', horses(surrogates)],
    [
      'GET /api/horse surrogates of one stable and location',
      horses(
        `${surrogates}&stable=${encodeURIComponent(place.stable)}&locationId=${place.locationId}`,
      ),
    ],
    [
      'GET /api/horse studs sorted by owner',
      horses('type=Hengst&stud_horse=true&sortBy=owner&sortBy=name'),
    ],
    ['GET /api/horse sorted by owner', horses('aliveOnly=true&sortBy=owner')],
    ['GET /api/horse sorted by owner desc', horses('sortBy=owner&sortDesc=true')],
    ['GET /api/horse sorted by microchip', horses('sortBy=microchip')],
    ['GET /api/horse sorted by microchip desc', horses('sortBy=microchip&sortDesc=true')],
    [
      'GET /api/horse surrogates sorted by surrogate_uid',
      horses('surrogate=true&sortBy=surrogate_uid'),
    ],
    ['GET /api/horse sorted by surrogate_uid desc', horses('sortBy=surrogate_uid&sortDesc=true')],
    ['GET /api/horse sorted by implantation desc', horses('sortBy=embryoImplanted&sortDesc=true')],
    [
      'GET /api/horse type asc, name desc',
      horses('sortBy=type&sortBy=name&sortDesc=false&sortDesc=true'),
    ],
    [
      'GET /api/horse?location=<narrow prefix>',
      horses(`location=${encodeURIComponent(place.label)}`),
    ],
    [
      'GET /api/horse?location=<broad prefix>',
      horses(`location=${encodeURIComponent(place.label.slice(0, 2))}`),
    ],
    [
      'GET /api/horse?search=bella',
      horses('search=bella&sortBy=type&sortBy=name&sortDesc=true&sortDesc=false'),
    ],
    ['GET /api/horse?microchip=9810000', horses('microchip=9810000&aliveOnly=true')],
    ['GET /api/horse limit=1000 (a CSV page)', 'horse?page=1&limit=1000&aliveOnly=true'],
  ];
}

/** The paths also measured under 10 clients at once (saturation, with queueing on 2 cores). */
const LOADED = new Set([
  'GET /api/location page 1',
  'GET /api/search/jansens (typo)',
  'GET /api/customer?type=particulier page 1',
  'GET /api/horse?aliveOnly=true',
]);

export async function runCoreBench(): Promise<void> {
  const database = await openScratchDatabase();
  try {
    console.log(
      `database: ${database.kind}; seeding ${LOCATION_ROWS} locations, ${CUSTOMER_ROWS} customers, ${HORSE_ROWS} horses and 80,000 search choices...`,
    );
    await seedCore(database.db);
    const { app, headers } = await benchApp(database);
    // Baseline: the same 10-row payload without any database work (framework + serialization).
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
    console.log('\nEXPLAIN ANALYZE of a deep location page:');
    for (const row of plan) console.log('  ', Object.values(row)[0]);

    const [occupied] = await queryRows<Occupied>(
      database.db,
      sql`SELECT l.stable, l.id AS "locationId", coalesce(l.prefix || '-', '') || l.name AS label
            FROM horse h JOIN location l ON l.id = h.location_id ORDER BY l.label_sort LIMIT 1`,
    );
    if (!occupied) throw new Error('no horse stands in a location');
    const deepPage = Math.floor(LOCATION_ROWS / 10) - 100;
    const table = scenarios(deepPage, occupied);
    const url = (path: string) => `${address}/api/${path}`;
    const one: Measurement[] = [];
    for (const [name, path] of table)
      one.push(await measure(`1 connection: ${name}`, url(path), headers, { connections: 1 }));
    const loaded: Measurement[] = [
      await measure('static 10-row payload (baseline)', `${address}/bench/static`, {}),
    ];
    for (const [name, path] of table.filter(([name]) => LOADED.has(name)))
      loaded.push(await measure(`10 connections: ${name}`, url(path), headers));
    printTable(one);
    printTable(loaded, loaded[0]);
    await app.close();
  } finally {
    await database.close();
  }
}
