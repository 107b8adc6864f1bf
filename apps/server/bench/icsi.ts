// The ICSI bench: 50,000 ICSI lots and 300,000 embryos (6 per lot on average) of 400 donor mares,
// 100 donor stallions and 3,000 owners; the lot list 'ICSI Loten' with every sort and filter and a
// deep page, the embryo list with every filter and sort, and the embryos tabs of a busy owner and
// a busy donor mare, each at one connection (p95 target < 50 ms). Then EXPLAIN (ANALYZE, BUFFERS)
// of what the slowest rows send (BENCH_EXPLAIN=all: of every row).
// Run: BENCH_ONLY=icsi npm run bench (BENCH_DB=pglite for the embedded database).
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { COLLECTION_COLORS } from '@stalboek/domain';
import { queryRows, type Database, type Db } from '../src/db/client.ts';
import { benchApp } from './app.ts';
import { measure, printTable, type Measurement } from './measure.ts';
import { openScratchDatabase } from './scratch-db.ts';
import { vacuum } from './seed.ts';
import { explainScenarios, printSlowest } from './stock-explain.ts';

export const ICSI_LOT_ROWS = Number(process.env.BENCH_ICSI_LOTS ?? 50_000);
const MARES = 400;
const STALLIONS = 100;
const OWNERS = 3_000;
const CONTAINERS = 50;
const TUBES = 100;
/** A few big breeders, top mares and popular stallions take a share of the lots (the busy ones). */
const TOP = {
  owners: { n: 10, share: 20 },
  mares: { n: 20, share: 15 },
  stallions: { n: 10, share: 40 },
};
const P95_TARGET_MS = 50;

/** A stable pseudo-random integer in 0 … 2^28 - 1 of the SQL integer `x` (salted). */
const hash = (x: string, salt: string) =>
  `('x' || substr(md5('${salt}' || (${x})::text), 1, 7))::bit(28)::int`;

/** rn of one of `total` rows: `share` % of the time one of the first `top`, else one of the rest. */
const pick = (h: string, top: { n: number; share: number }, total: number) =>
  `CASE WHEN ${h} % 100 < ${top.share} THEN (${h} / 100) % ${top.n}
        ELSE ${top.n} + (${h} / 100) % ${total - top.n} END`;

/** Row numbers (from 0) of the seeded rows of `table` whose `column` starts with `prefix`. */
const ranked = (table: string, column: string, prefix: string) =>
  `SELECT id, row_number() OVER (ORDER BY ${column}) - 1 AS rn FROM ${table}
    WHERE ${column} LIKE '${prefix} %'`;

/**
 * Owners, donors, containers, the lots (their active embryos counted by migration 0035's
 * triggers) and their embryos in a realistic spread of states: older lots have fewer left. Of
 * the embryos that left the tank, about a third were transferred (each into a surrogate of its
 * own: a surrogate carries one embryo at a time), others exported, damaged or deactivated. No
 * embryo history: the lists do not read it.
 */
