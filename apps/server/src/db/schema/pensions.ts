import { sql } from 'drizzle-orm';
import { check, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

export const pensionTypes = pgTable(
  'pension_type',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    nameFr: text('name_fr'),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    tax: integer('tax').notNull(),
    pricePerDay: numeric('price_per_day', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    availableFor: text('available_for')
      .array()
      .notNull()
      .default(sql`ARRAY['Hengst', 'Merrie']`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('pension_tax_valid', sql`${t.tax} in (6, 21)`),
    check('pension_price_not_negative', sql`${t.pricePerDay} >= 0`),
  ],
);
