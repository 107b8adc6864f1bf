import { sql } from 'drizzle-orm';
import type { SearchType } from '@stalboek/domain';
import { queryRows, type Db } from '../../db/client.ts';
import { searchResults } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/audit.ts';

/**
 * Records a chosen search result (spec 01 §3). The database's trigger on search_result counts it
 * in search_result_item (views, last viewed) in the same statement.
 */
export async function recordSearchResult(
  db: Db,
  actor: Actor,
  input: { searchItem: string; searchType: SearchType },
) {
  const [row] = await db
    .insert(searchResults)
    .values({ ...input, actor: actor.name || actor.sub })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return {
    _id: row.id,
    searchItem: row.searchItem,
    searchType: row.searchType as SearchType,
    createdAt: row.createdAt.toISOString(),
  };
}

type ViewedRow = {
  search_item: string;
  search_type: string;
  name: string | null;
  views: number;
  last_viewed: Date | string;
};

/**
 * Items chosen most often (or most recently) from the searches, with their current name: the
 * first `limit` entries of a search_result_item index, whatever the number of recorded choices.
 */
export async function viewedItems(
  db: Db,
  q: { searchType?: string | undefined; limit: number },
  order: 'most-viewed' | 'most-recent',
) {
  const typeFilter = q.searchType ? sql`WHERE search_type = ${q.searchType}` : sql``;
  // NULLS LAST as the indexes are declared (the columns are NOT NULL), so the planner uses them.
  const orderBy =
    order === 'most-viewed'
      ? sql`views DESC NULLS LAST, last_viewed DESC NULLS LAST`
      : sql`last_viewed DESC NULLS LAST`;
  const rows = await queryRows<ViewedRow>(
    db,
    sql`
    SELECT v.search_item, v.search_type, v.views, v.last_viewed,
           COALESCE(h.name, CASE WHEN c.type = 'bedrijf' THEN c.company
                                 ELSE trim(coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, '')) END) AS name
      FROM (SELECT search_item, search_type, views, last_viewed FROM search_result_item ${typeFilter}
             ORDER BY ${orderBy} LIMIT ${q.limit}) v
      LEFT JOIN horse h ON v.search_type = 'Horse' AND h.id = v.search_item
      LEFT JOIN customer c ON v.search_type = 'Customer' AND c.id = v.search_item
     ORDER BY ${orderBy}`,
  );
  return {
    results: rows.map((r) => ({
      searchItem: r.search_item,
      searchType: r.search_type as SearchType,
      name: r.name || null,
      count: Number(r.views),
      lastViewed: new Date(r.last_viewed).toISOString(),
    })),
  };
}
