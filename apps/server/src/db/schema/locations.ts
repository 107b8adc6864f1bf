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

export const locations = pgTable(
  'location',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    stable: text('stable'),
    prefix: text('prefix'),
    name: text('name').notNull(),
    places: integer('places').notNull(),
    /** The shown label 'prefix-name' as a natural sort key (A-2 before A-10), migration 0005. */
    labelSort: text('label_sort').generatedAlwaysAs(
      sql`natural_sort_key(coalesce(prefix || '-', '') || name)`,
    ),
    /** Horses whose current location this is; kept by a trigger on horse (migration 0001). */
    occupants: integer('occupants').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('location_places_positive', sql`${t.places} > 0`),
    // A place is a limited resource: the database refuses more horses than places.
    check(
      'location_occupants_within_places',
      sql`${t.occupants} >= 0 and ${t.occupants} <= ${t.places}`,
    ),
    // Default list order: stable, then name (spec 02 /settings/location).
    index('location_stable_label_idx').on(t.stable, t.labelSort, t.id),
    index('location_label_idx').on(t.labelSort, t.id),
    index('location_places_idx').on(t.places, t.id),
    index('location_created_idx').on(t.createdAt, t.id),
    // One location per stable with the same prefix and name, whatever the letter case: the label
    // 'AU-A1' names one place, also for the lodging CSV import that finds it by its label.
    uniqueIndex('location_unique_label_idx').on(
      sql`lower(coalesce(${t.stable}, ''))`,
      sql`lower(coalesce(${t.prefix}, ''))`,
      sql`lower(${t.name})`,
    ),
    // The searchable text is the label as shown, 'stable prefix-name' (service.ts searchText).
    index('location_label_trgm_idx').using(
      'gin',
      sql`(coalesce(${t.stable} || ' ', '') || coalesce(${t.prefix} || '-', '') || ${t.name}) gin_trgm_ops`,
    ),
    // The available-locations report reads only the locations that still have room.
    index('location_free_idx')
      .on(t.stable, t.labelSort, t.id)
      .where(sql`${t.places} > ${t.occupants}`),
  ],
);
