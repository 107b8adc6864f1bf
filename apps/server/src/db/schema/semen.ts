import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
import { containers } from './containers.ts';
import { customers } from './customers.ts';
import { horses } from './horses.ts';
import { caseLaboLines, caseProtocolLines, cases } from './cases.ts';
import { embryos, icsiLots } from './icsi.ts';

const quality = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });
const day = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A lot of frozen semen straws of one stallion, owned by a customer, stored in a tube of a
 * nitrogen container. current_inventory is the limited resource: it changes only by guarded
 * statements of the semen module and never goes below 0 (CHECK). Stallion, owner and container
 * RESTRICT: the lot's modifications are records the law makes us keep (Reg. (EU) 2016/429 art. 103).
 */
export const semenLots = pgTable(
  'semen_lot',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lotNumber: text('lot_number').notNull(),
    stallionId: uuid('stallion_id')
      .notNull()
      .references(() => horses.id, { onDelete: 'restrict' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    type: text('type', { enum: ['Productie', 'Import'] }).notNull(),
    productionDate: day('production_date'),
    importDate: day('import_date'),
    exportDate: day('export_date'),
    lastInvoiceDate: day('last_invoice_date'),
    emptyDate: day('empty_date'),
    exportType: text('export_type', { enum: ['national', 'EU', 'worldwide'] }),
    containerId: uuid('container_id')
      .notNull()
      .references(() => containers.id, { onDelete: 'restrict' }),
    tube: integer('tube').notNull(),
    position: text('position', { enum: ['Boven', 'Onder'] }).notNull(),
    initialInventory: integer('initial_inventory').notNull(),
    currentInventory: integer('current_inventory').notNull(),
    color: text('color'),
    concentration: quality('concentration'),
    motility: quality('motility'),
    progress: quality('progress'),
    velocity: quality('velocity'),
    pail: quality('pail'),
    viability: quality('viability'),
    /** The lot this one was split off from by an in-house export or an owner change. */
    splitFromId: uuid('split_from_id').references((): AnyPgColumn => semenLots.id, {
      onDelete: 'restrict',
    }),
    /**
     * Set when a lot registered by mistake is removed: its Create is corrected and the lot leaves
     * every list, but the lot and its records stay (docs/decisions.md).
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * Kept by the database (migration 0034, on every insert of a modification): how many
     * modifications the lot has, and how many are in force beyond its Create and the
     * Corrections. The overview sums them and the stock report reads them, without counting
     * a million modifications per request.
     */
    modCount: integer('mod_count').notNull().default(0),
    modsInForce: integer('mods_in_force').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('semen_lot_inventory_not_negative', sql`${t.currentInventory} >= 0`),
    check('semen_lot_initial_positive', sql`${t.initialInventory} > 0`),
    check('semen_lot_tube_positive', sql`${t.tube} >= 1`),
    check(
      'semen_lot_type_date',
      sql`(${t.type} = 'Productie' and ${t.productionDate} is not null) or (${t.type} = 'Import' and ${t.importDate} is not null)`,
    ),
    check(
      'semen_lot_quality_range',
      sql`coalesce(${t.motility}, 0) between 0 and 100 and coalesce(${t.progress}, 0) between 0 and 100
          and coalesce(${t.concentration}, 0) >= 0 and coalesce(${t.velocity}, 0) >= 0
          and coalesce(${t.pail}, 0) >= 0 and coalesce(${t.viability}, 0) >= 0`,
    ),
    // One stallion's lots (the 'Sperma loten' screen, the stallion tab), newest first by default.
    index('semen_lot_stallion_idx').on(t.stallionId, t.createdAt, t.id),
    index('semen_lot_stallion_production_idx').on(t.stallionId, t.productionDate, t.id),
    index('semen_lot_owner_idx').on(t.ownerId, t.createdAt, t.id),
    index('semen_lot_owner_production_idx').on(t.ownerId, t.productionDate, t.id),
    // What a tube position holds (room checks, the container and tube filters).
    index('semen_lot_place_idx').on(t.containerId, t.tube, t.position),
    index('semen_lot_split_idx').on(t.splitFromId),
    index('semen_lot_number_trgm_idx').using('gin', sql`lower(${t.lotNumber}) gin_trgm_ops`),
    // All lots newest first (GET /api/semen without a stallion or owner).
    index('semen_lot_created_idx').on(t.createdAt.desc(), t.id),
    // The overview's sums per stallion, with its filters, read from the index alone.
    index('semen_lot_stallion_sums_idx')
      .on(
        t.stallionId,
        t.initialInventory,
        t.currentInventory,
        t.modsInForce,
        t.exportType,
        t.containerId,
        t.tube,
      )
      .where(sql`${t.deletedAt} is null`),
  ],
);

/**
 * Every change of a lot's straws, append-only (migration 0033 refuses UPDATE, DELETE and
 * TRUNCATE). A Correction is a new row of the opposite action that points at the row it undoes.
 */
export const semenModifications = pgTable(
  'semen_modification',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lotId: uuid('lot_id')
      .notNull()
      .references(() => semenLots.id, { onDelete: 'restrict' }),
    type: text('type', {
      enum: [
        'Create',
        'Correction',
        'Verbruik',
        'Export',
        'Change',
        'Destroy',
        'Damaged',
        'Control',
      ],
    }).notNull(),
    action: text('action', { enum: ['add', 'subtract'] }).notNull(),
    amount: integer('amount').notNull(),
    /** Export and Change: the customer the straws went to. */
    ownerId: uuid('owner_id').references(() => customers.id, { onDelete: 'restrict' }),
    stallionId: uuid('stallion_id')
      .notNull()
      .references(() => horses.id, { onDelete: 'restrict' }),
    date: day('date').notNull(),
    correctsId: uuid('corrects_id').references((): AnyPgColumn => semenModifications.id, {
      onDelete: 'restrict',
    }),
    /** The lot an in-house export or owner change split off. */
    splitLotId: uuid('split_lot_id').references((): AnyPgColumn => semenLots.id, {
      onDelete: 'restrict',
    }),
    /** Verbruik in a case: the case and the protocol line (links cleared when they go). */
    caseId: uuid('case_id').references(() => cases.id, { onDelete: 'set null' }),
    caseLineId: uuid('case_line_id').references(() => caseProtocolLines.id, {
      onDelete: 'set null',
    }),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('semen_modification_amount_positive', sql`${t.amount} > 0`),
    check(
      'semen_modification_correction',
      sql`(${t.type} = 'Correction') = (${t.correctsId} is not null)`,
    ),
    index('semen_modification_lot_idx').on(t.lotId, t.date, t.createdAt, t.id),
    uniqueIndex('semen_modification_corrects_idx').on(t.correctsId),
    index('semen_modification_owner_idx').on(t.ownerId),
    index('semen_modification_stallion_idx').on(t.stallionId),
    index('semen_modification_case_line_idx').on(t.caseLineId),
  ],
);

