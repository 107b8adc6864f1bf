import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Ledger accounts that protocols, lab tests and pension types book on. */
export const accounts = pgTable(
  'account',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Unique, and serves the list's number order.
    uniqueIndex('account_number_idx').on(t.number),
    // The `number` filter is a prefix (LIKE '7071%'): a plain btree serves LIKE only under the C
    // collation; text_pattern_ops serves it under any database collation.
    index('account_number_prefix_idx').on(t.number.op('text_pattern_ops')),
  ],
);
