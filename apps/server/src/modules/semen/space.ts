import { sql } from 'drizzle-orm';
import { ITEMS_PER_TUBE_POSITION, semenMsg, type SemenLocationInput } from '@stalboek/domain';
import { queryRows, type DbOrTx, type Tx } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';

/**
 * Room for `adding` more lots at a place of a container. The container row is locked first
 * (FOR NO KEY UPDATE), so parallel creates into one container queue and each counts what the
 * one before it stored: a tube position never holds more than ITEMS_PER_TUBE_POSITION holders,
 * semen lots with straws left and ICSI lots with active embryos there (the view
 * tube_position_holder, migration 0035; the icsi module checks its lots here too). `moving`
 * holders already counted elsewhere are not counted twice.
 */
export async function assertRoom(
  tx: Tx,
  place: SemenLocationInput,
  adding: number,
  moving: readonly string[] = [],
  path = 'body.location.tube',
) {
  const [container] = await queryRows<{ available_places: number }>(
    tx,
    sql`select available_places from nitrogen_container where id = ${place.container}
        for no key update`,
  );
  if (!container) throw notFound('Stikstofvat');
  if (place.tube > container.available_places) {
    const message = semenMsg.noTube(container.available_places);
    throw new AppError('BAD_REQUEST', message, [{ path, message }]);
  }
  const ids = moving.length
    ? sql`and h.holder_id not in (${sql.join(
        moving.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
  const [held] = await queryRows<{ n: number | string }>(
    tx,
    sql`select count(*) as n from tube_position_holder h
         where h.container_id = ${place.container} and h.tube = ${place.tube}
           and h.position = ${place.position} ${ids}`,
  );
  if (Number(held?.n ?? 0) + adding > ITEMS_PER_TUBE_POSITION)
    throw conflict(semenMsg.tubeFull(place.tube, place.position));
}

/**
 * Free room per container (GET/POST /api/nitrogen-container/free-space): tubes × 2 positions ×
 * ITEMS_PER_TUBE_POSITION, less the holders (lots with straws left, ICSI lots with active
 * embryos per position).
 */
export async function freeSpace(db: DbOrTx, containerId?: string) {
  const only = containerId ? sql`where n.id = ${containerId}` : sql``;
  const rows = await queryRows<{ id: string; name: string; tubes: number; used: number | string }>(
    db,
    sql`select n.id, n.name, n.available_places as tubes,
               (select count(*) from tube_position_holder h where h.container_id = n.id) as used
          from nitrogen_container n ${only}
         order by n.name, n.id`,
  );
  if (containerId && rows.length === 0) throw notFound('Stikstofvat');
  return {
    remainingSpaces: rows.map((r) => ({
      _id: r.id,
      container_name: r.name,
      tubes: r.tubes,
      remaining_space: Math.max(0, r.tubes * 2 * ITEMS_PER_TUBE_POSITION - Number(r.used)),
    })),
  };
}
