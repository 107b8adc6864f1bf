import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  embryoCodes,
  icsiMsg,
  type IcsiCreateBody,
  type IcsiLotDetail,
  type IcsiLotInput,
} from '@stalboek/domain';
import { queryRows, type Db, type Tx } from '../../db/client.ts';
import { embryoHistory, embryos, icsiLots } from '../../db/schema/index.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';
import { AppError, conflict, notFound, type ErrorDetail } from '../../lib/errors.ts';
import { assertRoom } from '../semen/index.ts';
import { writeTransactions } from '../transactions/index.ts';
import { ledgerDate, lotLedger, noonOf } from './ledger.ts';
import { getLot } from './present.ts';

export const at = (field: string) => `body.icsi.${field}`;
export const detail = (field: string, message: string): ErrorDetail => ({
  path: at(field),
  message,
});
/** A 400 naming every refused field (the first one's message as the message). */
export function refuse(details: ErrorDetail[]): void {
  const [first] = details;
  if (first) throw new AppError('BAD_REQUEST', first.message, details);
}

/**
 * The donor mare must be a horse of type Merrie, the donor stallion one of type Hengst (a dead
 * donor's embryos may be registered: ICSI is done after death too), the owner a customer and
 * the container one that exists: 400 naming each field otherwise.
 */
async function assertParties(tx: Tx, input: IcsiLotInput) {
  const [found] = await queryRows<{
    mare: string | null;
    stallion: string | null;
    owner: string | null;
    container: string | null;
  }>(
    tx,
    sql`select (select type from horse where id = ${input.donor_mare}) as mare,
               (select type from horse where id = ${input.donor_stallion}) as stallion,
               (select id::text from customer where id = ${input.owner}) as owner,
               (select id::text from nitrogen_container where id = ${input.location.container})
                 as container`,
  );
  const details: ErrorDetail[] = [];
  if (found?.mare !== 'Merrie') details.push(detail('donor_mare', icsiMsg.notMare));
  if (found?.stallion !== 'Hengst') details.push(detail('donor_stallion', icsiMsg.notStallion));
  if (!found?.owner) details.push(detail('owner', icsiMsg.noCustomer));
  if (!found?.container) details.push(detail('location.container', icsiMsg.noContainer));
  refuse(details);
}

/**
 * A code no other lot that is not deleted has (any letter case): 409. The partial unique index
 * icsi_lot_code_idx decides between parallel creates (db-errors.ts: the same 409).
 */
export async function assertCodeFree(tx: Tx, code: string, self?: string) {
  const [taken] = await queryRows<{ id: string }>(
    tx,
    sql`select id from icsi_lot where lower(code) = lower(${code}) and deleted_at is null
          ${self ? sql`and id <> ${self}` : sql``} limit 1`,
  );
  if (taken) throw conflict(icsiMsg.codeTaken(code));
}

/**
 * POST /api/icsi {icsi, embryoCodes}: in one transaction, after the room check of its tube
 * position (the container locked, as semen lots are made): the lot; exactly the chosen embryos
 * '{n}-{code}', each active, of the lot's owner, place, colour and TRACES flag; an 'import' row
 * in each embryo's history; the ledger's Gain and Freeze; the audit row.
 */
export async function createIcsiLot(
  db: Db,
  actor: Actor,
  body: IcsiCreateBody,
): Promise<IcsiLotDetail> {
  const input = body.icsi;
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await assertParties(tx, input);
    await assertRoom(tx, input.location, 1, [], at('location.tube'));
    await assertCodeFree(tx, input.code);
    // The embryos are frozen the day they are made: stored since the collection date when known.
    const stored = ledgerDate(input.collectionDate, noonOf());
    const { container, tube, position } = input.location;
    await tx.insert(icsiLots).values({
      id,
      code: input.code,
      amount: input.amount,
      ownerId: input.owner,
      donorMareId: input.donor_mare,
      donorStallionId: input.donor_stallion,
      collectionDate: input.collectionDate ? new Date(input.collectionDate) : null,
      traces: input.traces,
      collectionColor: input.collectionColor,
      containerId: container,
      tube,
      position,
    });
    const chosen = new Set(body.embryoCodes);
    const made = await tx
      .insert(embryos)
      .values(
        embryoCodes(input.code, input.amount).flatMap((code, i) =>
          chosen.has(code)
            ? [
                {
                  lotId: id,
                  seq: i + 1,
                  code,
                  donorMareId: input.donor_mare,
                  donorStallionId: input.donor_stallion,
                  ownerId: input.owner,
                  traces: input.traces,
                  color: input.collectionColor,
                  containerId: container,
                  tube,
                  position,
                  importedAt: stored,
                },
              ]
            : [],
        ),
      )
      .returning({ id: embryos.id });
    const by = actor.name || actor.sub;
    await tx.insert(embryoHistory).values(
      made.map((e) => ({
        embryoId: e.id,
        type: 'import' as const,
        date: stored,
        customerId: input.owner,
        containerId: container,
        tube,
        position,
        createdBy: by,
      })),
    );
    await writeTransactions(
      tx,
      actor,
      lotLedger({
        lotId: id,
        donorMareId: input.donor_mare,
        ownerId: input.owner,
        embryos: made.length,
        date: stored,
      }),
    );
    await recordAudit(tx, actor, {
      action: 'create',
      entity: 'icsi_lot',
      entityId: id,
      after: { icsi: input, embryoCodes: body.embryoCodes },
    });
  });
  return getLot(db, id);
}

export type LockedLot = typeof icsiLots.$inferSelect;

/** The lot, locked for this transaction (a deleted lot is 404). */
export async function lockLot(tx: Tx, id: string): Promise<LockedLot> {
  const [lot] = await tx
    .select()
    .from(icsiLots)
    .where(and(eq(icsiLots.id, id), isNull(icsiLots.deletedAt)))
    .for('update');
  if (!lot) throw notFound('ICSI lot');
  return lot;
}
