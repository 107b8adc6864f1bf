import { sql } from 'drizzle-orm';
import { embryoActionMsg, type Embryo } from '@stalboek/domain';
import { queryRows, type Db, type Tx } from '../../db/client.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';
import { conflict } from '../../lib/errors.ts';
import { lockEmbryoOfLot, writeHistory, type LockedEmbryo } from './embryo-rows.ts';
import { noonOf } from './ledger.ts';
import { getEmbryo } from './present.ts';

export type EmbryoStateChange = 'deactivate' | 'reactivate' | 'lost';

/** Whether the embryo's last 'deactivate' is its last state change (nothing moved it since). */
async function lastChangeWasDeactivate(tx: Tx, id: string) {
  const [last] = await queryRows<{ type: string }>(
    tx,
    sql`select type from embryo_history
         where embryo_id = ${id} and type in ('import', 'transfer', 'export', 'deactivate', 'reactivate')
         order by created_at desc, id desc limit 1`,
  );
  return last?.type === 'deactivate';
}

/**
 * What each change checks and does to the locked embryo (spec 02 §4 Embryo):
 * - deactivate: an active embryo becomes inactive and damaged ('beschadigd'), with the note;
 * - reactivate: only an embryo whose last change was a deactivation (not one transferred or
 *   exported) becomes active again (one per call: the dialog allows one inactive embryo);
 * - lost: a transferred embryo whose pregnancy was lost gets its lost date; its surrogate no
 *   longer carries it (her donor mare and implantation date are cleared when they are its).
 */
async function apply(tx: Tx, e: LockedEmbryo, change: EmbryoStateChange, date: Date) {
  if (change === 'deactivate') {
    if (!e.active) throw conflict(embryoActionMsg.notActive(e.code));
    await tx.execute(
      sql`update embryo set active = false, damaged = true, updated_at = now() where id = ${e.id}`,
    );
  } else if (change === 'reactivate') {
    if (e.active || !(await lastChangeWasDeactivate(tx, e.id)))
      throw conflict(embryoActionMsg.notDeactivated(e.code));
    await tx.execute(
      sql`update embryo set active = true, damaged = false, updated_at = now() where id = ${e.id}`,
    );
  } else {
    if (!e.surrogate_id) throw conflict(embryoActionMsg.notTransferred(e.code));
    if (e.lost_date) throw conflict(embryoActionMsg.alreadyLost(e.code));
    await tx.execute(
      sql`update horse set donor_mare_id = null, embryo_implanted = null, updated_at = now()
           where id = ${e.surrogate_id} and donor_mare_id = ${e.donor_mare_id}`,
    );
    await tx.execute(
      sql`update embryo set lost_date = ${date}, updated_at = now() where id = ${e.id}`,
    );
  }
}

/**
 * PUT /api/icsi/{icsiId}/{embryoId}/deactivate | reactivate | lost {note}: one embryo of that
 * lot, locked; the change, a history row with the note and who, the audit row.
 */
export async function changeEmbryoState(
  db: Db,
  actor: Actor,
  lotId: string,
  embryoId: string,
  change: EmbryoStateChange,
  note: string,
): Promise<Embryo> {
  await db.transaction(async (tx) => {
    const e = await lockEmbryoOfLot(tx, lotId, embryoId);
    if (change === 'lost') {
      // The surrogate's row is taken after the embryo's, as a transfer takes them.
      await tx.execute(sql`select 1 from horse where id = ${e.surrogate_id} for no key update`);
    }
    const date = noonOf();
    await apply(tx, e, change, date);
    await writeHistory(tx, actor, [
      {
        embryoId: e.id,
        type: change,
        date,
        note,
        surrogateId: change === 'lost' ? e.surrogate_id : null,
      },
    ]);
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'embryo',
      entityId: e.id,
      after: { [change]: { note } },
    });
  });
  return getEmbryo(db, embryoId);
}
