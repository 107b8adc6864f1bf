import { sql } from 'drizzle-orm';
import { embryoActionMsg, type EmbryoExportBody } from '@stalboek/domain';
import { queryRows, type Db } from '../../db/client.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';
import { conflict } from '../../lib/errors.ts';
import { writeTransactions } from '../transactions/index.ts';
import { badField, lockEmbryos, writeHistory, type LockedEmbryo } from './embryo-rows.ts';
import { embryoLedger } from './ledger.ts';

/** One donor stallion and one owner (spec 02 §4 'unique client'): else 400, as the menu. */
function assertUniqueClient(embryos: readonly LockedEmbryo[]) {
  const [first] = embryos;
  const mixed = embryos.some(
    (e) => e.donor_stallion_id !== first?.donor_stallion_id || e.owner_id !== first?.owner_id,
  );
  if (mixed) throw badField('body.embryoId', embryoActionMsg.uniqueClient);
}

/**
 * POST /api/icsi/export {embryoId, inHouse, customerId, exportDate, note}: all or nothing, the
 * embryos locked in id order, each active, of one client. Out of the centre they leave: inactive
 * with the export date, the ledger's Sent to the customer. In house they stay where they are and
 * change owner (no ledger row: nothing moved). Each gets an 'export' history row naming the
 * customer. Answers {id}: the lot of the first embryo, whose delivery report lists them.
 */
export async function exportEmbryos(db: Db, actor: Actor, body: EmbryoExportBody) {
  return db.transaction(async (tx) => {
    const embryos = await lockEmbryos(tx, body.embryoId);
    for (const e of embryos) if (!e.active) throw conflict(embryoActionMsg.notActive(e.code));
    assertUniqueClient(embryos);
    const [customer] = await queryRows<{ id: string }>(
      tx,
      sql`select id from customer where id = ${body.customerId}`,
    );
    if (!customer) throw badField('body.customerId', 'Klant niet gevonden');
    if (body.inHouse && embryos.some((e) => e.owner_id === body.customerId))
      throw badField('body.customerId', embryoActionMsg.sameOwner);
    const date = new Date(body.exportDate);
    const ids = sql.join(
      embryos.map((e) => sql`${e.id}::uuid`),
      sql`, `,
    );
    await tx.execute(
      body.inHouse
        ? sql`update embryo set owner_id = ${body.customerId}, updated_at = now()
               where id in (${ids})`
        : sql`update embryo set active = false, export_date = ${date}, updated_at = now()
               where id in (${ids})`,
    );
    await writeHistory(
      tx,
      actor,
      embryos.map((e) => ({
        embryoId: e.id,
        type: 'export' as const,
        date,
        customerId: body.customerId,
        inHouse: body.inHouse,
        note: body.note,
      })),
    );
    if (!body.inHouse)
      await writeTransactions(
        tx,
        actor,
        embryos.map((e) => embryoLedger(e, 'Sent', date, { customerId: body.customerId })),
      );
    for (const e of embryos)
      await recordAudit(tx, actor, {
        action: 'update',
        entity: 'embryo',
        entityId: e.id,
        after: { export: { ...body, embryoId: e.id } },
      });
    return { id: embryos[0]?.lot_id ?? '' };
  });
}
