import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  defaultLotNumber,
  semenMsg,
  type SemenLotDetail,
  type SemenLotInput,
} from '@stalboek/domain';
import { queryRows, type Db, type Tx } from '../../db/client.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { reverseTransactions, writeTransactions } from '../transactions/index.ts';
import { ledgerAction, ledgerEntry } from './ledger.ts';
import { getLot } from './present.ts';
import { assertRoom } from './space.ts';

const at = (field: string) => `body.semenCollection.${field}`;
const bad = (field: string, message: string) =>
  new AppError('BAD_REQUEST', message, [{ path: at(field), message }]);

/** The stallion must be a stallion, the owner a customer (400 naming the field otherwise). */
async function assertParties(tx: Tx, stallionId: string, ownerId: string) {
  const [found] = await queryRows<{ stallion: string | null; owner: string | null }>(
    tx,
    sql`select (select type from horse where id = ${stallionId}) as stallion,
               (select id::text from customer where id = ${ownerId}) as owner`,
  );
  if (found?.stallion !== 'Hengst') throw bad('stallion', semenMsg.notStallion);
  if (!found.owner) throw bad('owner', 'Klant niet gevonden');
}

const lotValues = (input: SemenLotInput) => ({
  production_date: input.type === 'Productie' ? input.production_date : null,
  import_date: input.type === 'Import' ? input.import_date : null,
});

/** The day the lot's straws came to be here: its production or import date. */
const arrival = (input: SemenLotInput) =>
  new Date((input.type === 'Import' ? input.import_date : input.production_date) ?? Date.now());

/**
 * POST /api/semen: the lot, its Create modification and its ledger row (Gain or Import), in one
 * transaction after the room check of its tube position.
 */
export async function createLot(
  db: Db,
  actor: Actor,
  input: SemenLotInput,
): Promise<SemenLotDetail> {
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await assertParties(tx, input.stallion, input.owner);
    await assertRoom(tx, input.location, 1, [], at('location.tube'));
    const dates = lotValues(input);
    await tx.execute(
      sql`insert into semen_lot (id, lot_number, stallion_id, owner_id, type, production_date,
            import_date, export_type, container_id, tube, position, initial_inventory,
            current_inventory, color, concentration, motility, progress, velocity, pail, viability)
          values (${id}, ${defaultLotNumber(input)}, ${input.stallion}, ${input.owner}, ${input.type},
            ${dates.production_date}, ${dates.import_date}, ${input.export_type},
            ${input.location.container}, ${input.location.tube}, ${input.location.position},
            ${input.initial_inventory}, ${input.initial_inventory}, ${input.color},
            ${input.concentration}, ${input.motility}, ${input.progress}, ${input.velocity},
            ${input.pail}, ${input.viability})`,
    );
    await writeCreate(tx, actor, {
      lotId: id,
      stallionId: input.stallion,
      ownerId: input.owner,
      amount: input.initial_inventory,
      date: arrival(input),
      action: ledgerAction({
        type: 'Create',
        lotType: input.type,
        exportType: null,
        leavesCentre: false,
        splitOff: false,
      }),
    });
    await recordAudit(tx, actor, {
      action: 'create',
      entity: 'semen_lot',
      entityId: id,
      after: input,
    });
  });
  return getLot(db, id);
}

/** A lot's Create modification and, unless it was split off, its ledger row. */
export async function writeCreate(
  tx: Tx,
  actor: Actor,
  c: {
    lotId: string;
    stallionId: string;
    ownerId: string;
    amount: number;
    date: Date;
    action: ReturnType<typeof ledgerAction>;
  },
) {
  const modId = randomUUID();
  await tx.execute(
    sql`insert into semen_modification (id, lot_id, type, action, amount, owner_id, stallion_id, date, created_by)
        values (${modId}, ${c.lotId}, 'Create', 'add', ${c.amount}, ${c.ownerId}, ${c.stallionId},
                ${c.date.toISOString()}, ${actor.name || actor.sub})`,
  );
  await writeTransactions(
    tx,
    actor,
    ledgerEntry(c.action, {
      id: modId,
      stallionId: c.stallionId,
      date: c.date,
      amount: c.amount,
      customerId: c.ownerId,
    }),
  );
  return modId;
}

type Locked = {
  id: string;
  stallion_id: string;
  owner_id: string;
  type: SemenLotInput['type'];
  initial_inventory: number;
  container_id: string;
  tube: number;
  position: string;
  production_date: Date | string | null;
  import_date: Date | string | null;
};

export async function lockLot(tx: Tx, id: string): Promise<Locked> {
  const [lot] = await queryRows<Locked>(
    tx,
    sql`select id, stallion_id, owner_id, type, initial_inventory, container_id, tube, position,
               production_date, import_date
          from semen_lot where id = ${id} and deleted_at is null for update`,
  );
  if (!lot) throw notFound('Sperma lot');
  return lot;
}

