import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ListParams } from '@stalboek/domain';

type Sortable = AnyPgColumn | SQL;

/**
 * ORDER BY for a list: the requested sortBy/sortDesc pairs (fields already whitelisted by the
 * query schema), else the defaults; always ends on `tiebreak` so paging is stable, in the direction
 * of the last sort: a descending sort is then one backward scan of its (column, id) index instead
 * of a sort of every row that shares the first value.
 */
export function orderBy<F extends string>(
  params: Pick<ListParams<F>, 'sortBy' | 'sortDesc'>,
  columns: Record<F, Sortable>,
  defaults: { field: F; desc?: boolean }[],
  tiebreak: AnyPgColumn,
): SQL[] {
  const wanted = params.sortBy.length
    ? params.sortBy.map((field, i) => ({ field, desc: params.sortDesc[i] ?? false }))
    : defaults;
  const seen = new Set<F>();
  const parts: SQL[] = [];
  let lastDesc = false;
  for (const { field, desc: d } of wanted) {
    if (seen.has(field)) continue;
    seen.add(field);
    const col = columns[field];
    parts.push(d ? sql`${col} desc` : sql`${col} asc`); // PostgreSQL default NULLS order, as the indexes
    lastDesc = Boolean(d);
  }
  parts.push(lastDesc ? desc(tiebreak) : asc(tiebreak));
  return parts;
}

/** LIMIT/OFFSET of a page; `limit` -1 means every row. */
export function pageWindow(params: Pick<ListParams, 'page' | 'limit'>): {
  limit: number | undefined;
  offset: number;
} {
  if (params.limit === -1) return { limit: undefined, offset: 0 };
  return { limit: params.limit, offset: (params.page - 1) * params.limit };
}

/** Escapes LIKE wildcards in user text, so '%' and '_' match themselves. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