export async function seedIcsiBench(db: Db): Promise<void> {
  const run = (text: string) => db.execute(sql.raw(text));
  await run(`
    INSERT INTO customer (type, first_name, last_name, company, language, address_line, country)
    SELECT CASE WHEN i % 10 = 0 THEN 'bedrijf' ELSE 'particulier' END, 'Eigenaar',
           'Nummer ' || lpad(i::text, 4, '0'), CASE WHEN i % 10 = 0 THEN 'Stoeterij ' || i END,
           (ARRAY['NL', 'FR', 'EN'])[1 + i % 3], 'Straat ' || i, 'BE'
      FROM generate_series(0, ${OWNERS - 1}) AS i`);
  await run(`
    INSERT INTO horse (name, type, breed, studbook, stud_horse)
    SELECT 'Donorhengst ' || lpad(i::text, 3, '0'), 'Hengst', 'Warmbloed', 'BWP', true
      FROM generate_series(0, ${STALLIONS - 1}) AS i
    UNION ALL
    SELECT 'Donormerrie ' || lpad(i::text, 3, '0'), 'Merrie', 'Warmbloed', 'BWP', false
      FROM generate_series(0, ${MARES - 1}) AS i`);
  await run(`
    INSERT INTO nitrogen_container (name, available_places)
    SELECT 'Vat ' || lpad(i::text, 2, '0'), ${TUBES} FROM generate_series(0, ${CONTAINERS - 1}) AS i`);
  // Lot i: created over ten years in order, code '{year}-{n}'; 10 lots per tube, 5 per position.
  const perYear = Math.ceil(ICSI_LOT_ROWS / 10);
  const colors = `ARRAY[${COLLECTION_COLORS.map((c) => `'${c}'`).join(', ')}]`;
  await run(`
    WITH o AS (${ranked('customer', 'last_name', 'Nummer')}),
         m AS (${ranked('horse', 'name', 'Donormerrie')}),
         s AS (${ranked('horse', 'name', 'Donorhengst')}),
         n AS (${ranked('nitrogen_container', 'name', 'Vat')}),
         g AS (SELECT i, ${hash('i', 'o')} AS ho, ${hash('i', 'm')} AS hm, ${hash('i', 's')} AS hs,
                      ${hash('i', 'a')} AS ha, ${hash('i', 'c')} AS hc,
                      timestamptz '2016-01-04 09:00+01' + i * interval '${(3650 * 24 * 60) / ICSI_LOT_ROWS} minutes' AS created
                 FROM generate_series(0, ${ICSI_LOT_ROWS - 1}) AS i)
    INSERT INTO icsi_lot (code, amount, owner_id, donor_mare_id, donor_stallion_id, collection_date,
                          traces, collection_color, container_id, tube, position, deleted_at,
                          created_at, updated_at)
    SELECT (2016 + g.i / ${perYear})::text || '-' || (1 + g.i % ${perYear}), 1 + g.ha % 11,
           o.id, m.id, s.id,
           CASE WHEN g.hc % 20 <> 0 THEN date_trunc('day', g.created) - interval '14 hours' END,
           g.hc % 100 < 8,
           CASE WHEN g.hc % 10 >= 3 THEN (${colors})[1 + (g.hc / 10) % ${COLLECTION_COLORS.length}] END,
           n.id, 1 + (g.i / 10) % ${TUBES}, CASE WHEN (g.i / 5) % 2 = 0 THEN 'Boven' ELSE 'Onder' END,
           CASE WHEN g.hc % 200 = 7 THEN g.created + interval '2 days' END,
           g.created, least(now(), g.created + (g.ha / 11 % 400) * interval '1 day')
      FROM g
      JOIN o ON o.rn = ${pick('g.ho', TOP.owners, OWNERS)}
      JOIN m ON m.rn = ${pick('g.hm', TOP.mares, MARES)}
      JOIN s ON s.rn = ${pick('g.hs', TOP.stallions, STALLIONS)}
      JOIN n ON n.rn = (g.i / (10 * ${TUBES})) % ${CONTAINERS}`);
  // Embryo seq of lot rn: active with a chance from 40 % (the oldest lot) to 90 % (the newest);
  // else transferred 35 %, exported 30 %, damaged 20 %, deactivated 15 %. A deleted lot's embryos
  // are inactive and deleted with it. 3 % were sold to another owner, 5 % moved to another place.
  await run(`
    WITH l AS (SELECT *, row_number() OVER (ORDER BY created_at, id) - 1 AS rn FROM icsi_lot),
         o AS (${ranked('customer', 'last_name', 'Nummer')}),
         n AS (${ranked('nitrogen_container', 'name', 'Vat')}),
         x AS (SELECT l.*, k AS seq, ${hash('l.rn * 256 + k', 'e')} AS he,
                      ${hash('l.rn * 256 + k', 'p')} AS hp
                 FROM l CROSS JOIN generate_series(1, l.amount) AS k),
         y AS (SELECT x.*, coalesce(x.collection_date, x.created_at) AS imported,
                      CASE WHEN x.deleted_at IS NOT NULL THEN 'deleted'
                           WHEN x.he % 100 < 40 + 50 * x.rn / ${ICSI_LOT_ROWS} THEN 'active'
                           ELSE (ARRAY['transferred', 'transferred', 'transferred', 'transferred',
                                       'transferred', 'transferred', 'transferred', 'exported',
                                       'exported', 'exported', 'exported', 'exported', 'exported',
                                       'damaged', 'damaged', 'damaged', 'damaged', 'inactive',
                                       'inactive', 'inactive'])[1 + (x.he / 100) % 20] END AS state
                 FROM x),
         z AS (SELECT y.*, least(now(), y.imported + (30 + (y.he / 2000) % 700) * interval '1 day')
                      AS gone
                 FROM y)
    INSERT INTO embryo (lot_id, seq, code, donor_mare_id, donor_stallion_id, owner_id, active,
                        damaged, traces, color, container_id, tube, position, transfer_date,
                        export_date, imported_at, last_invoice_date, deleted_at, created_at,
                        updated_at)
    SELECT z.id, z.seq, z.seq || '-' || z.code, z.donor_mare_id, z.donor_stallion_id,
           CASE WHEN z.hp % 100 < 3 THEN o.id ELSE z.owner_id END,
           z.state = 'active', z.state = 'damaged', z.traces, z.collection_color,
           CASE WHEN (z.hp / 100) % 100 < 5 THEN n.id ELSE z.container_id END,
           CASE WHEN (z.hp / 100) % 100 < 5 THEN 1 + (z.hp / 10000) % ${TUBES} ELSE z.tube END,
           CASE WHEN (z.hp / 100) % 100 < 5
                THEN (ARRAY['Boven', 'Onder'])[1 + (z.hp / 1000000) % 2] ELSE z.position END,
           CASE WHEN z.state = 'transferred' THEN z.gone END,
           CASE WHEN z.state = 'exported' THEN z.gone END,
           z.imported,
           CASE WHEN z.he % 7 < 3
                THEN least(now(), z.imported + ((z.he / 7) % 365) * interval '1 day') END,
           z.deleted_at, z.created_at,
           CASE WHEN z.state = 'deleted' THEN z.deleted_at
                WHEN z.state = 'active' THEN z.created_at
                ELSE greatest(z.gone, z.created_at) END
      FROM z
      JOIN o ON o.rn = (z.hp / 100) % ${OWNERS}
      JOIN n ON n.rn = (z.hp / 10000) % ${CONTAINERS}`);
  // One surrogate mare per transferred embryo.
  await run(`
    INSERT INTO horse (name, type, breed, studbook, surrogate)
    SELECT 'Draagmerrie ' || lpad(i::text, 6, '0'), 'Merrie', 'Draagmerrie', 'BWP', true
      FROM generate_series(0, (SELECT count(*) FROM embryo WHERE transfer_date IS NOT NULL) - 1) AS i`);
  await run(`
    UPDATE embryo e SET surrogate_id = g.id
      FROM (SELECT id, row_number() OVER (ORDER BY id) - 1 AS rn
              FROM embryo WHERE transfer_date IS NOT NULL) t
      JOIN (${ranked('horse', 'name', 'Draagmerrie')}) g ON g.rn = t.rn
     WHERE e.id = t.id`);
  await vacuum(db, ['customer', 'horse', 'nitrogen_container', 'icsi_lot', 'embryo']);
}

