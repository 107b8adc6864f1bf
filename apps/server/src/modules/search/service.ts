import { sql, type SQL } from 'drizzle-orm';
import { customerDisplayName, type SearchHit } from '@stalboek/domain';
import { queryRows, type Db, type DbOrTx } from '../../db/client.ts';
import { likePattern } from '../../lib/list.ts';
import { isShortTerm, withTrigramPlan, wordPrefixRanking } from '../../lib/trigram.ts';

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
 * Global search over horses and customers: case- and accent-insensitive (f_unaccent + lower),
 * best first, at most `limit`.
 * - Terms under 3 characters have no trigram: they match the start of a word of a name
 *   (search_word), the whole word first, then by word and name.
 * - Longer terms, two passes: names that contain the term (the trigram index answers LIKE
 *   quickly and these are the best matches), then, only when those do not fill the list, pg_trgm
 *   word similarity (`<%`) for typos. Both ranked by word similarity, then by name.
 * Names and contacts are fetched for the final rows only.
 */
export async function globalSearch(
  db: Db,
  term: string,
  limit: number,
): Promise<{ results: SearchHit[] }> {
  if (isShortTerm(term)) {
    const rows = await queryRows<HitRow>(db, withDetails(wordPrefixRanking(term, limit)));
    return { results: rows.map(presentHit) };
  }
  return withTrigramPlan(db, async (tx) => {
    const found = await trigramHits(tx, term, limit, 'contains', []);
    if (found.length < limit) {
      found.push(
        ...(await trigramHits(
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

function trigramHits(
  tx: DbOrTx,
  term: string,
  limit: number,
  match: 'contains' | 'similar',
  except: string[],
) {
  const q = sql`f_unaccent(lower(${term}))`;
  const where =
    match === 'contains'
      ? sql`search_text like f_unaccent(lower(${likePattern(term)}))`
      : sql`${q} <% search_text`;
  const notIn = except.length
    ? sql`and id not in (${sql.join(
        except.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
  const ranked = (table: SQL) => sql`
    SELECT id, btrim(search_text) AS sort_name, word_similarity(${q}, search_text) AS score
      FROM ${table}
     WHERE ${where} ${notIn}
     ORDER BY score DESC, sort_name, id LIMIT ${limit}`;
  return queryRows<HitRow>(
    tx,
    withDetails(sql`
      SELECT kind, id, row_number() OVER (ORDER BY score DESC, sort_name, kind DESC) AS ord
        FROM (SELECT 'customer' AS kind, * FROM (${ranked(sql`customer`)}) c
              UNION ALL SELECT 'horse', * FROM (${ranked(sql`horse`)}) h) AS hits
       ORDER BY ord LIMIT ${limit}`),
  );
}

/** The hits `top` (kind, id, ord) with what the list shows: names, owner, first contact, VAT. */
function withDetails(top: SQL): SQL {
  return sql`
    WITH top AS (${top})
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
     ORDER BY top.ord`;
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
