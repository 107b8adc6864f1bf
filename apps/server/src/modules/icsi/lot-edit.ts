import { sql } from 'drizzle-orm';
import { icsiMsg, type IcsiLotDetail, type IcsiLotInput } from '@stalboek/domain';
import { queryRows, type Db } from '../../db/client.ts';
import { embryoHistory } from '../../db/schema/index.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';
import { conflict, type ErrorDetail } from '../../lib/errors.ts';
import { reverseTransactions } from '../transactions/index.ts';
import { ledgerDate, moveLotLedger, noonOf } from './ledger.ts';
import { assertCodeFree, detail, lockLot, refuse, type LockedLot } from './lots.ts';
import { getLot } from './present.ts';

/** What the lot form may not change once the lot exists: its embryos were made of these. */
const LOCKED: [keyof IcsiLotInput, string, (l: LockedLot, i: IcsiLotInput) => boolean][] = [
  ['amount', 'Aantal', (l, i) => l.amount === i.amount],
  ['donor_mare', 'Donormerrie', (l, i) => l.donorMareId === i.donor_mare],
  ['donor_stallion', 'Donorhengst', (l, i) => l.donorStallionId === i.donor_stallion],
  ['owner', 'Eigenaar', (l, i) => l.ownerId === i.owner],
];

const samePlace = (l: LockedLot, i: IcsiLotInput) =>
  l.containerId === i.location.container &&
  l.tube === i.location.tube &&
  l.position === i.location.position;

/**
 * PUT /api/icsi/{id} {icsi}: the collection date, TRACES flag and colour of the lot. Amount,
 * donors, owner and place are locked after create (400 naming each; embryos are made only on
 * create, and move by their own actions); the code is locked while the lot has an active embryo
 * (spec 02 §5 'disabled once the lot is active'). A new collection date moves the lot's Gain and
 * Freeze (reversed and written again). The embryos keep their own colour, flag and code.
 */
export async function updateIcsiLot(
  db: Db,
  actor: Actor,
  id: string,
  input: IcsiLotInput,
): Promise<IcsiLotDetail> {
  await db.transaction(async (tx) => {
    const before = await lockLot(tx, id);
    const details: ErrorDetail[] = LOCKED.filter(([, , same]) => !same(before, input)).map(
      ([field, label]) => detail(field, icsiMsg.locked(label)),
    );
    if (!samePlace(before, input)) details.push(detail('location', icsiMsg.placeLocked));
    const recoded = before.code !== input.code;
    if (recoded && before.activeEmbryos > 0) details.push(detail('code', icsiMsg.codeLocked));
    refuse(details);
    if (recoded) await assertCodeFree(tx, input.code, id);
    await tx.execute(
      sql`update icsi_lot set code = ${input.code}, collection_date = ${input.collectionDate},
            traces = ${input.traces}, collection_color = ${input.collectionColor},
            updated_at = now()
          where id = ${id}`,
    );
    const was = ledgerDate(before.collectionDate, before.createdAt);
    const now = ledgerDate(input.collectionDate, before.createdAt);
    if (was.getTime() !== now.getTime()) await moveLotLedger(tx, actor, id, now);
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'icsi_lot',
      entityId: id,
      before,
      after: input,
    });
  });
  return getLot(db, id);
}

/**
 * DELETE /api/icsi/{id}: a lot registered by mistake, none of whose embryos was ever
 * transferred or exported (409 otherwise). Its records stay (DESIGN §4): each embryo still
 * active is deactivated with a history row, the lot's Gain and Freeze are reversed, and the lot
 * and its embryos are marked deleted, so they leave every list and answer 404.
 */
export async function deleteIcsiLot(db: Db, actor: Actor, id: string) {
  await db.transaction(async (tx) => {
    const lot = await lockLot(tx, id);
    const [left] = await queryRows<{ gone: boolean }>(
      tx,
      sql`select exists (
            select 1 from embryo e
             where e.lot_id = ${id}
               and (e.transfer_date is not null or e.export_date is not null
                    or e.surrogate_id is not null
                    or exists (select 1 from embryo_history h
                                where h.embryo_id = e.id and h.type in ('transfer', 'export')))
          ) as gone`,
    );
    if (left?.gone) throw conflict(icsiMsg.hasLeft);
    const active = await queryRows<{ id: string }>(
      tx,
      sql`select id from embryo where lot_id = ${id} and active order by id for update`,
    );
    await tx.execute(
      sql`update embryo set active = false, deleted_at = now(), updated_at = now()
          where lot_id = ${id}`,
    );
    if (active.length)
      await tx.insert(embryoHistory).values(
        active.map((e) => ({
          embryoId: e.id,
          type: 'deactivate' as const,
          date: noonOf(),
          note: icsiMsg.deletedNote,
          createdBy: actor.name || actor.sub,
        })),
      );
    await reverseTransactions(tx, actor, { icsiLotId: id });
    await tx.execute(
      sql`update icsi_lot set deleted_at = now(), updated_at = now() where id = ${id}`,
    );
    await recordAudit(tx, actor, {
      action: 'delete',
      entity: 'icsi_lot',
      entityId: id,
      before: lot,
    });
  });
}