/** The seeded counts the report names. */
async function describeSeed(db: Db): Promise<string> {
  const [c] = await queryRows<Record<string, string>>(
    db,
    sql`select (select count(*) from icsi_lot) as lots,
               (select count(*) from icsi_lot where deleted_at is not null) as deleted_lots,
               count(*) as embryos,
               count(*) filter (where active) as active,
               count(*) filter (where surrogate_id is not null) as transferred,
               count(*) filter (where export_date is not null) as exported,
               count(*) filter (where damaged) as damaged,
               count(*) filter (where not active and not damaged and surrogate_id is null
                                  and export_date is null and deleted_at is null) as deactivated,
               count(*) filter (where deleted_at is not null) as deleted
          from embryo`,
  );
  return Object.entries(c ?? {})
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
}

/** The busy parties and one lot and place the scenarios ask about. */
async function pickTargets(db: Db) {
  const busiest = async (column: 'owner_id' | 'donor_mare_id' | 'donor_stallion_id') => {
    const [row] = await queryRows<{ id: string; n: string }>(
      db,
      sql`select ${sql.raw(column)} as id, count(*) as n from embryo
           where deleted_at is null group by 1 order by 2 desc limit 1`,
    );
    if (!row) throw new Error('no embryos seeded');
    return row;
  };
  const owner = await busiest('owner_id');
  const mare = await busiest('donor_mare_id');
  const stallion = await busiest('donor_stallion_id');
  const [lot] = await queryRows<{ id: string; container: string; tube: number }>(
    db,
    sql`select l.id, e.container_id as container, e.tube from icsi_lot l
          join embryo e on e.lot_id = l.id and e.active
         where l.deleted_at is null and l.amount >= 6
         order by l.code_sort limit 1 offset 1234`,
  );
  if (!lot) throw new Error('no lot with active embryos seeded');
  return { owner, mare, stallion, lot };
}

