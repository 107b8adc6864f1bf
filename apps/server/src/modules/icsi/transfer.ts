import { sql } from 'drizzle-orm';
import {
  embryoActionMsg,
  storedImplantationDate,
  type Embryo,
  type EmbryoTransferBody,
} from '@stalboek/domain';
import { queryRows, type Db } from '../../db/client.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';
import { conflict } from '../../lib/errors.ts';
import { writeTransactions } from '../transactions/index.ts';
import { badField, lockEmbryos, writeHistory } from './embryo-rows.ts';
import { embryoLedger } from './ledger.ts';
import { getEmbryo } from './present.ts';

/**
 * POST /api/icsi/transfer {embryoId, surrogateId, transferDate}. The embryo is locked first,
 * then the surrogate's horse row, so two transfers of one embryo queue on the embryo (the second
 * finds it inactive: 409) and two into one mare queue on the mare (the second finds her
 * carrying: 409; the unique index embryo_carried_idx backs this). The embryo becomes inactive
 * with the transfer date and the surrogate; the mare gets its donor mare and her implantation
 * date (the day + 37, as the surrogate list stores it); a 'transfer' history row, the ledger's
 * Implanted and the audit row.
 */
export async function transferEmbryo(
  db: Db,
  actor: Actor,
  body: EmbryoTransferBody,
): Promise<Embryo> {
  await db.transaction(async (tx) => {
    const [e] = await lockEmbryos(tx, [body.embryoId]);
    if (!e) return;
    if (!e.active) throw conflict(embryoActionMsg.notActive(e.code));
    const [mare] = await queryRows<{
      name: string;
      type: string;
      surrogate: boolean;
      death: boolean;
    }>(
      tx,
      sql`select name, type, surrogate, death from horse where id = ${body.surrogateId}
            for no key update`,
    );
    if (!mare || mare.type !== 'Merrie' || !mare.surrogate || mare.death)
      throw badField('body.surrogateId', embryoActionMsg.notSurrogate);
    const [carried] = await queryRows<{ code: string }>(
      tx,
      sql`select code from embryo
           where surrogate_id = ${body.surrogateId} and lost_date is null limit 1`,
    );
    if (carried) throw conflict(embryoActionMsg.carrying(mare.name, carried.code));
    const date = new Date(body.transferDate);
    await tx.execute(
      sql`update embryo set active = false, surrogate_id = ${body.surrogateId},
                 transfer_date = ${date}, updated_at = now()
           where id = ${e.id}`,
    );
    await tx.execute(
      sql`update horse set donor_mare_id = ${e.donor_mare_id},
                 embryo_implanted = ${storedImplantationDate(date)}, updated_at = now()
           where id = ${body.surrogateId}`,
    );
    await writeHistory(tx, actor, [
      { embryoId: e.id, type: 'transfer', date, surrogateId: body.surrogateId },
    ]);
    await writeTransactions(tx, actor, [
      embryoLedger(e, 'Implanted', date, { destinationHorseId: body.surrogateId }),
    ]);
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'embryo',
      entityId: e.id,
      after: { transfer: body },
    });
  });
  return getEmbryo(db, body.embryoId);
}
