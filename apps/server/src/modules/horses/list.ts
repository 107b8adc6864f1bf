import { and, count, eq, inArray, like, not, sql, type SQL } from 'drizzle-orm';
import type { HorseType, ListParams } from '@stalboek/domain';
import type { Db } from '../../db/client.ts';
import { horses } from '../../db/schema/index.ts';
import { likePattern, listPage, orderBy } from '../../lib/list.ts';
import { place, presentHorse, selectHorses } from './presenter.ts';

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

/** WHERE of the horse list and its variants (switches, owner, location prefix, codes, search). */
export function horseWhere(f: HorseFilter): SQL | undefined {
  const w: SQL[] = [];
  if (f._id.length) w.push(inArray(horses.id, f._id));
  if (f.search)
    w.push(sql`${horses.searchText} like f_unaccent(${likePattern(f.search.toLowerCase())})`);
  if (f.type) w.push(eq(horses.type, f.type));
  if (f.surrogate !== undefined) w.push(eq(horses.surrogate, f.surrogate));
  if (f.stud_horse !== undefined) w.push(eq(horses.studHorse, f.stud_horse));
  if (f.death !== undefined) w.push(eq(horses.death, f.death));
  if (f.aliveOnly) w.push(not(horses.death));
  if (f.owner) w.push(eq(horses.ownerId, f.owner));
  if (f.stable) w.push(eq(place.stable, f.stable));
  if (f.locationId) w.push(eq(horses.locationId, f.locationId));
  // horse.location_search is lower('prefix-name'), kept by triggers (migration 0020).
  if (f.location) w.push(sql`${horses.locationSearch} like lower(${startsWith(f.location)})`);
  if (f.microchip) w.push(like(horses.microchip, startsWith(f.microchip)));
  if (f.surrogate_uid) w.push(like(horses.surrogateUid, startsWith(f.surrogate_uid)));
  return w.length ? and(...w) : undefined;
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
): SQL[] {
  return orderBy(params, sortColumns, defaults, horses.id);
}

export async function listHorses(db: Db, params: HorseListParams) {
  const where = horseWhere(params);
  const order = horseOrder(params, [{ field: 'name' }]);
  const needsPlace = params.stable;
  const { rows, total } = await listPage(db, params, {
    rows: selectHorses(db, where)
      .orderBy(...order)
      .$dynamic(),
    count: needsPlace
      ? db
          .select({ total: count() })
          .from(horses)
          .leftJoin(place, eq(place.id, horses.locationId))
          .where(where)
      : db.select({ total: count() }).from(horses).where(where),
  });
  return { results: rows.map(presentHorse), total };
}

export async function countHorses(db: Db, filter: HorseFilter) {
  const [row] = await db
    .select({ total: count() })
    .from(horses)
    .leftJoin(place, eq(place.id, horses.locationId))
    .where(horseWhere(filter));
  return { count: row?.total ?? 0 };
}