const desc = (field: string) => `sortBy=${field}&sortDesc=true`;
const asc = (field: string) => `sortBy=${field}&sortDesc=false`;

function scenarios(t: Awaited<ReturnType<typeof pickTargets>>): [string, string][] {
  const lots = 'icsi?page=1&limit=10';
  const embryos = 'icsi/embryos?page=1&limit=10';
  const lotSorts: [string, string][] = [];
  for (const field of [
    'code',
    'collectionDate',
    'activeEmbryos',
    'traces',
    'createdAt',
    'updatedAt',
  ])
    lotSorts.push(
      [`GET /api/icsi sort ${field}`, `${lots}&${asc(field)}`],
      [`GET /api/icsi sort ${field} desc`, `${lots}&${desc(field)}`],
    );
  const embryoSorts: [string, string][] = [];
  for (const field of [
    'code',
    'active',
    'transferDate',
    'exportDate',
    'importedAt',
    'last_invoice_date',
    'createdAt',
    'updatedAt',
  ])
    embryoSorts.push(
      [`GET /api/icsi/embryos sort ${field}`, `${embryos}&${asc(field)}`],
      [`GET /api/icsi/embryos sort ${field} desc`, `${embryos}&${desc(field)}`],
    );
  return [
    ['GET /api/icsi page 1 (createdAt desc)', lots],
    ...lotSorts,
    [`GET /api/icsi?donor_mare (${t.mare.n} embryos)`, `${lots}&donor_mare=${t.mare.id}`],
    [
      `GET /api/icsi?donor_stallion (${t.stallion.n} embryos)`,
      `${lots}&donor_stallion=${t.stallion.id}`,
    ],
    [`GET /api/icsi?owner (${t.owner.n} embryos)`, `${lots}&owner=${t.owner.id}`],
    ['GET /api/icsi?container', `${lots}&container=${t.lot.container}`],
    ['GET /api/icsi?container&tube', `${lots}&container=${t.lot.container}&tube=${t.lot.tube}`],
    ['GET /api/icsi?onlyActive=true', `${lots}&onlyActive=true`],
    ['GET /api/icsi page 100', 'icsi?page=100&limit=10'],
    ['GET /api/icsi/embryos (active, code)', embryos],
    ['GET /api/icsi/embryos?batch_id', `${embryos}&batch_id=${t.lot.id}`],
    ['GET /api/icsi/embryos?donor_mare', `${embryos}&donor_mare=${t.mare.id}`],
    ['GET /api/icsi/embryos?donor_stallion', `${embryos}&donor_stallion=${t.stallion.id}`],
    ['GET /api/icsi/embryos?showInactive=true', `${embryos}&showInactive=true`],
    ['GET /api/icsi/embryos?active=false', `${embryos}&active=false`],
    ...embryoSorts,
    [`GET /api/customer/{busy owner}/embryos`, `customer/${t.owner.id}/embryos?page=1&limit=10`],
    [
      `GET /api/customer/{busy owner}/embryos?showInactive=true`,
      `customer/${t.owner.id}/embryos?page=1&limit=10&showInactive=true`,
    ],
    [`GET /api/horse/{busy donor mare}/embryos`, `horse/${t.mare.id}/embryos?page=1&limit=10`],
    [
      `GET /api/horse/{busy donor mare}/embryos?showInactive=true`,
      `horse/${t.mare.id}/embryos?page=1&limit=10&showInactive=true`,
    ],
  ];
}

