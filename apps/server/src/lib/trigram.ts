import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { run, statement } from './statements.ts';

type Placeholder = ReturnType<typeof sql.placeholder>;

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
export async function withTrigramPlan<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await run(tx, trigramSettings(), {});
    return work(tx);
  });
}

/** Both settings in one statement (set_config with is_local: SET LOCAL), kept like a list's. */
const trigramSettings = () =>
  statement(
    'trigram/settings',
    () =>
      sql`select set_config('enable_seqscan', 'off', true),
                 set_config('pg_trgm.word_similarity_threshold', ${sql.raw(`'${WORD_SIMILARITY_THRESHOLD}'`)}, true)`,
  );

/** Terms shorter than this have no trigram that could narrow a search (`LIKE '%an%'`). */
export const TRIGRAM_MIN_LENGTH = 3;

/** True for a term too short for the trigram index: it is matched on the start of words. */
export function isShortTerm(term: string): boolean {
  return [...term.trim()].length < TRIGRAM_MIN_LENGTH;
}

/**
 * The value of a word-start term's placeholder: trimmed, its wildcards taken literally. A plan
 * narrows search_word_prefix_idx to the pattern's range only when it knows the value: statements
 * with it are custom (lib/statements.ts).
 */
export function wordStart(term: string): string {
  return term.trim().replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * `LIKE` pattern for words that start with `term` (a wordStart value), lower-cased and without
 * accents as the words in search_word are.
 */
export function wordPrefix(term: Placeholder): SQL {
  return sql`f_unaccent(lower(${term})) || '%'`;
}

/** A name of our own code (a kind, a field) written into the SQL of a kept statement. */
const literal = (name: string) => {
  if (!/^[a-z_]+$/.test(name)) throw new Error(`not a plain name: ${name}`);
  return sql.raw(`'${name}'`);
};

/**
 * The items of `kind` with a word (of `field`, or of any of its names) starting with `term` (a
 * wordStart value): a range of search_word_prefix_idx. For list filters: `id IN (…)`.
 */
export function idsWithWordStarting(
  kind: 'customer' | 'horse',
  term: Placeholder,
  field?: string,
): SQL {
  const onField = field ? sql`AND field = ${literal(field)}` : sql``;
  return sql`(SELECT item_id FROM search_word
               WHERE word LIKE ${wordPrefix(term)} AND kind = ${literal(kind)} ${onField})`;
}

/** Placeholders of wordPrefixRanking, and their values for a term and a limit. */
export const ranking = {
  term: sql.placeholder('$term'),
  limit: sql.placeholder('$limit'),
  matches: sql.placeholder('$matches'),
  values: (term: string, limit: number) => ({
    $term: wordStart(term),
    $limit: limit,
    $matches: limit * 4,
  }),
};

/**
 * Up to `limit` items (kind, id) with a word starting with the term, best first: an item whose
 * word is the term itself before one whose word only starts with it, then by word and by name
 * (byte order, as the index reads them). `join` narrows the words (e.g. to one customer type)
 * and `kind` limits the kinds. The inner LIMIT reads a few index entries; an item with several
 * matching words counts once (it is read at most 4 times per result). Values: `ranking.values`.
 */
export function wordPrefixRanking(opts: { kind?: 'customer' | 'horse'; join?: SQL } = {}): SQL {
  const onKind = opts.kind ? sql`AND w.kind = ${literal(opts.kind)}` : sql``;
  return sql`
    SELECT kind, item_id AS id,
           row_number() OVER (ORDER BY min(word COLLATE "C"), min(name COLLATE "C"), kind DESC) AS ord
      FROM (SELECT w.kind, w.item_id, w.word, w.name FROM search_word w ${opts.join ?? sql``}
             WHERE w.word LIKE ${wordPrefix(ranking.term)} ${onKind}
             ORDER BY w.word USING ~<~, w.name USING ~<~
             LIMIT ${ranking.matches}) AS matches
     GROUP BY kind, item_id
     ORDER BY ord
     LIMIT ${ranking.limit}`;
}
