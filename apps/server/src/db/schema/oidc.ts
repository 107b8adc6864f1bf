import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Storage of the embedded dev identity provider (its adapter interface), so a restart logs nobody out. */
export const oidcPayloads = pgTable(
  'oidc_payload',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('oidc_payload_grant_idx').on(t.grantId),
    index('oidc_payload_uid_idx').on(t.uid),
    index('oidc_payload_user_code_idx').on(t.userCode),
    index('oidc_payload_expires_idx').on(t.expiresAt),
  ],
);

/** The dev provider's signing keys (private JWKS), made on first start. */
export const oidcKeys = pgTable('oidc_key', {
  id: text('id').primaryKey(),
  jwks: jsonb('jwks').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
