import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const customers = pgTable(
  'customer',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type', { enum: ['particulier', 'bedrijf'] }).notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    company: text('company'),
    tva: text('tva'),
    vatLiability: text('vat_liability'),
    language: text('language', { enum: ['NL', 'FR', 'EN'] }).notNull(),
    email: text('email'),
    telephoneMobile: text('telephone_mobile'),
    telephoneFixed: text('telephone_fixed'),
    addressLine: text('address_line').notNull(),
    zip: text('zip'),
    city: text('city'),
    country: text('country').notNull(),
    /** The customer's id in the invoicing service (Teamleader), set by the sync. */
    teamleaderId: text('teamleader_id'),
    /** Lower-cased, accent-free names for search (f_unaccent, migration 0003). */
    searchText: text('search_text').generatedAlwaysAs(
      sql`f_unaccent(lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(company, '')))`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('customer_type_valid', sql`${t.type} in ('particulier', 'bedrijf')`),
    check('customer_language_valid', sql`${t.language} in ('NL', 'FR', 'EN')`),
    check('customer_company_required', sql`${t.type} <> 'bedrijf' or ${t.company} is not null`),
    // The screen's tabs always filter on type: one index per sort field behind the type filter;
    // the API also lists without a type, so each sort field has its own index as well.
    index('customer_type_last_name_idx').on(t.type, t.lastName, t.id),
    index('customer_type_first_name_idx').on(t.type, t.firstName, t.id),
    index('customer_type_company_idx').on(t.type, t.company, t.id),
    index('customer_type_city_idx').on(t.type, t.city, t.id),
    index('customer_type_created_idx').on(t.type, t.createdAt, t.id),
    index('customer_last_name_idx').on(t.lastName, t.id),
    index('customer_first_name_idx').on(t.firstName, t.id),
    index('customer_company_idx').on(t.company, t.id),
    index('customer_city_idx').on(t.city, t.id),
    index('customer_created_idx').on(t.createdAt, t.id),
    index('customer_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

export const contacts = pgTable(
  'contact',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    telephone: text('telephone'),
    email: text('email'),
    role: text('role'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_customer_idx').on(t.customerId, t.createdAt)],
);
