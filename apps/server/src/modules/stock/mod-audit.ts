import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../lib/audit.ts';

/**
 * The audit row of a new stock mod, one shape for every way a mod is written (a take alone, a
 * group of takes, a FEFO take, a correction): the mod as JSON, the actor as lib/audit.ts records it (the
 * token's sub, and its display name for people reading the history). `m` is the stock_mod row.
 */
const MOD_AFTER = sql.raw(`jsonb_build_object(
  'id', m.id, 'type', m.type, 'productId', m.product_id, 'batchId', m.batch_id,
  'customerId', m.customer_id, 'horseId', m.horse_id, 'caseId', m.case_id,
  'caseLineId', m.case_line_id, 'amount', m.amount, 'correctsId', m.corrects_id,
  'reason', m.reason, 'createdBy', m.created_by, 'createdAt', m.created_at)`);

const AUDIT_COLUMNS = sql.raw(
  'insert into audit (actor, actor_name, action, entity, entity_id, after)',
);

/** The audit INSERT for the mods of `mods` (a CTE of inserted stock_mod rows), by one actor. */
export function auditNewModsFrom(mods: SQL, actor: Actor): SQL {
  return sql`${AUDIT_COLUMNS}
    select ${actor.sub}, ${actor.name || null}, 'create', 'stock_mod', m.id, ${MOD_AFTER}
      from ${mods} m`;
}

/** Writes the audit rows of stored mods, each with its own actor, in one statement. */
export async function auditNewMods(
  tx: DbOrTx,
  entries: { id: string; actor: Actor }[],
): Promise<void> {
  if (!entries.length) return;
  const who = sql.join(
    entries.map((e) => sql`(${e.id}::uuid, ${e.actor.sub}, ${e.actor.name || null})`),
    sql`, `,
  );
  await tx.execute(sql`${AUDIT_COLUMNS}
    select a.sub, a.name, 'create', 'stock_mod', m.id, ${MOD_AFTER}
      from stock_mod m join (values ${who}) as a (id, sub, name) on a.id = m.id`);
}
