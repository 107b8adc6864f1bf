import { eq, getTableColumns, sql } from 'drizzle-orm';
import { fullLocationLabel, type locationInput, type ListParams } from '@stalboek/domain';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { horses, locations } from '../../db/schema/index.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { Conditions, likePattern, listPage, orderBy } from '../../lib/list.ts';
import { rowLimit, run, statement } from '../../lib/statements.ts';

type LocationRow = typeof locations.$inferSelect;
type LocationFields = z.output<typeof locationInput>;

/**
 * The searchable text of a location: the label as shown, 'stable prefix-name' (no dash without a
 * prefix), so that what a user reads is what they can type. The same expression as the trigram
 * index location_label_trgm_idx.
 */
const searchText = sql`(coalesce(${locations.stable} || ' ', '') || coalesce(${locations.prefix} || '-', '') || ${locations.name})`;

export function presentLocation(row: LocationRow) {
  return {
    _id: row.id,
    stable: row.stable,
    prefix: row.prefix,
    name: row.name,
    places: row.places,
    horseCount: row.occupants,
    freePlaces: Math.max(0, row.places - row.occupants),
    fullStable: fullLocationLabel(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type LocationListParams = ListParams<'stable' | 'name' | 'places' | 'createdAt'> & {
  stable: string[];
  query?: string | undefined;
};

/** The list's conditions: stables, and text in the label (a LIKE pattern: custom plans). */
function locationWhere(params: Pick<LocationListParams, 'stable' | 'query'>): Conditions {
  const c = new Conditions();
  if (params.stable.length)
    c.add('stable', (v) => sql`${locations.stable} = any(${v}::text[])`, params.stable);
  if (params.query)
    c.add('query', (v) => sql`${searchText} ilike ${v}`, likePattern(params.query), {
      custom: true,
    });
  return c;
}

export async function listLocations(db: Db, params: LocationListParams) {
  const order = orderBy(
    params,
    {
      stable: locations.stable,
      // 'name' sorts on the shown label 'prefix-name', numbers by value (A-2 before A-10).
      name: locations.labelSort,
      places: locations.places,
      createdAt: locations.createdAt,
    },
    [{ field: 'stable' }, { field: 'name' }],
    locations.id,
  );
  const { rows, total, also } = await listPage(db, params, {
    name: 'location',
    where: locationWhere(params),
    order,
    ids: { db, table: locations, id: locations.id },
    rows: (where, by, extra) =>
      db
        .select({ ...getTableColumns(locations), ...extra })
        .from(locations)
        .where(where)
        .orderBy(...by)
        .$dynamic(),
    // availableLocations: the filtered list's locations with a free place (decision 3), counted
    // with the total; from the rows when this page is the whole list.
    count: locations,
    counts: { available: sql`${locations.places} > ${locations.occupants}` },
  });
  const available = also
    ? (also.available ?? 0)
    : rows.filter((r) => r.places > r.occupants).length;
  return { locations: rows.map(presentLocation), availableLocations: available, total };
}

export async function searchLocations(
  db: Db,
  q: { searchValue: string; stable?: string | undefined; limit: number },
) {
  const c = new Conditions();
  if (q.searchValue)
    c.add('query', (v) => sql`${searchText} ilike ${v}`, likePattern(q.searchValue), {
      custom: true,
    });
  if (q.stable) c.add('stable', (v) => eq(locations.stable, v), q.stable);
  const search = statement(
    `location/search|${c.key}|${q.limit}`,
    () =>
      db
        .select()
        .from(locations)
        .where(c.where())
        .orderBy(locations.stable, locations.labelSort, locations.id)
        .limit(rowLimit(q.limit)),
    c.custom,
  );
  const rows = await run(db, search, c.values);
  return { results: rows.map(presentLocation) };
}

async function findRow(db: DbOrTx, id: string, lock = false): Promise<LocationRow> {
  const query = db.select().from(locations).where(eq(locations.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Locatie');
  return row;
}

export async function getLocation(db: Db, id: string) {
  const row = await findRow(db, id);
  const present = await db
    .select({ _id: horses.id, name: horses.name })
    .from(horses)
    .where(eq(horses.locationId, id))
    .orderBy(horses.name);
  return { ...presentLocation(row), horses: present };
}

export async function createLocation(db: Db, actor: Actor, input: LocationFields) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(locations).values(input).returning();
    if (!row) throw new Error('insert returned no row');
    const after = presentLocation(row);
    await recordAudit(tx, actor, { action: 'create', entity: 'location', entityId: row.id, after });
    return after;
  });
}

export async function updateLocation(db: Db, actor: Actor, id: string, input: LocationFields) {
  return db.transaction(async (tx) => {
    // Locked, so no horse moves in between the check and the update.
    const before = await findRow(tx, id, true);
    if (input.places < before.occupants) {
      throw conflict(
        `Er staan ${before.occupants} paarden in deze locatie: het aantal plaatsen kan niet lager zijn dan ${before.occupants}.`,
      );
    }
    const [row] = await tx
      .update(locations)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(locations.id, id))
      .returning();
    if (!row) throw notFound('Locatie');
    const after = presentLocation(row);
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'location',
      entityId: id,
      before: presentLocation(before),
      after,
    });
    return after;
  });
}

export async function deleteLocation(db: Db, actor: Actor, id: string) {
  await db.transaction(async (tx) => {
    const before = await findRow(tx, id, true);
    if (before.occupants > 0) {
      throw conflict(
        `Deze locatie kan niet verwijderd worden: er ${before.occupants === 1 ? 'staat nog 1 paard' : `staan nog ${before.occupants} paarden`}.`,
      );
    }
    await tx.delete(locations).where(eq(locations.id, id));
    await recordAudit(tx, actor, {
      action: 'delete',
      entity: 'location',
      entityId: id,
      before: presentLocation(before),
    });
  });
}

/**
 * Per stable, the locations that still have room (report /report/available-locations); a stable
 * without room is listed with none, so the report can say so. Only locations with room are read
 * (partial index location_free_idx).
 */
export async function availableLocations(db: Db) {
  const [stables, rows] = await Promise.all([
    db
      .selectDistinct({ stable: locations.stable })
      .from(locations)
      .orderBy(sql`${locations.stable} nulls last`),
    db
      .select({
        _id: locations.id,
        stable: locations.stable,
        name: locations.name,
        prefix: locations.prefix,
        remainingPlaces: sql<number>`${locations.places} - ${locations.occupants}`.mapWith(Number),
      })
      .from(locations)
      .where(sql`${locations.places} > ${locations.occupants}`)
      .orderBy(locations.stable, locations.labelSort, locations.id),
  ]);
  const byStable = new Map(
    stables.map(({ stable }) => [stable, [] as Omit<(typeof rows)[number], 'stable'>[]]),
  );
  for (const { stable, ...location } of rows) byStable.get(stable)?.push(location);
  return [...byStable].map(([stable, list]) => ({ stable, locations: list }));
}
