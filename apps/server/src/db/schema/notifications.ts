import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * A reminder (spec 01 §3): created when a protocol or lab test with notification config is applied
 * (expiration = date + days). Tags link it to the case's horse, customer or the case:
 * [{element, elementModel}]. `source_line_id` is the protocol or lab-test line that made it.
 */
export const notifications = pgTable(
  'notification',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    text: text('text').notNull(),
    type: text('type').notNull().default('Info'),
    /** 'protocol' or 'labo': the dashboard's lab block lists the labo ones. */
    source: text('source'),
    sourceLineId: uuid('source_line_id'),
    active: boolean('active').notNull().default(true),
    expirationDate: timestamp('expiration_date', { withTimezone: true }).notNull(),
    tags: jsonb('tags').notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('notification_type_valid', sql`${t.type} in ('Info', 'Important', 'Release')`),
    index('notification_active_expiry_idx')
      .on(t.expirationDate, t.id)
      .where(sql`${t.active}`),
    index('notification_source_active_expiry_idx')
      .on(t.source, t.expirationDate, t.id)
      .where(sql`${t.active}`),
    index('notification_source_line_idx').on(t.sourceLineId),
  ],
);

/** A message from the clinic to its staff; the dashboard shows the latest. */
export const announcements = pgTable(
  'announcement',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull().default('Info'),
    title: text('title').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('announcement_created_idx').on(t.createdAt)],
);
