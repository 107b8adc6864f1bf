import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** The product catalogue; amounts and money are numeric, never floats (DESIGN §4). */
export const products = pgTable(
  'product',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    tax: integer('tax').notNull(),
    cnk: text('cnk').notNull(),
    dosage: numeric('dosage', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    sellingPricePerUnit: numeric('selling_price_per_unit', {
      precision: 12,
      scale: 2,
      mode: 'number',
    }).notNull(),
    outgoingUnit: text('outgoing_unit'),
    waitingTime: integer('waiting_time'),
    supplementAdministration: numeric('supplement_administration', {
      precision: 12,
      scale: 2,
      mode: 'number',
    }),
    searchText: text('search_text').generatedAlwaysAs(sql`f_unaccent(lower(name || ' ' || cnk))`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('product_tax_valid', sql`${t.tax} in (6, 21)`),
    check('product_amounts_not_negative', sql`${t.dosage} >= 0 and ${t.sellingPricePerUnit} >= 0`),
    uniqueIndex('product_cnk_idx').on(t.cnk),
    index('product_name_idx').on(t.name, t.id),
    index('product_type_name_idx').on(t.type, t.name, t.id),
    index('product_tax_idx').on(t.tax, t.id),
    index('product_price_idx').on(t.sellingPricePerUnit, t.id),
    index('product_created_idx').on(t.createdAt, t.id),
    index('product_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);
