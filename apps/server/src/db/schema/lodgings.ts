import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { horses } from './horses.ts';
import { locations } from './locations.ts';
import { pensionTypes } from './pensions.ts';
import { files } from './files.ts';

export const lodgings = pgTable(
  'lodging',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    horseId: uuid('horse_id')
      .notNull()
      .references(() => horses.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'restrict' }),
    pensionTypeId: uuid('pension_type_id').references(() => pensionTypes.id, {
      onDelete: 'restrict',
    }),
    arrival: timestamp('arrival', { withTimezone: true }).notNull(),
    departure: timestamp('departure', { withTimezone: true }),
    billable: boolean('billable').notNull().default(true),
    status: text('status', { enum: ['invoiceable', 'not invoiceable', 'invoiced'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'lodging_departure_after_arrival',
      sql`${t.departure} is null or ${t.departure} >= ${t.arrival}`,
    ),
    check(
      'lodging_status_valid',
      sql`${t.status} in ('invoiceable', 'not invoiceable', 'invoiced')`,
    ),
    index('lodging_horse_idx').on(t.horseId, t.arrival),
    index('lodging_location_idx').on(t.locationId),
    index('lodging_pension_idx').on(t.pensionTypeId),
  ],
);

/** Lab results of a horse: a file with its lab and date. */
export const labResults = pgTable(
  'lab_result',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    horseId: uuid('horse_id')
      .notNull()
      .references(() => horses.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    lab: text('lab').notNull(),
    date: timestamp('date', { withTimezone: true }).notNull(),
    uploadDate: timestamp('upload_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lab_result_horse_idx').on(t.horseId, t.date)],
);
