import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/**
 * The columns protocols and lab tests share (spec 02 §3). The lists inside a protocol (products,
 * parameters, simple parameters, notifications, transaction config) are its own configuration,
 * always read and written whole with it: jsonb, validated by the domain schema at the API. A
 * product listed here may be deleted later: the form then says 'product met id: … bestaat niet meer'.
 */
const treatmentColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  nameEn: text('name_en'),
  nameFr: text('name_fr'),
  accountId: uuid('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'restrict' }),
  tax: integer('tax').notNull(),
  price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  fixedPrice: boolean('fixed_price').notNull().default(false),
  hasCustomDescription: boolean('has_custom_description').notNull().default(false),
  invoiceDescription: text('invoice_description'),
  products: jsonb('products').notNull().default([]),
  parameters: jsonb('parameters').notNull().default([]),
  simpleParameters: jsonb('simple_parameters').notNull().default([]),
  notifications: jsonb('notifications').notNull().default([]),
  reportType: text('report_type'),
  transactionConfig: jsonb('transaction_config').notNull().default([]),
  searchText: text('search_text').generatedAlwaysAs(
    sql`f_unaccent(lower(name || ' ' || coalesce(name_en, '') || ' ' || coalesce(name_fr, '')))`,
  ),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const protocols = pgTable('protocol', treatmentColumns(), (t) => [
  check('protocol_tax_valid', sql`${t.tax} in (6, 21)`),
  check('protocol_price_not_negative', sql`${t.price} >= 0`),
  index('protocol_name_idx').on(t.name, t.id),
  index('protocol_tax_name_idx').on(t.tax, t.name, t.id),
  index('protocol_price_idx').on(t.price, t.id),
  index('protocol_account_idx').on(t.accountId),
  index('protocol_created_idx').on(t.createdAt, t.id),
  index('protocol_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
]);

export const labos = pgTable('labo', treatmentColumns(), (t) => [
  check('labo_tax_valid', sql`${t.tax} in (6, 21)`),
  check('labo_price_not_negative', sql`${t.price} >= 0`),
  index('labo_name_idx').on(t.name, t.id),
  index('labo_tax_name_idx').on(t.tax, t.name, t.id),
  index('labo_price_idx').on(t.price, t.id),
  index('labo_account_idx').on(t.accountId),
  index('labo_created_idx').on(t.createdAt, t.id),
  index('labo_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
]);
