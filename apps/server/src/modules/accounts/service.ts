import { asc, like } from 'drizzle-orm';
import type { accountFields } from '@stalboek/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/index.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';

type AccountRow = typeof accounts.$inferSelect;
const present = (row: AccountRow) => ({ _id: row.id, number: row.number, name: row.name });

/** Accounts sorted by number; `number` filters on the start of the number (707102 → 7071…). */
export async function listAccounts(db: Db, q: { number?: string | undefined }) {
  const rows = await db
    .select()
    .from(accounts)
    .where(
      q.number
        ? like(accounts.number, `${q.number.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
        : undefined,
    )
    .orderBy(asc(accounts.number));
  return { results: rows.map(present) };
}

export async function createAccount(db: Db, actor: Actor, input: z.output<typeof accountFields>) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(accounts).values(input).returning();
    if (!row) throw new Error('insert returned no row');
    const after = present(row);
    await recordAudit(tx, actor, { action: 'create', entity: 'account', entityId: row.id, after });
    return after;
  });
}
