import { sql } from 'drizzle-orm';
import { semenMsg } from '@stalboek/domain';
import { queryRows, type Tx } from '../../db/client.ts';
import type { Actor } from '../../lib/audit.ts';
import { conflict } from '../../lib/errors.ts';
import { lockLots, modifyLot } from './actions.ts';
import { correct, type InForceMod } from './corrections.ts';

// Straws a case uses: a protocol line with a SemenCollection parameter (an insemination) takes
// them from the lot as a Verbruik, whose ledger row is a Use of the stallion with the case's
// mare as destination (docs/domain.md 'Semen in a case'). Cases ask; this module writes.

/** A lot a case parameter may name: not deleted. Its number and stallion, or undefined. */
export async function lotForParameter(tx: Tx, id: string) {
  const [lot] = await queryRows<{ lot_number: string; stallion: string }>(
    tx,
    sql`select l.lot_number, h.name as stallion
          from semen_lot l join horse h on h.id = l.stallion_id
         where l.id = ${id} and l.deleted_at is null`,
  );
  return lot && { lotNumber: lot.lot_number, stallion: lot.stallion };
}

/**
 * Before a case save moves straws: locks, in id order, the lots its new lines name and the lots
 * its saved lines used (they may be given back), after its stock batches (DESIGN §4: one order,
 * batches then lots, so no two saves wait for each other in a circle).
 */
export async function lockLotsForCaseSave(tx: Tx, caseId: string, named: readonly string[]) {
  const ids = [...new Set(named.map((n) => n.toLowerCase()).filter((n) => UUID.test(n)))];
  const orNamed = ids.length
    ? sql` or id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
  await tx.execute(
    sql`select id from semen_lot
         where id in (select lot_id from semen_modification
                       where case_id = ${caseId} and type = 'Verbruik')${orNamed}
         order by id
           for update`,
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The straws of one lot used by a case line (the lot locked): a guarded Verbruik of `amount`
 * (409 'niet genoeg' otherwise) and its Use row.
 */
export async function useStraws(
  tx: Tx,
  actor: Actor,
  use: {
    lotId: string;
    amount: number;
    date: Date;
    caseId: string;
    lineId: string;
    mareId: string;
    customerId: string | null;
  },
) {
  const [lot] = await lockLots(tx, [use.lotId]);
  if (!lot) return;
  if (use.amount > lot.current_inventory)
    throw conflict(`${lot.lot_number}: ${semenMsg.notEnough(lot.current_inventory)}`);
  await modifyLot(tx, actor, lot, {
    type: 'Verbruik',
    action: 'subtract',
    amount: use.amount,
    date: use.date,
    customerId: use.customerId,
    use: { caseId: use.caseId, lineId: use.lineId, mareId: use.mareId },
  });
}

/**
 * Gives back the straws a case line used (the line removed or changed): each of its Verbruik
 * modifications still in force gets its Correction and its Use row a reversal.
 */
export async function giveBackStraws(tx: Tx, actor: Actor, lineId: string) {
  const used = await queryRows<InForceMod & { lot_id: string }>(
    tx,
    sql`select m.id, m.lot_id, m.type, m.action, m.amount, m.owner_id, m.stallion_id, m.split_lot_id
          from semen_modification m
         where m.case_line_id = ${lineId} and m.type = 'Verbruik'
           and not exists (select 1 from semen_modification c where c.corrects_id = m.id)
         order by m.lot_id`,
  );
  for (const mod of used) {
    await lockLots(tx, [mod.lot_id]);
    await correct(tx, actor, mod.lot_id, mod);
  }
}
