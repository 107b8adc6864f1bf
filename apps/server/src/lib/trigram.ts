import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';

/**
 * pg_trgm's word similarity threshold for typo tolerance: 0.5 rather than pg_trgm's default 0.6,
 * because one wrong letter in a 9-letter name scores 0.54.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.5;

/**
 * Runs a trigram search with sequential scans discouraged and the typo-friendlier threshold. The
 * planner prices word_similarity too cheaply and, for a few thousand likely matches, picks a
 * sequential scan that computes the similarity of every row (10× slower than the trigram index at
 * 100,000 rows). SET LOCAL keeps the settings inside this read-only transaction.
 */
export async function withTrigramPlan<T>(db: Db, run: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    await tx.execute(
      sql.raw(`SET LOCAL pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`),
    );
    return run(tx);
  });
}

/** Terms shorter than this have no trigram that could narrow a search (`LIKE '%an%'`). */
export const TRIGRAM_MIN_LENGTH = 3;

/** True for a term too short for the trigram index: it is matched on the start of words. */
export function isShortTerm(term: string): boolean {
  return [...term.trim()].length < TRIGRAM_MIN_LENGTH;
}

/**
 * `LIKE` pattern for words that start with `term`, lower-cased and without accents as the words
 * in search_word are; wildcards in the term are taken literally.
 */
export function wordPrefix(term: string): SQL {
  const escaped = term.trim().replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql`f_unaccent(lower(${escaped})) || '%'`;
}

/**
 * The items of `kind` with a word (of `field`, or of any of its names) starting with `term`: a
 * range of search_word_prefix_idx. For list filters: `id IN (…)`.
 */
export function idsWithWordStarting(kind: 'customer' | 'horse', term: string, field?: string): SQL {
  const onField = field ? sql`AND field = ${field}` : sql``;
  return sql`(SELECT item_id FROM search_word
               WHERE word LIKE ${wordPrefix(term)} AND kind = ${kind} ${onField})`;
}

/**
 * Up to `limit` items (kind, id) with a word starting with `term`, best first: an item whose word
 * is the term itself before one whose word only starts with it, then by word and by name
 * (byte order, as the index reads them). `join` narrows the words (e.g. to one customer type)
 * and `kinds` limits the kinds. The inner LIMIT reads a few index entries; an item with several
 * matching words counts once (it is read at most 4 times per result).
 */
export function wordPrefixRanking(
  term: string,
  limit: number,
  opts: { kind?: 'customer' | 'horse'; join?: SQL } = {},
): SQL {
  const onKind = opts.kind ? sql`AND w.kind = ${opts.kind}` : sql``;
  return sql`
    SELECT kind, item_id AS id,
           row_number() OVER (ORDER BY min(word COLLATE "C"), min(name COLLATE "C"), kind DESC) AS ord
      FROM (SELECT w.kind, w.item_id, w.word, w.name FROM search_word w ${opts.join ?? sql``}
             WHERE w.word LIKE ${wordPrefix(term)} ${onKind}
             ORDER BY w.word USING ~<~, w.name USING ~<~
             LIMIT ${limit * 4}) AS matches
     GROUP BY kind, item_id
     ORDER BY ord
     LIMIT ${limit}`;
}
