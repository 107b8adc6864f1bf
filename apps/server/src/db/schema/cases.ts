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
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';
import { horses } from './horses.ts';
import { pensionTypes } from './pensions.ts';
import { locations } from './locations.ts';
import { labos, protocols } from './protocols.ts';
import { products } from './products.ts';

/** Per year the last case reference number handed out: bumped in the creating transaction. */
export const caseReferenceCounters = pgTable('case_reference_counter', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

/** A case (spec 01 §3): a horse's treatment file for a customer; reference `YYYY-NNNNN`. */
export const cases = pgTable(
  'case',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull(),
    status: text('status').notNull().default('Open'),
    mainActivity: text('main_activity').notNull().default('-'),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'restrict' }),
    horseId: uuid('horse_id')
      .notNull()
      .references(() => horses.id, { onDelete: 'restrict' }),
    /** The stud horse (spec 01 'extra'), for Embryotransfer, KI and ICSI-Embryotransfer. */
    extraHorseId: uuid('extra_horse_id').references(() => horses.id, { onDelete: 'restrict' }),
    /** The invoice's id in the invoicing service, once invoiced. */
    invoiceId: text('invoice_id'),
    /** The horse's surrogate flag, kept by triggers (migration 0013): the list's switches. */
    horseSurrogate: boolean('horse_surrogate').notNull().default(false),
    /** Lower-cased, unaccented reference and horse name: the list's search. */
    searchText: text('search_text').notNull().default(''),
    /**
     * The customer's sort name (company for a company, else last name), kept by triggers
     * (migration 0017) when the case changes customer or the customer is renamed: the list's
     * 'Klant' sort reads this indexed column instead of sorting a join.
     */
    customerSort: text('customer_sort'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('case_reference_idx').on(t.reference),
    check(
      'case_status_valid',
      sql`${t.status} in ('Open', 'Factureerbaar', 'Gefactureerd', 'Niet factureerbaar', 'Gesloten')`,
    ),
    check(
      'case_main_activity_valid',
      sql`${t.mainActivity} in ('-', 'Draagmoeder', 'Embryotransfer', 'ICSI-Embryotransfer', 'Kunstmatige inseminatie', 'Ovum pick up', 'Sperma-afname')`,
    ),
    // The list's default order (status desc, createdAt desc) and its filters. A sort ends on
    // createdAt desc, then id (cases/list.ts): the *_created_desc indexes serve the ascending
    // sorts of status and main activity with the newest first inside each value.
    index('case_status_created_idx').on(t.status, t.createdAt, t.id),
    index('case_status_created_desc_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id),
    // The default menu list (status multi, surrogates hidden) and its count.
    index('case_status_surrogate_created_idx').on(t.status, t.horseSurrogate, t.createdAt, t.id),
    // 'Enkel draagmoeders': surrogates' cases in the default order, and their count.
    index('case_surrogate_status_created_idx')
      .on(t.status, t.createdAt, t.id)
      .where(sql`${t.horseSurrogate}`),
    // Status and main activity together (their count reads only this index).
    index('case_status_activity_idx').on(t.status, t.mainActivity),
    index('case_created_idx').on(t.createdAt, t.id),
    // The list's 'Laatst gewijzigd' and 'Klant' sorts.
    index('case_updated_idx').on(t.updatedAt, t.id),
    index('case_customer_sort_idx').on(t.customerSort, t.createdAt, t.id),
    index('case_activity_created_idx').on(t.mainActivity, t.createdAt, t.id),
    index('case_activity_created_desc_idx').on(
      t.mainActivity,
      t.createdAt.desc().nullsFirst(),
      t.id,
    ),
    index('case_horse_created_idx').on(t.horseId, t.createdAt, t.id),
    index('case_customer_created_idx').on(t.customerId, t.createdAt, t.id),
    index('case_extra_horse_idx').on(t.extraHorseId),
    index('case_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/** A boarding line of a case: days of a pension type, invoiced as days × price per day. */
export const caseBoardingLines = pgTable(
  'case_boarding_line',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    billable: boolean('billable').notNull().default(true),
    from: timestamp('from', { withTimezone: true }),
    to: timestamp('to', { withTimezone: true }),
    pensionTypeId: uuid('pension_type_id').references(() => pensionTypes.id, {
      onDelete: 'restrict',
    }),
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'case_boarding_to_after_from',
      sql`${t.to} is null or ${t.from} is null or ${t.to} >= ${t.from}`,
    ),
    index('case_boarding_case_idx').on(t.caseId, t.position),
    index('case_boarding_pension_idx').on(t.pensionTypeId),
    index('case_boarding_location_idx').on(t.locationId),
  ],
);

/** A research sheet (onderzoeksfiche): one examination of the case's horse. */
export const researchSheets = pgTable(
  'research_sheet',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'restrict' }),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'restrict' }),
    horseId: uuid('horse_id')
      .notNull()
      .references(() => horses.id, { onDelete: 'restrict' }),
    doctor: text('doctor').notNull(),
    researchDate: timestamp('research_date', { withTimezone: true }).notNull(),
    /** true = 'Factureerbaar'; false = 'Gefactureerd', read-only apart from amounts. */
    billable: boolean('billable').notNull().default(true),
    /** Ovaries (follicles), uterus and pregnancy: read and written whole with the sheet. */
    information: jsonb('information').notNull().default({}),
    /** The cysts seen at this examination: [{id '#n', size mm, position}]. */
    cysts: jsonb('cysts').notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('research_sheet_case_idx').on(t.caseId, t.researchDate, t.id),
    index('research_sheet_horse_idx').on(t.horseId, t.researchDate, t.id),
    index('research_sheet_customer_idx').on(t.customerId, t.researchDate, t.id),
  ],
);

