import { sql } from 'drizzle-orm';
import type { SearchType } from '@stalboek/domain';
import { queryRows, type Db, type Tx } from '../../db/client.ts';
import {
  customers,
  embryos,
  horses,
  products,
  searchResults,
  semenLots,
} from '../../db/schema/index.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';
import { notFound } from '../../lib/errors.ts';
import { rowCount, run, statement } from '../../lib/statements.ts';

type ItemTable =
  typeof horses | typeof customers | typeof products | typeof semenLots | typeof embryos;
/** Where each kind of item lives. */
const ITEM_TABLES: Record<SearchType, ItemTable> = {
  Horse: horses,
  Customer: customers,
  Product: products,
  SemenCollection: semenLots,
  Embryo: embryos,
};

async function itemExists(tx: Tx, type: SearchType, id: string): Promise<boolean> {
  const table = ITEM_TABLES[type];
  const rows = await queryRows(tx, sql`SELECT 1 FROM ${table} WHERE ${table.id} = ${id}`);
  return rows.length > 0;
}

/**
 * Records a chosen search result (spec 01 §3) with its audit row, in one transaction. Only an
 * item that exists can be chosen (404 otherwise: it would show in most-viewed without a name).
 * The database's trigger on search_result counts it in search_result_item (views, last viewed).
 */
export async function recordSearchResult(
  db: Db,
  actor: Actor,
  input: { searchItem: string; searchType: SearchType },
) {
  return db.transaction(async (tx) => {
    if (!(await itemExists(tx, input.searchType, input.searchItem)))
      throw notFound('Zoekresultaat');
    const [row] = await tx
      .insert(searchResults)
      .values({ ...input, actor: actor.name || actor.sub })
      .returning();
    if (!row) throw new Error('insert returned no row');
    const result = {
      _id: row.id,
      searchItem: row.searchItem,
      searchType: row.searchType as SearchType,
      createdAt: row.createdAt.toISOString(),
    };
    await recordAudit(tx, actor, {
      action: 'create',
      entity: 'search_result',
      entityId: row.id,
      after: result,
    });
    return result;
  });
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
  const viewed = statement<ViewedRow>(
    `search-result/${order}|${q.searchType ? 'type' : ''}|${q.limit}`,
    () => {
      const typeFilter = q.searchType ? sql`WHERE search_type = ${sql.placeholder('type')}` : sql``;
      // NULLS LAST as the indexes are declared (the columns are NOT NULL), so the planner uses them.
      const orderBy =
        order === 'most-viewed'
          ? sql`views DESC NULLS LAST, last_viewed DESC NULLS LAST`
          : sql`last_viewed DESC NULLS LAST`;
      return sql`
    SELECT v.search_item, v.search_type, v.views, v.last_viewed,
           COALESCE(h.name, p.name, l.lot_number, e.code, CASE WHEN c.type = 'bedrijf' THEN c.company
                                 ELSE trim(coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, '')) END) AS name
      FROM (SELECT search_item, search_type, views, last_viewed FROM search_result_item ${typeFilter}
             ORDER BY ${orderBy} LIMIT ${rowCount(q.limit)}) v
      LEFT JOIN horse h ON v.search_type = 'Horse' AND h.id = v.search_item
      LEFT JOIN customer c ON v.search_type = 'Customer' AND c.id = v.search_item
      LEFT JOIN product p ON v.search_type = 'Product' AND p.id = v.search_item
      LEFT JOIN semen_lot l ON v.search_type = 'SemenCollection' AND l.id = v.search_item
                           AND l.deleted_at IS NULL
      LEFT JOIN embryo e ON v.search_type = 'Embryo' AND e.id = v.search_item
                        AND e.deleted_at IS NULL
     ORDER BY ${orderBy}`;
    },
  );
  const rows = await run(db, viewed, { type: q.searchType });
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
