import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';

/**
 * Runs a trigram search with sequential scans discouraged and a typo-friendlier threshold. The planner prices word_similarity
 * too cheaply and, for a few thousand likely matches, picks a sequential scan that computes the
 * similarity of every row (10× slower than the trigram index at 100,000 rows). SET LOCAL keeps
 * the setting inside this read-only transaction.
 */
export async function withTrigramPlan<T>(db: Db, run: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    // 0.5 rather than pg_trgm's 0.6: one wrong letter in a 9-letter name scores 0.54.
    await tx.execute(sql`SET LOCAL pg_trgm.word_similarity_threshold = 0.5`);
    return run(tx);
  });
}
