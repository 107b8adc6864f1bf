import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const containers = pgTable(
  'nitrogen_container',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    availablePlaces: integer('available_places').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('container_places_positive', sql`${t.availablePlaces} > 0`),
    uniqueIndex('container_name_idx').on(sql`lower(${t.name})`),
    index('container_name_sort_idx').on(t.name, t.id),
    index('container_places_idx').on(t.availablePlaces, t.id),
    index('container_created_idx').on(t.createdAt, t.id),
  ],
);