/**
 * The ledger of movements of genetic material (spec 02 §3 Transaction; docs/domain.md). Written
 * only by the transactions module's writer; never updated (gustation aside) nor deleted
 * (migration 0033): an undone row gets a reversal row with the opposite amount (`reverses_id`).
 */
export const transactions = pgTable(
  'transaction',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    horseId: uuid('horse_id')
      .notNull()
      .references(() => horses.id, { onDelete: 'restrict' }),
    type: text('type').notNull(),
    action: text('action').notNull(),
    date: day('date').notNull(),
    amount: integer('amount').notNull(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'restrict' }),
    destinationHorseId: uuid('destination_horse_id').references(() => horses.id, {
      onDelete: 'restrict',
    }),
    gustation: integer('gustation'),
    source: text('source', { enum: ['semen', 'case', 'embryo'] }).notNull(),
    semenModificationId: uuid('semen_modification_id').references(() => semenModifications.id, {
      onDelete: 'restrict',
    }),
    /** A protocol or lab-test line of a case (links cleared when the line or case goes). */
    caseId: uuid('case_id').references(() => cases.id, { onDelete: 'set null' }),
    caseProtocolLineId: uuid('case_protocol_line_id').references(() => caseProtocolLines.id, {
      onDelete: 'set null',
    }),
    caseLaboLineId: uuid('case_labo_line_id').references(() => caseLaboLines.id, {
      onDelete: 'set null',
    }),
    /** An ICSI lot's rows (Gain, Freeze); with `embryo_id` those of one of its embryos. */
    icsiLotId: uuid('icsi_lot_id').references(() => icsiLots.id, { onDelete: 'restrict' }),
    embryoId: uuid('embryo_id').references(() => embryos.id, { onDelete: 'restrict' }),
    reversesId: uuid('reverses_id').references((): AnyPgColumn => transactions.id, {
      onDelete: 'restrict',
    }),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'transaction_type_valid',
      sql`${t.type} in ('Fresh semen dose', 'Frozen semen straw', 'ICSI embryo', 'Ovum', 'Rinsed embryo')`,
    ),
    check(
      'transaction_action_valid',
      sql`${t.action} in ('Export', 'Freeze', 'Gain', 'Import', 'Implanted', 'Pregnant for at least 42 days', 'Received', 'Sent', 'Use')`,
    ),
    check(
      'transaction_amount_sign',
      sql`(${t.reversesId} is null and ${t.amount} > 0) or (${t.reversesId} is not null and ${t.amount} < 0)`,
    ),
    uniqueIndex('transaction_reverses_idx').on(t.reversesId),
    index('transaction_horse_date_idx').on(t.horseId, t.date, t.id),
    index('transaction_destination_date_idx').on(t.destinationHorseId, t.date, t.id),
    index('transaction_date_idx').on(t.date, t.id),
    index('transaction_semen_mod_idx').on(t.semenModificationId),
    index('transaction_case_protocol_line_idx').on(t.caseProtocolLineId),
    index('transaction_case_labo_line_idx').on(t.caseLaboLineId),
    index('transaction_case_idx').on(t.caseId),
    index('transaction_customer_idx').on(t.customerId),
    index('transaction_icsi_lot_idx').on(t.icsiLotId),
    index('transaction_embryo_idx').on(t.embryoId),
  ],
);