/**
 * Treatment lines of a case or of one of its sheets (sheet_id set): protocols, lab tests and
 * products. A protocol or lab-test line keeps the filled-in parameters; billable turns false when
 * the line is invoiced.
 */
export const caseProtocolLines = pgTable(
  'case_protocol_line',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    sheetId: uuid('sheet_id').references(() => researchSheets.id, { onDelete: 'cascade' }),
    protocolId: uuid('protocol_id')
      .notNull()
      .references(() => protocols.id, { onDelete: 'restrict' }),
    parameters: jsonb('parameters').notNull().default([]),
    simpleParameters: jsonb('simple_parameters').notNull().default([]),
    amount: integer('amount').notNull().default(1),
    invoiceDescription: text('invoice_description'),
    date: timestamp('date', { withTimezone: true }).notNull(),
    billable: boolean('billable').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('case_protocol_amount_positive', sql`${t.amount} >= 1`),
    index('case_protocol_case_idx').on(t.caseId, t.date),
    index('case_protocol_sheet_idx').on(t.sheetId),
    index('case_protocol_protocol_idx').on(t.protocolId),
  ],
);

export const caseLaboLines = pgTable(
  'case_labo_line',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    sheetId: uuid('sheet_id').references(() => researchSheets.id, { onDelete: 'cascade' }),
    laboId: uuid('labo_id')
      .notNull()
      .references(() => labos.id, { onDelete: 'restrict' }),
    parameters: jsonb('parameters').notNull().default([]),
    simpleParameters: jsonb('simple_parameters').notNull().default([]),
    amount: integer('amount').notNull().default(1),
    date: timestamp('date', { withTimezone: true }).notNull(),
    billable: boolean('billable').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('case_labo_amount_positive', sql`${t.amount} >= 1`),
    index('case_labo_case_idx').on(t.caseId, t.date),
    index('case_labo_sheet_idx').on(t.sheetId),
    index('case_labo_labo_idx').on(t.laboId),
  ],
);

/**
 * A product used in a case or sheet: its stock is taken FEFO as Toediening mods on the case's
 * horse, linked by stock_mod.case_line_id; `sell` = invoiced at selling price.
 * `protocol_line_id` is set for the products a protocol line brought along.
 */
export const caseProductLines = pgTable(
  'case_product_line',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    sheetId: uuid('sheet_id').references(() => researchSheets.id, { onDelete: 'cascade' }),
    protocolLineId: uuid('protocol_line_id').references(() => caseProtocolLines.id, {
      onDelete: 'cascade',
    }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    sell: boolean('sell').notNull().default(true),
    date: timestamp('date', { withTimezone: true }).notNull(),
    billable: boolean('billable').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('case_product_amount_positive', sql`${t.amount} > 0`),
    index('case_product_case_idx').on(t.caseId, t.date),
    index('case_product_sheet_idx').on(t.sheetId),
    index('case_product_protocol_line_idx').on(t.protocolLineId),
    index('case_product_product_idx').on(t.productId),
  ],
);
