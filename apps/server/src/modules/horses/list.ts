import { count, eq, like, not, sql } from 'drizzle-orm';
import type { HorseType, ListParams } from '@stalboek/domain';
import type { Db } from '../../db/client.ts';
import { horses } from '../../db/schema/index.ts';
import { Conditions, likePattern, listPage, orderBy, type Order } from '../../lib/list.ts';
import { run, statement } from '../../lib/statements.ts';
import { presentHorse, selectHorses } from './presenter.ts';

export type HorseFilter = {
  _id: string[];
  search?: string | undefined;
  type?: HorseType | undefined;
  surrogate?: boolean | undefined;
  stud_horse?: boolean | undefined;
  death?: boolean | undefined;
  aliveOnly?: boolean | undefined;
  owner?: string | undefined;
  location?: string | undefined;
  locationId?: string | undefined;
  stable?: string | undefined;
  microchip?: string | undefined;
  surrogate_uid?: string | undefined;
};
type SortField =
  | 'name'
  | 'type'
  | 'microchip'
  | 'surrogate_uid'
  | 'date_of_birth'
  | 'location'
  | 'owner'
  | 'embryoImplanted'
  | 'createdAt';
export type HorseListParams = ListParams<SortField> & HorseFilter;

const startsWith = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Conditions of the horse list and its variants (switches, owner, location prefix, codes, search),
 * each on a column of the horse row: the page and its count read no other table. A LIKE pattern's
 * plan depends on its value (custom plans, lib/statements.ts).
 */
export function horseWhere(f: HorseFilter): Conditions {
  const c = new Conditions();
  const pattern = { custom: true };
  if (f._id.length) c.add('ids', (v) => sql`${horses.id} = any(${v}::uuid[])`, f._id);
  if (f.search)
    c.add(
      'search',
      (v) => sql`${horses.searchText} like f_unaccent(${v})`,
      likePattern(f.search.toLowerCase()),
      pattern,
    );
  if (f.type) c.add('type', (v) => eq(horses.type, v), f.type);
  if (f.surrogate !== undefined) c.flag('surrogate', horses.surrogate, f.surrogate);
  if (f.stud_horse !== undefined) c.flag('stud_horse', horses.studHorse, f.stud_horse);
  if (f.death !== undefined) c.flag('death', horses.death, f.death);
  if (f.aliveOnly) c.add('aliveOnly', () => not(horses.death));
  if (f.owner) c.add('owner', (v) => eq(horses.ownerId, v), f.owner);
  if (f.stable) c.add('stable', (v) => eq(horses.locationStable, v), f.stable);
  if (f.locationId) c.add('locationId', (v) => eq(horses.locationId, v), f.locationId);
  // horse.location_search is lower('prefix-name'), kept by triggers (migration 0020).
  if (f.location)
    c.add(
      'location',
      (v) => sql`${horses.locationSearch} like lower(${v})`,
      startsWith(f.location),
      pattern,
    );
  if (f.microchip)
    c.add('microchip', (v) => like(horses.microchip, v), startsWith(f.microchip), pattern);
  if (f.surrogate_uid)
    c.add(
      'surrogate_uid',
      (v) => like(horses.surrogateUid, v),
      startsWith(f.surrogate_uid),
      pattern,
    );
  return c;
}

export const sortColumns = {
  name: horses.name,
  type: horses.type,
  microchip: horses.microchip,
  surrogate_uid: horses.surrogateUid,
  date_of_birth: horses.dateOfBirth,
  // 'Groepeer per locatie' and the location column: stable, then the box in natural order.
  location: horses.locationSort,
  // The owner's company or last name, kept on the horse by triggers (migration 0020).
  owner: horses.ownerSort,
  embryoImplanted: horses.embryoImplanted,
  createdAt: horses.createdAt,
};

type SortRule = { field: SortField; desc?: boolean };

/**
 * ORDER BY of the horse list and the research-sheet PDF: the requested sorts (else `defaults`),
 * then the id in the direction of the last sort (lib/list.ts), so a descending sort is one
 * backward scan of its (column, id) index (the many horses without microchip, brand number or
 * implantation date come first descending).
 */
export function horseOrder(
  params: Pick<HorseListParams, 'sortBy' | 'sortDesc'>,
  defaults: SortRule[],
): Order {
  return orderBy(params, sortColumns, defaults, horses.id);
}

/** GET /api/horse: one index scan of the horse rows per page (their labels are kept on them). */
export async function listHorses(db: Db, params: HorseListParams) {
  const { rows, total } = await listPage(db, params, {
    name: 'horse',
    where: horseWhere(params),
    order: horseOrder(params, [{ field: 'name' }]),
    ids: { db, table: horses, id: horses.id },
    rows: (where, order, extra) =>
      selectHorses(db, where, extra)
        .orderBy(...order)
        .$dynamic(),
    count: horses,
  });
  return { results: rows.map(presentHorse), total };
}

/** How many horses the filter keeps, counted exactly. */
export async function countHorses(db: Db, filter: HorseFilter) {
  const where = horseWhere(filter);
  const counting = statement(
    `horse/count|${where.key}`,
    () => db.select({ total: count() }).from(horses).where(where.where()),
    where.custom,
  );
  const [row] = await run<{ total: number }>(db, counting, where.values);
  return { count: row?.total ?? 0 };
}
