import { audit } from '../db/schema/audit.ts';
import type { Tx } from '../db/client.ts';

export type Actor = { sub: string; name: string };

/** Records one write in the append-only audit table, inside the write's own transaction. */
export async function recordAudit(
  tx: Tx,
  actor: Actor,
  entry: {
    action: 'create' | 'update' | 'delete';
    entity: string;
    entityId: string;
    before?: unknown;
    after?: unknown;
  },
): Promise<void> {
  await tx.insert(audit).values({
    actor: actor.sub,
    actorName: actor.name || null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
