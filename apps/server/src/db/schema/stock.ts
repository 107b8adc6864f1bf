import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './products.ts';
import { customers } from './customers.ts';
import { horses } from './horses.ts';
import { caseProductLines, cases } from './cases.ts';

const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });
/** Stock quantities: numeric, never floats (DESIGN §4); a unit may be split (ml). */
const quantity = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

/** A delivered lot of a product. remaining_amount is the limited resource: CHECK >= 0. */
export const stockBatches = pgTable(
  'stock_batch',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    lotNumber: text('lot_number').notNull(),
    expirationDate: timestamp('expiration_date', { withTimezone: true }).notNull(),
    deliveryDate: timestamp('delivery_date', { withTimezone: true }).notNull(),
    supplier: text('supplier').notNull(),
    buyInPrice: money('buy_in_price').notNull(),
    sellingPrice: money('selling_price').notNull(),
    sellingPricePerUnit: money('selling_price_per_unit').notNull(),
    initialAmount: quantity('initial_amount').notNull(),
    remainingAmount: quantity('remaining_amount').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('stock_batch_remaining_not_negative', sql`${t.remainingAmount} >= 0`),
    check(
      'stock_batch_amounts_not_negative',
      sql`${t.initialAmount} >= 0 and ${t.buyInPrice} >= 0 and ${t.sellingPrice} >= 0 and ${t.sellingPricePerUnit} >= 0`,
    ),
    // A product's batches in expiry order (the 'Loten' tab).
    index('stock_batch_product_expiry_idx').on(t.productId, t.expirationDate, t.id),
    // FEFO: the active batch with stock that expires first.
    index('stock_batch_fefo_idx')
      .on(t.productId, t.expirationDate, t.createdAt, t.id)
      .where(sql`${t.active} and ${t.remainingAmount} > 0`),
    // Products to expire (dashboard): batches with stock left, soonest first.
    index('stock_batch_to_expire_idx')
      .on(t.expirationDate, t.id)
      .where(sql`${t.active} and ${t.remainingAmount} > 0`),
  ],
);

/**
 * Every change of a batch's stock. A Toediening on a horse is a medicine administration record
 * (kept 5 years, Reg. (EU) 2019/6 art. 108), so mods are append-only: batch, product, horse and
 * customer RESTRICT, and triggers (migration 0029) refuse DELETE, TRUNCATE and any UPDATE but the
 * links a removed line or case clears. A correction is a new row of the same type, product, batch,
 * horse and customer with a signed amount that refers to its original (`corrects_id`) and says
 * why (`reason`); stock follows the sum (modules/stock/corrections.ts).
 */
export const stockMods = pgTable(
  'stock_mod',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => stockBatches.id, { onDelete: 'restrict' }),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'restrict' }),
    horseId: uuid('horse_id').references(() => horses.id, { onDelete: 'restrict' }),
    /**
     * The case the product was used in, and the product line of that case or sheet. The mod
     * outlives both: a removed line (its stock given back by corrections first) leaves the case
     * link; a deleted case (only an Open, uninvoiced one) leaves the horse, batch and amount.
     */
    caseId: uuid('case_id').references(() => cases.id, { onDelete: 'set null' }),
    caseLineId: uuid('case_line_id').references(() => caseProductLines.id, {
      onDelete: 'set null',
    }),
    /** Signed on a correction (negative: given back); an original's is ≥ 0. */
    amount: quantity('amount').notNull(),
    /** The original this row corrects (never a correction); null on an original. */
    correctsId: uuid('corrects_id').references((): AnyPgColumn => stockMods.id, {
      onDelete: 'restrict',
    }),
    /** Why a correction was made; only on corrections. */
    reason: text('reason'),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'stock_mod_type_valid',
      sql`${t.type} in ('Aankoop', 'Beschadigd', 'Verkoop', 'Toediening', 'Controle')`,
    ),
    check('stock_mod_amount_not_negative', sql`${t.correctsId} is not null or ${t.amount} >= 0`),
    // A correction says who and why, and changes something.
    check(
      'stock_mod_correction_fields',
      sql`(${t.correctsId} is null and ${t.reason} is null) or (${t.correctsId} is not null and ${t.reason} is not null and btrim(${t.reason}) <> '' and ${t.createdBy} is not null and ${t.amount} <> 0)`,
    ),
    check(
      'stock_mod_sale_has_customer',
      sql`${t.type} <> 'Verkoop' or ${t.customerId} is not null`,
    ),
    check(
      'stock_mod_administration_has_horse',
      sql`${t.type} <> 'Toediening' or ${t.horseId} is not null`,
    ),
    index('stock_mod_created_idx').on(t.createdAt, t.id),
    index('stock_mod_type_created_idx').on(t.type, t.createdAt, t.id),
    index('stock_mod_batch_created_idx').on(t.batchId, t.createdAt, t.id),
    index('stock_mod_product_created_idx').on(t.productId, t.createdAt, t.id),
    index('stock_mod_horse_created_idx').on(t.horseId, t.createdAt, t.id),
    index('stock_mod_customer_created_idx').on(t.customerId, t.createdAt, t.id),
    index('stock_mod_case_idx').on(t.caseId),
    index('stock_mod_case_line_idx').on(t.caseLineId),
    // A mod's corrections: the effective amount and the edit dialog's history.
    index('stock_mod_corrects_created_idx').on(t.correctsId, t.createdAt, t.id),
  ],
);

/**
 * A line of a supplier's delivery feed (Medini), recorded once per (source, external id) so an
 * import run twice never creates a second batch. batch_id is set once the line became a batch.
 */
export const deliveryLines = pgTable(
  'delivery_line',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    source: text('source').notNull(),
    externalId: text('external_id').notNull(),
    payload: text('payload').notNull(),
    batchId: uuid('batch_id').references(() => stockBatches.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    importedAt: timestamp('imported_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('delivery_line_source_external_idx').on(t.source, t.externalId),
    uniqueIndex('delivery_line_batch_idx').on(t.batchId),
    index('delivery_line_pending_idx')
      .on(t.source, t.createdAt)
      .where(sql`${t.batchId} is null`),
  ],
);
