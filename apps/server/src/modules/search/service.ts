import { sql, type SQL } from 'drizzle-orm';
import {
  customerDisplayName,
  identifierTerm,
  type HorseIdentifier,
  type SearchHit,
} from '@stalboek/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { likePattern } from '../../lib/list.ts';
import { rowCount, run, statement } from '../../lib/statements.ts';
import { recordHits } from './record-hits.ts';
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
  /** Set on an identifier hit: which identifier matched, and its value. */
  field?: HorseIdentifier | null;
  value?: string | null;
  /** The identifier is the whole term, not only its start. */
  exact?: boolean;
};

/**
 * Global search over horses and customers: case- and accent-insensitive (f_unaccent + lower),
 * best first, at most `limit`.
 * - Terms under 3 characters have no trigram: they match the start of a word of a name
 *   (search_word), the whole word first, then by word and name.
 * - Longer terms, two passes: names that contain the term (the trigram index answers LIKE
 *   quickly and these are the best matches), then, only when those do not fill the list, pg_trgm
 *   word similarity (`<%`) for typos. Both ranked by word similarity, then by name.
 * - A term that can be an identifier (identifierTerm: a microchip, UELN or brand number) finds
 *   the horses it names first, exact before a start; when none is exact, names fill the rest.
 * Names and contacts are fetched for the final rows only.
 */
export async function globalSearch(
  db: Db,
  term: string,
  limit: number,
): Promise<{ results: SearchHit[] }> {
  const found = await horsesAndCustomers(db, term, limit);
  const hits = await recordHits(db, term, limit);
  if (!hits.length) return found;
  // A whole lot number or embryo code names its record: first. Those that only contain the term
  // follow the names.
  const exact = hits.filter((h) => h.exact).map((h) => h.hit);
  const partial = hits.filter((h) => !h.exact).map((h) => h.hit);
  return { results: [...exact, ...found.results, ...partial].slice(0, limit) };
}

/** Horses and customers: by identifier, then by name. */
async function horsesAndCustomers(
  db: Db,
  term: string,
  limit: number,
): Promise<{ results: SearchHit[] }> {
  const identifier = identifierTerm(term);
  if (!identifier) return byName(db, term, limit);
  // A chip reader's number or a brand number: the horses it names first, then names (issue 17).
  const byIdentifier = await identifierHits(db, identifier, limit);
  // A whole identifier names its horse: no name search after it (a chip is not a name).
  if (byIdentifier.length >= limit || byIdentifier.some((r) => r.exact))
    return { results: byIdentifier.map(presentHit) };
  const named = await byName(db, term, limit);
  const seen = new Set(byIdentifier.map((r) => r.id));
  const results = [
    ...byIdentifier.map(presentHit),
    ...named.results.filter((hit) => !seen.has(hit._id)),
  ];
  return { results: results.slice(0, limit) };
}

/**
 * Horses whose microchip, UELN or brand number (surrogate_uid) is `upper` or starts with it,
 * whatever its letter case: exact matches first, then by name. One row per horse, naming the
 * identifier that matched (an exact one before a start, then microchip, UELN, brand number).
 */
function identifierHits(db: DbOrTx, upper: string, limit: number): Promise<HitRow[]> {
  const hits = statement<HitRow>(
    `search/identifier|${limit}`,
    () => {
      const t = sql.placeholder('upper');
      const p = sql.placeholder('prefix');
      const matched = (field: HorseIdentifier, rank: number) => {
        const column = sql.identifier(field);
        return sql`SELECT id, ${sql.raw(`'${field}'`)} AS field, ${column} AS value,
                          upper(${column}) = ${t} AS exact, ${sql.raw(String(rank))} AS rank
                     FROM horse WHERE upper(${column}) LIKE ${p}`;
      };
      return withDetails(
        sql`SELECT 'horse' AS kind, id, field, value, exact,
                   row_number() OVER (ORDER BY exact DESC, name, id) AS ord
              FROM (SELECT DISTINCT ON (m.id) m.id, m.field, m.value, m.exact, h.name
                      FROM (${matched('microchip', 1)} UNION ALL ${matched('ueln', 2)}
                            UNION ALL ${matched('surrogate_uid', 3)}) m
                      JOIN horse h ON h.id = m.id
                     ORDER BY m.id, m.exact DESC, m.rank) best
             ORDER BY ord LIMIT ${rowCount(limit)}`,
        sql`, top.field, top.value, top.exact`,
      );
    },
    true, // a LIKE prefix narrows the index only in a plan that knows it
  );
  // identifierTerm answers no LIKE wildcard ('%', '_', '\\'): the prefix needs no escaping.
  return run(db, hits, { upper, prefix: `${upper}%` });
}

/** The search by name (horses and customers), as spec 01 §2 has it. */
async function byName(db: Db, term: string, limit: number): Promise<{ results: SearchHit[] }> {
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
function withDetails(top: SQL, extra: SQL = sql``): SQL {
  return sql`
    WITH top AS (${top})
    SELECT top.kind, top.id, h.name, coalesce(c.type, h.type) AS type, c.first_name, c.last_name,
           c.company, ct.contact_name, c.tva, c.city ${extra},
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
      identifier: r.field && r.value ? { field: r.field, value: r.value } : null,
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
