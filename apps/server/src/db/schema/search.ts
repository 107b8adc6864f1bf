import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

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

/**
 * One row per chosen item: how often and when it was last chosen. Kept by a trigger on
 * search_result (migration 0023), so most-viewed and most-recent read a few index entries instead
 * of grouping every recorded choice.
 */
export const searchResultItems = pgTable(
  'search_result_item',
  {
    searchType: text('search_type').notNull(),
    searchItem: uuid('search_item').notNull(),
    views: integer('views').notNull(),
    lastViewed: timestamp('last_viewed', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.searchType, t.searchItem] }),
    index('search_result_item_views_idx').on(t.views.desc(), t.lastViewed.desc()),
    index('search_result_item_type_views_idx').on(
      t.searchType,
      t.views.desc(),
      t.lastViewed.desc(),
    ),
    index('search_result_item_recent_idx').on(t.lastViewed.desc()),
    index('search_result_item_type_recent_idx').on(t.searchType, t.lastViewed.desc()),
  ],
);

/**
 * Every word of the customers' and horses' names (lower case, without accents), kept by triggers
 * on customer and horse (migration 0023). Terms under 3 characters have no trigram to narrow a
 * search, so they match the start of a word here instead: `word LIKE 'an%'` is a range of the
 * text_pattern_ops index, read in (word, name) order, so a LIMIT stops after a few entries.
 */
export const searchWords = pgTable(
  'search_word',
  {
    kind: text('kind', { enum: ['customer', 'horse'] }).notNull(),
    itemId: uuid('item_id').notNull(),
    /** Which name the word is from: first_name, last_name or company (customer), name (horse). */
    field: text('field').notNull(),
    word: text('word').notNull(),
    /** The item's whole name (its search text, trimmed): orders items with the same word. */
    name: text('name').notNull(),
  },
  (t) => [
    check('search_word_kind_valid', sql`${t.kind} in ('customer', 'horse')`),
    index('search_word_prefix_idx').on(
      t.word.op('text_pattern_ops'),
      t.name.op('text_pattern_ops'),
      t.kind,
      t.field,
      t.itemId,
    ),
    index('search_word_item_idx').on(t.itemId),
  ],
);
