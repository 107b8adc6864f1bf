import { and, asc, eq, like, sql, type SQL } from 'drizzle-orm';
import type { HorseType } from '@stalboek/domain';
import type { Db } from '../../db/client.ts';
import { horses } from '../../db/schema/index.ts';
import { withTrigramPlan } from '../../lib/trigram.ts';
import { presentHorse, selectHorses } from './presenter.ts';

export type HorseSearch = {
  searchValue: string;
  type?: HorseType | undefined;
  stud_horse?: boolean | undefined;
  surrogate?: boolean | undefined;
  owner?: string | undefined;
  limit: number;
};

function filters(q: Omit<HorseSearch, 'searchValue' | 'limit'>): SQL[] {
  const w: SQL[] = [];
  if (q.type) w.push(eq(horses.type, q.type));
  if (q.stud_horse !== undefined) w.push(eq(horses.studHorse, q.stud_horse));
  if (q.surrogate !== undefined) w.push(eq(horses.surrogate, q.surrogate));
  if (q.owner) w.push(eq(horses.ownerId, q.owner));
  return w;
}

/** Autocomplete on the name: typo-tolerant, best match first (limit 10 by default). */
export async function searchHorses(db: Db, q: HorseSearch) {
  const term = q.searchValue.toLowerCase();
  const w = filters(q);
  if (term) w.push(sql`f_unaccent(${term}) <% ${horses.searchText}`);
  const rows = await withTrigramPlan(db, (tx) =>
    selectHorses(tx, w.length ? and(...w) : undefined)
      .orderBy(
        ...(term ? [sql`word_similarity(f_unaccent(${term}), ${horses.searchText}) desc`] : []),
        asc(horses.name),
        asc(horses.id),
      )
      .limit(q.limit),
  );
  return { results: rows.map(presentHorse) };
}

const startsWith = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Horses whose microchip (or brand number) starts with the typed value. */
export async function searchByCode(db: Db, column: 'microchip' | 'surrogate_uid', q: HorseSearch) {
  const col = column === 'microchip' ? horses.microchip : horses.surrogateUid;
  const w = [...filters(q), like(col, startsWith(q.searchValue))];
  const rows = await selectHorses(db, and(...w))
    .orderBy(asc(col), asc(horses.id))
    .limit(q.limit);
  return { results: rows.map(presentHorse) };
}
