import { asc, eq, like, sql } from 'drizzle-orm';
import type { HorseType } from '@stalboek/domain';
import type { Db } from '../../db/client.ts';
import { horses } from '../../db/schema/index.ts';
import { Conditions } from '../../lib/list.ts';
import { rowLimit, run, statement } from '../../lib/statements.ts';
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

function filters(q: Omit<HorseSearch, 'searchValue' | 'limit'>): Conditions {
  const c = new Conditions();
  if (q.type) c.add('type', (v) => eq(horses.type, v), q.type);
  if (q.stud_horse !== undefined) c.flag('stud_horse', horses.studHorse, q.stud_horse);
  if (q.surrogate !== undefined) c.flag('surrogate', horses.surrogate, q.surrogate);
  if (q.owner) c.add('owner', (v) => eq(horses.ownerId, v), q.owner);
  return c;
}

/** Autocomplete on the name: typo-tolerant, best match first (limit 10 by default). */
export async function searchHorses(db: Db, q: HorseSearch) {
  const term = q.searchValue.toLowerCase();
  const c = filters(q);
  // The trigram index finds the matches whatever the term: one plan serves every term.
  if (term) c.add('term', (v) => sql`f_unaccent(${v}) <% ${horses.searchText}`, term);
  const search = statement(`horse/search|${c.key}|${q.limit}`, () =>
    selectHorses(db, c.where())
      .orderBy(
        ...(term
          ? [
              sql`word_similarity(f_unaccent(${sql.placeholder('term')}), ${horses.searchText}) desc`,
            ]
          : []),
        asc(horses.name),
        asc(horses.id),
      )
      .limit(rowLimit(q.limit)),
  );
  const rows = await withTrigramPlan(db, (tx) => run(tx, search, c.values));
  return { results: rows.map(presentHorse) };
}

const startsWith = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Horses whose microchip (or brand number) starts with the typed value. */
export async function searchByCode(db: Db, column: 'microchip' | 'surrogate_uid', q: HorseSearch) {
  const col = column === 'microchip' ? horses.microchip : horses.surrogateUid;
  // A prefix narrows the index only when the plan knows it: planned with each value.
  const c = filters(q).add('code', (v) => like(col, v), startsWith(q.searchValue), {
    custom: true,
  });
  const search = statement(
    `horse/search/${column}|${c.key}|${q.limit}`,
    () => selectHorses(db, c.where()).orderBy(asc(col), asc(horses.id)).limit(rowLimit(q.limit)),
    c.custom,
  );
  const rows = await run(db, search, c.values);
  return { results: rows.map(presentHorse) };
}
