import { sql } from 'drizzle-orm';
import {
  embryoActionMsg,
  ITEMS_PER_TUBE_POSITION,
  semenMsg,
  type Embryo,
  type EmbryoUpdateBody,
} from '@stalboek/domain';
import { queryRows, type Db, type DbOrTx } from '../../db/client.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { assertRoom } from '../semen/index.ts';
import { lockEmbryos, writeHistory } from './embryo-rows.ts';
import { noonOf } from './ledger.ts';
import { getEmbryo } from './present.ts';

/**
 * PUT /api/icsi/embryo/{id} {location?, traces?}: relocate an active embryo and/or set its
 * TRACES flag. The embryo is locked first, then (in assertRoom) the target container: the move
 * counts as one holder more at the target position unless its lot is there already (the view
 * tube_position_holder counts a lot once per position), so a tube never holds more than it may,
 * also under parallel moves. A move writes a 'relocate' history row with the new place.
 */
export async function updateEmbryo(
  db: Db,
  actor: Actor,
  id: string,
  body: EmbryoUpdateBody,
): Promise<Embryo> {
  if (!body.location && !body.traces)
    throw new AppError('BAD_REQUEST', embryoActionMsg.nothingToChange);
  await db.transaction(async (tx) => {
    const [e] = await lockEmbryos(tx, [id]);
    if (!e) return;
    const to = body.location;
    const moves =
      to && (to.container !== e.container_id || to.tube !== e.tube || to.position !== e.position);
    if (to && moves) {
      if (!e.active) throw conflict(embryoActionMsg.notActive(e.code));
      await assertRoom(tx, to, 1, [e.lot_id], 'body.location.tube');
      await tx.execute(
        sql`update embryo set container_id = ${to.container}, tube = ${to.tube},
                   position = ${to.position}, updated_at = now()
             where id = ${e.id}`,
      );
      await writeHistory(tx, actor, [
        { embryoId: e.id, type: 'relocate', date: noonOf(), place: to },
      ]);
    }
    if (body.traces)
      await tx.execute(sql`update embryo set traces = true, updated_at = now() where id = ${id}`);
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'embryo',
      entityId: id,
      after: body,
    });
  });
  return getEmbryo(db, id);
}

/**
 * POST /api/nitrogen-container/remaining-space/embryo {containerId, tube, position}: the places
 * left at that tube position (ITEMS_PER_TUBE_POSITION less its holders: semen lots with straws
 * left, ICSI lots with active embryos there).
 */
export async function embryoSpace(
  db: DbOrTx,
  place: { containerId: string; tube: number; position: 'Boven' | 'Onder' },
) {
  const [row] = await queryRows<{
    id: string;
    name: string;
    available_places: number;
    used: number | string;
  }>(
    db,
    sql`select n.id, n.name, n.available_places,
               (select count(*) from tube_position_holder h
                 where h.container_id = n.id and h.tube = ${place.tube}
                   and h.position = ${place.position}) as used
          from nitrogen_container n where n.id = ${place.containerId}`,
  );
  if (!row) throw notFound('Stikstofvat');
  if (place.tube > row.available_places) {
    const message = semenMsg.noTube(row.available_places);
    throw new AppError('BAD_REQUEST', message, [{ path: 'body.tube', message }]);
  }
  return {
    container: {
      _id: row.id,
      name: row.name,
      available_places: row.available_places,
      remaining_container_space: Math.max(0, ITEMS_PER_TUBE_POSITION - Number(row.used)),
    },
  };
}
