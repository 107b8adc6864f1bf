import { sql, type SQL } from 'drizzle-orm';
import { customerDisplayName, type SearchHit } from '@stalboek/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { likePattern } from '../../lib/list.ts';
import { rowCount, run, statement } from '../../lib/statements.ts';
import { isShortTerm, ranking, withTrigramPlan, wordPrefixRanking } from '../../lib/trigram.ts';

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
    // A word-start pattern narrows the index only in a plan that knows it: custom.
    const byStart = statement<HitRow>('search/start', () => withDetails(wordPrefixRanking()), true);
    const rows = await run(db, byStart, ranking.values(term, limit));
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

/**
 * One pass of the trigram search, kept per pass (statements.ts): the trigram index finds the
 * matches whatever the term, so one plan serves every term.
 */
function trigramHits(
  tx: DbOrTx,
  term: string,
  limit: number,
  match: 'contains' | 'similar',
  except: string[],
) {
  const hits = statement<HitRow>(
    `search/${match}|${except.length ? 'except' : ''}|${limit}`,
    () => {
      const q = sql`f_unaccent(lower(${sql.placeholder('term')}))`;
      const where =
        match === 'contains'
          ? sql`search_text like f_unaccent(lower(${sql.placeholder('pattern')}))`
          : sql`${q} <% search_text`;
      const notIn = except.length
        ? sql`and id <> all(${sql.placeholder('except')}::uuid[])`
        : sql``;
      const limited = rowCount(limit);
      const ranked = (table: SQL) => sql`
      SELECT id, btrim(search_text) AS sort_name, word_similarity(${q}, search_text) AS score
        FROM ${table}
       WHERE ${where} ${notIn}
       ORDER BY score DESC, sort_name, id LIMIT ${limited}`;
      return withDetails(sql`
      SELECT kind, id, row_number() OVER (ORDER BY score DESC, sort_name, kind DESC) AS ord
        FROM (SELECT 'customer' AS kind, * FROM (${ranked(sql`customer`)}) c
              UNION ALL SELECT 'horse', * FROM (${ranked(sql`horse`)}) h) AS hits
       ORDER BY ord LIMIT ${limited}`);
    },
  );
  return run(tx, hits, { term, pattern: likePattern(term), except });
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
