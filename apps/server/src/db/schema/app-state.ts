import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row once demo data has been written (or the database held data before this table existed):
 * demo data is written at most once in a database's life, never again into a clinic's real data
 * whatever is deleted later.
 */
export const demoSeed = pgTable(
  'demo_seed',
  {
    singleton: boolean('singleton').primaryKey().default(true),
    seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('demo_seed_one_row', sql`${t.singleton}`)],
);
