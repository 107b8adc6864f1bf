import { sql, type SQL } from 'drizzle-orm';
import { customerDisplayName, type SearchHit, type SearchType } from '@stalboek/domain';
import { queryRows, type Db, type Tx } from '../../db/client.ts';
import { likePattern } from '../../lib/list.ts';
import { withTrigramPlan } from '../../lib/trigram.ts';
import { searchResults } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/audit.ts';

type HitRow = {
  kind: 'horse' | 'customer';
  id: string;
  name: string | null;
  type: string;
  first_name: string | null;
  last_name: string | null;
  company: string | null;
  owner: string | null;
  contact_name: string | null;
  tva: string | null;
  city: string | null;
};

/**
 * Global search over horses and customers: case- and accent-insensitive (f_unaccent + lower) and
 * tolerant of small typos, best first. Two passes: names that contain the term (the trigram index
 * answers LIKE quickly and these are the best matches), then, only when those do not fill the
 * list, pg_trgm word similarity (`<%`) for typos. Names and contacts are fetched for the final
 * rows only.
 */
export async function globalSearch(
  db: Db,
  term: string,
  limit: number,
): Promise<{ results: SearchHit[] }> {
  return withTrigramPlan(db, async (tx) => {
    const found = await hits(tx, term, limit, 'contains', []);
    if (found.length < limit) {
      found.push(
        ...(await hits(
          tx,
          term,
          limit - found.length,
          'similar',
          found.map((r) => r.id),
        )),
      );
    }
    return { results: found.map(presentHit) };
  });
}

async function hits(
  tx: Tx,
  term: string,
  limit: number,
  match: 'contains' | 'similar',
  except: string[],
) {
  const q = sql`f_unaccent(lower(${term}))`;
  const where = (col: SQL) =>
    match === 'contains'
      ? sql`${col} like f_unaccent(lower(${likePattern(term)}))`
      : sql`${q} <% ${col}`;
  const notIn = (col: SQL) =>
    except.length
      ? sql`and ${col} not in (${sql.join(
          except.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`
      : sql``;
  return queryRows<HitRow>(
    tx,
    sql`
    WITH c AS (SELECT id, search_text, word_similarity(${q}, search_text) AS score FROM customer
                WHERE ${where(sql`search_text`)} ${notIn(sql`id`)}
                ORDER BY score DESC, search_text, id LIMIT ${limit}),
         h AS (SELECT id, search_text, word_similarity(${q}, search_text) AS score FROM horse
                WHERE ${where(sql`search_text`)} ${notIn(sql`id`)}
                ORDER BY score DESC, search_text, id LIMIT ${limit}),
         top AS (SELECT 'customer' AS kind, id, search_text, score FROM c
                 UNION ALL SELECT 'horse', id, search_text, score FROM h
                 ORDER BY score DESC, search_text, kind DESC LIMIT ${limit})
    SELECT top.kind, top.id, h.name, coalesce(c.type, h.type) AS type, c.first_name, c.last_name,
           c.company, ct.contact_name, c.tva, c.city,
           CASE WHEN o.id IS NULL THEN NULL WHEN o.type = 'bedrijf' THEN o.company
                ELSE trim(coalesce(o.first_name, '') || ' ' || coalesce(o.last_name, '')) END AS owner
      FROM top
      LEFT JOIN customer c ON top.kind = 'customer' AND c.id = top.id
      LEFT JOIN horse h ON top.kind = 'horse' AND h.id = top.id
      LEFT JOIN customer o ON o.id = h.owner_id
      LEFT JOIN LATERAL (SELECT k.first_name || ' ' || k.last_name AS contact_name FROM contact k
                          WHERE k.customer_id = c.id ORDER BY k.created_at, k.id LIMIT 1) ct ON true
     ORDER BY top.score DESC, top.search_text, top.kind DESC`,
  );
}

function presentHit(r: HitRow): SearchHit {
  if (r.kind === 'horse') {
    return {
      kind: 'horse',
      _id: r.id,
      name: r.name ?? '',
      type: r.type as 'Hengst' | 'Merrie',
      owner: r.owner || null,
    };
  }
  const type = r.type as 'particulier' | 'bedrijf';
  return {
    kind: 'customer',
    _id: r.id,
    name: customerDisplayName({
      type,
      first_name: r.first_name,
      last_name: r.last_name,
      company: r.company,
    }),
    type,
    contactName: type === 'bedrijf' ? r.contact_name : null,
    tva: r.tva,
    city: r.city,
  };
}

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
  count: number;
  last_viewed: Date | string;
};

/** Items chosen most often (or most recently) from the searches, with their current name. */
export async function viewedItems(
  db: Db,
  q: { searchType?: string | undefined; limit: number },
  order: 'most-viewed' | 'most-recent',
) {
  const typeFilter = q.searchType ? sql`WHERE search_type = ${q.searchType}` : sql``;
  const orderBy =
    order === 'most-viewed' ? sql`count DESC, last_viewed DESC` : sql`last_viewed DESC`;
  const rows = await queryRows<ViewedRow>(
    db,
    sql`
    SELECT v.search_item, v.search_type, v.count::int AS count, v.last_viewed,
           COALESCE(h.name, CASE WHEN c.type = 'bedrijf' THEN c.company
                                 ELSE trim(coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, '')) END) AS name
      FROM (SELECT search_item, search_type, count(*) AS count, max(created_at) AS last_viewed
              FROM search_result ${typeFilter}
             GROUP BY search_item, search_type
             ORDER BY ${orderBy}
             LIMIT ${q.limit}) v
      LEFT JOIN horse h ON v.search_type = 'Horse' AND h.id = v.search_item
      LEFT JOIN customer c ON v.search_type = 'Customer' AND c.id = v.search_item
     ORDER BY ${orderBy}`,
  );
  return {
    results: rows.map((r) => ({
      searchItem: r.search_item,
      searchType: r.search_type as SearchType,
      name: r.name || null,
      count: Number(r.count),
      lastViewed: new Date(r.last_viewed).toISOString(),
    })),
  };
}
