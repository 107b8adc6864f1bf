import { sql } from 'drizzle-orm';
import { semenMsg } from '@stalboek/domain';
import { queryRows, type Db, type Tx } from '../../db/client.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { reverseTransactions } from '../transactions/index.ts';
import { lockLot } from './lots.ts';

export type InForceMod = {
  id: string;
  type: string;
  action: 'add' | 'subtract';
  amount: number;
  owner_id: string | null;
  stallion_id: string;
  split_lot_id: string | null;
  case_line_id?: string | null;
};

/** The lot's last modification still in force: neither a Correction nor corrected. */
async function lastInForce(tx: Tx, lotId: string): Promise<InForceMod | undefined> {
  const [mod] = await queryRows<InForceMod>(
    tx,
    sql`select m.id, m.type, m.action, m.amount, m.owner_id, m.stallion_id, m.split_lot_id,
               m.case_line_id
          from semen_modification m
         where m.lot_id = ${lotId} and m.type <> 'Correction'
           and not exists (select 1 from semen_modification c where c.corrects_id = m.id)
         order by m.created_at desc, m.id desc
         limit 1`,
  );
  return mod;
}

/**
 * Undoes `mod` of `lotId` (the lot locked): a Correction of the opposite action pointing at it,
 * the straws back (or out again, guarded), its ledger rows reversed, and the lot's export and
 * empty dates recomputed from what is still in force.
 */
export async function correct(tx: Tx, actor: Actor, lotId: string, mod: InForceMod) {
  const sign = mod.action === 'subtract' ? 1 : -1;
  const changed = await queryRows<{ current_inventory: number }>(
    tx,
    sql`update semen_lot set current_inventory = current_inventory + ${sign * mod.amount},
          updated_at = now()
         where id = ${lotId} and current_inventory + ${sign * mod.amount} >= 0
        returning current_inventory`,
  );
  if (changed.length === 0) throw conflict(semenMsg.nothingToCorrect);
  const [correction] = await queryRows<{ id: string }>(
    tx,
    sql`insert into semen_modification (lot_id, type, action, amount, owner_id, stallion_id, date, corrects_id, created_by)
        values (${lotId}, 'Correction', ${mod.action === 'subtract' ? 'add' : 'subtract'},
                ${mod.amount}, ${mod.owner_id}, ${mod.stallion_id}, now(), ${mod.id},
                ${actor.name || actor.sub})
        returning id`,
  );
  await reverseTransactions(tx, actor, { semenModificationId: mod.id });
  await tx.execute(
    sql`update semen_lot l set
          export_date = (select max(m.date) from semen_modification m
                          join "transaction" t on t.semen_modification_id = m.id
                         where m.lot_id = l.id and m.type = 'Export' and t.reverses_id is null
                           and not exists (select 1 from semen_modification c where c.corrects_id = m.id)),
          empty_date = case when l.current_inventory = 0 then coalesce(l.empty_date, now()) else null end
        where l.id = ${lotId}`,
  );
  return correction?.id ?? '';
}

/**
 * DELETE /api/semen/{id}/modification ('Correction', spec 02 §4): undoes the lot's last
 * modification in force and its ledger rows. Undoing a split also undoes the lot it split off,
 * which must still be as it was made (409 otherwise). Nothing left to undo: 409.
 */
export async function correctLast(db: Db, actor: Actor, lotId: string) {
  return db.transaction(async (tx) => {
    await lockLot(tx, lotId);
    const mod = await lastInForce(tx, lotId);
    if (!mod) throw conflict(semenMsg.nothingToCorrect);
    // A case's use is given back by removing its line, so case and lot never disagree.
    if (mod.case_line_id) throw conflict(semenMsg.usedInCase);
    if (mod.type === 'Create') {
      const [lot] = await queryRows<{ split_from_id: string | null }>(
        tx,
        sql`select split_from_id from semen_lot where id = ${lotId}`,
      );
      if (lot?.split_from_id) throw conflict(semenMsg.correctOnParent);
    }
    if (mod.split_lot_id) {
      await lockLot(tx, mod.split_lot_id);
      const childLast = await lastInForce(tx, mod.split_lot_id);
      if (childLast?.type !== 'Create') throw conflict(semenMsg.splitChanged);
      await correct(tx, actor, mod.split_lot_id, childLast);
      await tx.execute(sql`update semen_lot set deleted_at = now() where id = ${mod.split_lot_id}`);
    }
    const id = await correct(tx, actor, lotId, mod);
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'semen_lot',
      entityId: lotId,
      after: { correction: id, corrects: mod.id },
    });
    return { id };
  });
}

/**
 * DELETE /api/modification/{id}/transaction: the ledger rows of one modification undone (a
 * reversal each), the modification itself kept. 404 unknown, 409 when none is left in force.
 */
export async function removeModificationTransaction(db: Db, actor: Actor, modId: string) {
  await db.transaction(async (tx) => {
    const [mod] = await queryRows<{ lot_id: string }>(
      tx,
      sql`select lot_id from semen_modification where id = ${modId}`,
    );
    if (!mod) throw notFound('Wijziging');
    await lockLot(tx, mod.lot_id);
    const undone = await reverseTransactions(tx, actor, { semenModificationId: modId });
    if (undone === 0) throw conflict(semenMsg.noTransaction);
    await recordAudit(tx, actor, {
      action: 'delete',
      entity: 'transaction',
      entityId: modId,
      before: { modification: modId, rows: undone },
    });
  });
}
