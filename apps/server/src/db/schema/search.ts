import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Search results a user chose (spec 01 §3): feeds most-viewed and most-recent. */
export const searchResults = pgTable(
  'search_result',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    searchItem: uuid('search_item').notNull(),
    searchType: text('search_type').notNull(),
    actor: text('actor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('search_result_type_item_idx').on(t.searchType, t.searchItem),
    index('search_result_type_created_idx').on(t.searchType, t.createdAt),
    index('search_result_created_idx').on(t.createdAt),
  ],
);
