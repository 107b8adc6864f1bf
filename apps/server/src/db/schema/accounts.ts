import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Ledger accounts that protocols, lab tests and pension types book on. */
export const accounts = pgTable(
  'account',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Unique, and the index serves the list's number order and prefix filter.
  (t) => [uniqueIndex('account_number_idx').on(t.number)],
);