const LOCKED_FIELDS = [
  ['stallion', 'Hengst', (l: Locked) => l.stallion_id],
  ['owner', 'Eigenaar', (l: Locked) => l.owner_id],
  ['type', 'Type', (l: Locked) => l.type],
  ['initial_inventory', 'Initiële stock', (l: Locked) => l.initial_inventory],
] as const;

const sameDay = (a: Date | string | null, b: string | null) =>
  (a === null ? null : new Date(a).toISOString()) === b;

/**
 * PUT /api/semen/{id}: everything but the stallion, owner, type and initial inventory, which are
 * locked once the lot exists (400 if sent changed). A new place is checked for room; a new
 * production or import date moves the lot's Gain/Import row: the old one reversed, a new one
 * written (the ledger is never edited).
 */
export async function updateLot(db: Db, actor: Actor, id: string, input: SemenLotInput) {
  await db.transaction(async (tx) => {
    const before = await lockLot(tx, id);
    for (const [field, label, value] of LOCKED_FIELDS)
      if (String(value(before)).toLowerCase() !== String(input[field]).toLowerCase())
        throw bad(field, semenMsg.locked(label));
    const moved =
      before.container_id !== input.location.container ||
      before.tube !== input.location.tube ||
      before.position !== input.location.position;
    if (moved) await assertRoom(tx, input.location, 1, [id], at('location.tube'));
    const dates = lotValues(input);
    await tx.execute(
      sql`update semen_lot set lot_number = ${defaultLotNumber(input)},
            production_date = ${dates.production_date}, import_date = ${dates.import_date},
            export_type = ${input.export_type}, container_id = ${input.location.container},
            tube = ${input.location.tube}, position = ${input.location.position},
            color = ${input.color}, concentration = ${input.concentration},
            motility = ${input.motility}, progress = ${input.progress},
            velocity = ${input.velocity}, pail = ${input.pail}, viability = ${input.viability},
            updated_at = now()
          where id = ${id}`,
    );
    const dateMoved =
      !sameDay(before.production_date, dates.production_date) ||
      !sameDay(before.import_date, dates.import_date);
    if (dateMoved) await moveArrival(tx, actor, id, arrival(input));
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'semen_lot',
      entityId: id,
      before,
      after: input,
    });
  });
  return getLot(db, id);
}

/** Rewrites the ledger row of the lot's Create at its new date (reversal + new row). */
async function moveArrival(tx: Tx, actor: Actor, lotId: string, date: Date) {
  const rows = await queryRows<{
    id: string;
    horse_id: string;
    type: 'Frozen semen straw';
    action: 'Gain' | 'Import';
    amount: number;
    customer_id: string | null;
  }>(
    tx,
    sql`select t.id, t.horse_id, t.type, t.action, t.amount, t.customer_id
          from "transaction" t join semen_modification m on m.id = t.semen_modification_id
         where m.lot_id = ${lotId} and m.type = 'Create' and t.reverses_id is null
           and not exists (select 1 from "transaction" r where r.reverses_id = t.id)`,
  );
  const [createMod] = await queryRows<{ id: string }>(
    tx,
    sql`select id from semen_modification where lot_id = ${lotId} and type = 'Create'`,
  );
  if (!createMod || rows.length === 0) return;
  await reverseTransactions(tx, actor, { semenModificationId: createMod.id });
  await writeTransactions(
    tx,
    actor,
    rows.map((r) => ({
      horseId: r.horse_id,
      type: r.type,
      action: r.action,
      date,
      amount: r.amount,
      customerId: r.customer_id,
      source: 'semen' as const,
      semenModificationId: createMod.id,
    })),
  );
}

/**
 * DELETE /api/semen/{id}: only a lot with nothing but its Create (409 otherwise). Its records
 * stay (DESIGN §4): the Create is corrected (straws and ledger row undone) and the lot is marked
 * deleted, so it leaves every list while its history is kept.
 */
export async function deleteLot(db: Db, actor: Actor, id: string) {
  await db.transaction(async (tx) => {
    const lot = await lockLot(tx, id);
    const mods = await queryRows<{ id: string; type: string; amount: number }>(
      tx,
      sql`select id, type, amount from semen_modification where lot_id = ${id}`,
    );
    const create = mods.find((m) => m.type === 'Create');
    if (!create || mods.length > 1) throw conflict(semenMsg.hasModifications);
    await tx.execute(
      sql`insert into semen_modification (lot_id, type, action, amount, owner_id, stallion_id, date, corrects_id, created_by)
          values (${id}, 'Correction', 'subtract', ${create.amount}, ${lot.owner_id},
                  ${lot.stallion_id}, now(), ${create.id}, ${actor.name || actor.sub})`,
    );
    await reverseTransactions(tx, actor, { semenModificationId: create.id });
    await tx.execute(
      sql`update semen_lot set current_inventory = current_inventory - ${create.amount},
            empty_date = now(), deleted_at = now(), updated_at = now()
          where id = ${id}`,
    );
    await recordAudit(tx, actor, {
      action: 'delete',
      entity: 'semen_lot',
      entityId: id,
      before: lot,
    });
  });
}
