import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { containers } from './containers.ts';
import { customers } from './customers.ts';
import { horses } from './horses.ts';

const day = (name: string) => timestamp(name, { withTimezone: true });
const POSITIONS = ['Boven', 'Onder'] as const;

/**
 * An ICSI lot: the embryos made of one donor mare and one donor stallion, owned by a customer,
 * stored in a tube position of a nitrogen container (spec 02 §3). Its code is unique among lots
 * not deleted. Donors, owner and container RESTRICT: the embryos' records are kept at least 3
 * years (Reg. (EU) 2016/429 art. 103). `active_embryos` is kept by the database (migration 0035).
 */
export const icsiLots = pgTable(
  'icsi_lot',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    /** The code as a natural sort key (A-2 before A-10), migration 0005. */
    codeSort: text('code_sort').generatedAlwaysAs(sql`natural_sort_key(code)`),
    amount: integer('amount').notNull(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    donorMareId: uuid('donor_mare_id')
      .notNull()
      .references(() => horses.id, { onDelete: 'restrict' }),
    donorStallionId: uuid('donor_stallion_id')
      .notNull()
      .references(() => horses.id, { onDelete: 'restrict' }),
    collectionDate: day('collection_date'),
    traces: boolean('traces').notNull().default(false),
    collectionColor: text('collection_color'),
    /** Where the embryos were stored when the lot was made (each embryo keeps its own place). */
    containerId: uuid('container_id')
      .notNull()
      .references(() => containers.id, { onDelete: 'restrict' }),
    tube: integer('tube').notNull(),
    position: text('position', { enum: POSITIONS }).notNull(),
    /** The lot's active embryos, kept by triggers on embryo (migration 0035). */
    activeEmbryos: integer('active_embryos').notNull().default(0),
    /** A lot registered by mistake is marked deleted: it leaves every list, its records stay. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('icsi_lot_amount_positive', sql`${t.amount} > 0`),
    check('icsi_lot_tube_positive', sql`${t.tube} >= 1`),
    check(
      'icsi_lot_active_embryos_range',
      sql`${t.activeEmbryos} >= 0 and ${t.activeEmbryos} <= ${t.amount}`,
    ),
    // One lot per code (any letter case) among the lots not deleted: parallel creates, one wins.
    uniqueIndex('icsi_lot_code_idx')
      .on(sql`lower(${t.code})`)
      .where(sql`${t.deletedAt} is null`),
    // The list's sorts and filters (lots not deleted), each ending on the id.
    index('icsi_lot_code_sort_idx')
      .on(t.codeSort, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('icsi_lot_created_idx')
      .on(t.createdAt.desc(), t.id)
      .where(sql`${t.deletedAt} is null`),
    index('icsi_lot_updated_idx')
      .on(t.updatedAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('icsi_lot_collection_idx')
      .on(t.collectionDate, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('icsi_lot_traces_idx')
      .on(t.traces, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('icsi_lot_active_idx')
      .on(t.activeEmbryos, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('icsi_lot_donor_mare_idx').on(t.donorMareId, t.createdAt, t.id),
    index('icsi_lot_donor_stallion_idx').on(t.donorStallionId, t.createdAt, t.id),
    index('icsi_lot_owner_idx').on(t.ownerId, t.createdAt, t.id),
    index('icsi_lot_container_idx').on(t.containerId, t.tube),
  ],
);

/**
 * An embryo of an ICSI lot ('{n}-{lot code}'), with its own place, owner and state. The
 * donors are the lot's (copied: they never change). Written only by the icsi module.
 */
export const embryos = pgTable(
  'embryo',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lotId: uuid('lot_id')
      .notNull()
      .references(() => icsiLots.id, { onDelete: 'restrict' }),
    /** n of '{n}-{lot code}'. */
    seq: integer('seq').notNull(),
    code: text('code').notNull(),
    /** The lot code the embryo code carries, as a natural sort key: sort by lot, then seq. */
    codeSort: text('code_sort').generatedAlwaysAs(
      sql`natural_sort_key(substr(code, strpos(code, '-') + 1))`,
    ),
    donorMareId: uuid('donor_mare_id')
      .notNull()
      .references(() => horses.id, { onDelete: 'restrict' }),
    donorStallionId: uuid('donor_stallion_id')
      .notNull()
      .references(() => horses.id, { onDelete: 'restrict' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    active: boolean('active').notNull().default(true),
    damaged: boolean('damaged').notNull().default(false),
    traces: boolean('traces').notNull().default(false),
    color: text('color'),
    containerId: uuid('container_id')
      .notNull()
      .references(() => containers.id, { onDelete: 'restrict' }),
    tube: integer('tube').notNull(),
    position: text('position', { enum: POSITIONS }).notNull(),
    /** The surrogate mare it was transferred to. */
    surrogateId: uuid('surrogate_id').references(() => horses.id, { onDelete: 'restrict' }),
    transferDate: day('transfer_date'),
    /** A transferred embryo whose pregnancy was lost: the surrogate may take another. */
    lostDate: day('lost_date'),
    exportDate: day('export_date'),
    importedAt: day('imported_at').notNull(),
    lastInvoiceDate: day('last_invoice_date'),
    /** Set with its lot's deleted_at: the embryo leaves every list, its history stays. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('embryo_seq_positive', sql`${t.seq} >= 1`),
    check('embryo_tube_positive', sql`${t.tube} >= 1`),
    uniqueIndex('embryo_code_idx')
      .on(sql`lower(${t.code})`)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('embryo_lot_seq_idx').on(t.lotId, t.seq),
    // The embryo pickers and the global search: a part of the code, any letter case.
    index('embryo_code_trgm_idx').using('gin', sql`lower(${t.code}) gin_trgm_ops`),
    index('embryo_code_sort_idx').on(t.codeSort, t.seq, t.id),
    index('embryo_donor_mare_idx').on(t.donorMareId, t.codeSort, t.seq, t.id),
    index('embryo_donor_stallion_idx').on(t.donorStallionId, t.codeSort, t.seq, t.id),
    index('embryo_owner_idx').on(t.ownerId, t.codeSort, t.seq, t.id),
    // The embryo list's sorts (embryos not deleted), each ending on the id. The dates an active
    // embryo never has are followed by the state, so an active-only list skips the dated ones
    // inside the index (list.ts sorts them by date, then active).
    index('embryo_active_sort_idx')
      .on(t.active, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('embryo_transfer_date_idx')
      .on(t.transferDate, t.active, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('embryo_export_date_idx')
      .on(t.exportDate, t.active, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('embryo_imported_idx')
      .on(t.importedAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('embryo_invoiced_idx')
      .on(t.lastInvoiceDate, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('embryo_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('embryo_updated_idx')
      .on(t.updatedAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('embryo_surrogate_idx').on(t.surrogateId),
    // A surrogate carries one embryo at a time: parallel transfers into one mare, one wins.
    uniqueIndex('embryo_carried_idx')
      .on(t.surrogateId)
      .where(sql`${t.surrogateId} is not null and ${t.lostDate} is null`),
    check(
      'embryo_lost_after_transfer',
      sql`${t.lostDate} is null or ${t.transferDate} is not null`,
    ),
    index('embryo_container_idx').on(t.containerId),
    // What a tube position holds: the lots with active embryos there (the shared tube room).
    index('embryo_place_idx')
      .on(t.containerId, t.tube, t.position, t.lotId)
      .where(sql`${t.active}`),
  ],
);

export const EMBRYO_HISTORY_TYPES = [
  'import',
  'transfer',
  'export',
  'relocate',
  'deactivate',
  'reactivate',
  'lost',
] as const;

/**
 * Every movement of an embryo, append-only (migration 0035 refuses UPDATE, DELETE and
 * TRUNCATE): who, when, what, and where it went (surrogate, customer, place).
 */
export const embryoHistory = pgTable(
  'embryo_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    embryoId: uuid('embryo_id')
      .notNull()
      .references(() => embryos.id, { onDelete: 'restrict' }),
    type: text('type', { enum: EMBRYO_HISTORY_TYPES }).notNull(),
    date: day('date').notNull(),
    surrogateId: uuid('surrogate_id').references(() => horses.id, { onDelete: 'restrict' }),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'restrict' }),
    /** The place the embryo was put (import, relocate). */
    containerId: uuid('container_id').references(() => containers.id, { onDelete: 'restrict' }),
    tube: integer('tube'),
    position: text('position', { enum: POSITIONS }),
    /** An export in house: the embryo stayed here under the new owner (`customer_id`). */
    inHouse: boolean('in_house').notNull().default(false),
    note: text('note'),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'embryo_history_type_valid',
      sql`${t.type} in ('import', 'transfer', 'export', 'relocate', 'deactivate', 'reactivate', 'lost')`,
    ),
    index('embryo_history_embryo_idx').on(t.embryoId, t.date, t.createdAt, t.id),
    index('embryo_history_type_date_idx').on(t.type, t.date, t.id),
    index('embryo_history_surrogate_idx').on(t.surrogateId),
    index('embryo_history_customer_idx').on(t.customerId),
    index('embryo_history_container_idx').on(t.containerId),
  ],
);
