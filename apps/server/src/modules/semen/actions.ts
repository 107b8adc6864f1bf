import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  semenModAction,
  semenMsg,
  type ExportType,
  type SemenActionBody,
  type SemenModAction,
  type SemenType,
} from '@stalboek/domain';
import { queryRows, type Db, type Tx } from '../../db/client.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { writeTransactions } from '../transactions/index.ts';
import { ledgerAction, ledgerEntry } from './ledger.ts';
import { writeCreate } from './lots.ts';

type LotForAction = {
  id: string;
  lot_number: string;
  stallion_id: string;
  owner_id: string;
  type: SemenType;
  export_type: ExportType | null;
  initial_inventory: number;
  current_inventory: number;
};

/** The lots of one action, locked in id order (DESIGN §4: one stable lock order). */
export async function lockLots(tx: Tx, ids: readonly string[]): Promise<LotForAction[]> {
  const unique = [...new Set(ids.map((i) => i.toLowerCase()))].sort();
  const rows = await queryRows<LotForAction>(
    tx,
    sql`select id, lot_number, stallion_id, owner_id, type, export_type, initial_inventory,
               current_inventory
          from semen_lot
         where id in (${sql.join(
           unique.map((id) => sql`${id}::uuid`),
           sql`, `,
         )}) and deleted_at is null
         order by id
           for update`,
  );
  if (rows.length !== unique.length) throw notFound('Sperma lot');
  return rows;
}

export type ActionInput = SemenActionBody;

/**
 * One action on several lots, all or nothing (spec 02 §5 Semen action amount): the lots locked
 * in id order, every check done before anything is written, then per lot a guarded subtract (or
 * add, for a Control that found more), its modification and ledger row; an in-house export or
 * an owner change splits the straws off into a new lot of the customer. Returns the
 * modifications' ids, in the order of the lots asked for.
 */
export async function applyAction(db: Db, actor: Actor, input: ActionInput) {
  return db.transaction(async (tx) => {
    const lots = await lockLots(tx, input.lots);
    const date = new Date(input.date);
    const action: SemenModAction = semenModAction(input.type, input.action);
    if (input.customerId) await assertCustomer(tx, input.customerId);
    const plan = lots.map((lot) => {
      const full = input.full && input.type !== 'Control';
      const amount = full ? lot.current_inventory : (input.amount ?? 0);
      if (action === 'subtract' && (amount <= 0 || amount > lot.current_inventory))
        throw conflict(`${lot.lot_number}: ${semenMsg.notEnough(lot.current_inventory)}`);
      if (input.type === 'Control' && amount > lot.initial_inventory)
        throw conflict(semenMsg.amount(lot.initial_inventory));
      if (action === 'add' && lot.current_inventory + amount > lot.initial_inventory)
        throw conflict(`${lot.lot_number}: ${semenMsg.overCount(lot.initial_inventory)}`);
      return { lot, amount };
    });
    const ids = new Map<string, string>();
    for (const { lot, amount } of plan) {
      const modId = await modifyLot(tx, actor, lot, { ...input, action, amount, date });
      ids.set(lot.id, modId);
      await recordAudit(tx, actor, {
        action: 'update',
        entity: 'semen_lot',
        entityId: lot.id,
        before: { current_inventory: lot.current_inventory },
        after: { modification: modId, type: input.type, action, amount },
      });
    }
    return { modifications: input.lots.map((l) => ids.get(l.toLowerCase()) ?? '') };
  });
}

async function assertCustomer(tx: Tx, id: string) {
  const [c] = await queryRows<{ id: string }>(tx, sql`select id from customer where id = ${id}`);
  if (!c) {
    const message = 'Klant niet gevonden';
    throw new AppError('BAD_REQUEST', message, [{ path: 'body.customerId', message }]);
  }
}

/** One lot's part of an action, or straws a case used (Verbruik). */
export type LotStep = {
  type: ActionInput['type'] | 'Verbruik';
  action: SemenModAction;
  amount: number;
  date: Date;
  customerId?: string | null | undefined;
  inHouse?: boolean | undefined;
  /** Verbruik: the case line that used the straws and the mare they went to. */
  use?: { caseId: string; lineId: string; mareId: string };
};

/**
 * One lot's part of an action (the lot locked): the guarded straws, the modification, the split
 * lot, the ledger row.
 */
export async function modifyLot(
  tx: Tx,
  actor: Actor,
  lot: LotForAction,
  step: LotStep,
): Promise<string> {
  const sign = step.action === 'add' ? 1 : -1;
  const leaves = step.type === 'Export' && !step.inHouse;
  const changed = await queryRows<{ id: string }>(
    tx,
    sql`update semen_lot
           set current_inventory = current_inventory + ${sign * step.amount},
               empty_date = case when current_inventory + ${sign * step.amount} = 0
                                 then ${step.date.toISOString()}::timestamptz else null end,
               export_date = ${leaves ? sql`${step.date.toISOString()}::timestamptz` : sql`export_date`},
               updated_at = now()
         where id = ${lot.id} and current_inventory + ${sign * step.amount} >= 0
        returning id`,
  );
  if (changed.length === 0) throw conflict(semenMsg.notEnough(lot.current_inventory));
  const split = (step.type === 'Export' && step.inHouse) || step.type === 'Change';
  const splitLotId = split ? await splitOff(tx, actor, lot, step) : null;
  const modId = randomUUID();
  await tx.execute(
    sql`insert into semen_modification (id, lot_id, type, action, amount, owner_id, stallion_id, date, split_lot_id, case_id, case_line_id, created_by)
        values (${modId}, ${lot.id}, ${step.type}, ${step.action}, ${step.amount},
                ${step.customerId ?? null}, ${lot.stallion_id}, ${step.date.toISOString()}, ${splitLotId},
                ${step.use?.caseId ?? null}, ${step.use?.lineId ?? null}, ${actor.name || actor.sub})`,
  );
  const action = ledgerAction({
    type: step.type,
    lotType: lot.type,
    exportType: lot.export_type,
    leavesCentre: leaves,
    splitOff: false,
  });
  await writeTransactions(
    tx,
    actor,
    ledgerEntry(action, {
      id: modId,
      stallionId: lot.stallion_id,
      date: step.date,
      amount: step.amount,
      customerId: step.customerId ?? null,
      destinationHorseId: step.use?.mareId ?? null,
      caseId: step.use?.caseId ?? null,
    }),
  );
  return modId;
}

/**
 * Straws that change owner but stay in the container become a lot of their own: the same
 * stallion, lot number, dates, place and quality, owned by the customer, with a Create of the
 * amount and no ledger row (nothing came into the centre). It shares its parent's place, so it
 * needs no room of its own.
 */
async function splitOff(tx: Tx, actor: Actor, lot: LotForAction, step: LotStep) {
  const id = randomUUID();
  await tx.execute(
    sql`insert into semen_lot (id, lot_number, stallion_id, owner_id, type, production_date,
          import_date, export_type, container_id, tube, position, initial_inventory,
          current_inventory, color, concentration, motility, progress, velocity, pail, viability,
          last_invoice_date, split_from_id)
        select ${id}, lot_number, stallion_id, ${step.customerId}, type, production_date,
               import_date, export_type, container_id, tube, position, ${step.amount},
               ${step.amount}, color, concentration, motility, progress, velocity, pail, viability,
               null, id
          from semen_lot where id = ${lot.id}`,
  );
  await writeCreate(tx, actor, {
    lotId: id,
    stallionId: lot.stallion_id,
    ownerId: step.customerId ?? lot.owner_id,
    amount: step.amount,
    date: step.date,
    action: null,
  });
  return id;
}