export async function runIcsiBench(): Promise<void> {
  const database = await openScratchDatabase();
  try {
    const db = database.db;
    console.log(
      `database: ${database.kind}; seeding ${ICSI_LOT_ROWS} ICSI lots (~${ICSI_LOT_ROWS * 6} embryos) of ${MARES} donor mares, ${STALLIONS} donor stallions, ${OWNERS} owners...`,
    );
    const started = Date.now();
    await seedIcsiBench(db);
    console.log(
      `seeded in ${Math.round((Date.now() - started) / 1000)} s: ${await describeSeed(db)}`,
    );
    const targets = await pickTargets(db);
    const rows = scenarios(targets);
    const { app, headers } = await benchApp(database);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    // Warm up (the first requests after seeding read cold pages and compile code).
    await measure('warm-up', `${address}/api/${rows[0]![1]}`, headers, {
      connections: 1,
      duration: 2,
    });
    const results: Measurement[] = [];
    for (const [name, path] of rows)
      results.push(
        await measure(`1 connection: ${name}`, `${address}/api/${path}`, headers, {
          connections: 1,
        }),
      );
    printTable(results);
    const missed = results.filter((r) => r.p95 >= P95_TARGET_MS || r.errors);
    for (const r of missed)
      console.log(
        `FAIL ${r.name}: p95 ${r.p95} ms (< ${P95_TARGET_MS})${r.errors ? `, ${r.errors} non-2xx/errors` : ''}`,
      );
    if (!missed.length) console.log(`\nEvery row met p95 < ${P95_TARGET_MS} ms.`);
    await app.close();
    // EXPLAIN (ANALYZE, BUFFERS) of every statement the slowest rows send (the rows that missed
    // the target and the five slowest others), or of every row with BENCH_EXPLAIN=all.
    const byP95 = rows
      .map((row, i) => ({ row, p95: results[i]!.p95 }))
      .sort((a, b) => b.p95 - a.p95);
    const explain =
      process.env.BENCH_EXPLAIN === 'all'
        ? rows
        : byP95.filter((r, i) => r.p95 >= P95_TARGET_MS || i < missed.length + 5).map((r) => r.row);
    const caller = await endpointCaller(database);
    printSlowest(await explainScenarios(database, explain, caller.call));
    await caller.app.close();
  } finally {
    await database.close();
  }
}

/**
 * What an endpoint sends for an API path, for explainScenarios: the icsi module is used through
 * its routes only, so the call is the request itself, injected into a second app whose database
 * is, for each call, the statement-keeping one explainScenarios passes in.
 */
async function endpointCaller(
  database: Database,
): Promise<{ app: FastifyInstance; call: (db: Db, path: string) => Promise<void> }> {
  const current = { db: database.db };
  const routed = new Proxy(database.db, {
    get(_target, prop) {
      const value: unknown = Reflect.get(current.db, prop, current.db);
      return typeof value === 'function' ? value.bind(current.db) : value;
    },
  });
  const { app, headers } = await benchApp({ ...database, db: routed });
  const call = async (db: Db, path: string) => {
    current.db = db;
    const res = await app.inject({ method: 'GET', url: `/api/${path}`, headers });
    current.db = database.db;
    if (res.statusCode !== 200) throw new Error(`GET /api/${path}: ${res.statusCode} ${res.body}`);
  };
  return { app, call };
}
