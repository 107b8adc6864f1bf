import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { locationLabel } from '@stalboek/domain';
import type { Db } from '../../db/client.ts';
import { horses, lodgings } from '../../db/schema/index.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { lockLocations } from './location-locks.ts';
import { endRunningLodgings, syncHorseLocation } from './service.ts';

/**
 * Moves every chosen horse to one location, or none: one transaction, the location locked, its
 * free places checked against the horses that actually move. Each moved horse's running lodging
 * ends now and a new running lodging starts with the same pension type and billing.
 */
export async function relocateHorses(db: Db, actor: Actor, horseIds: string[], locationId: string) {
  const ids = [...new Set(horseIds)].sort();
  return db.transaction(async (tx) => {
    // One lock order for every move (the horses, then the locations, each by id), so two moves
    // never deadlock: the target and every location a horse leaves, before anything changes.
    const rows = await tx
      .select()
      .from(horses)
      .where(inArray(horses.id, ids))
      .orderBy(asc(horses.id))
      .for('update');
    const locked = await lockLocations(tx, [locationId, ...rows.map((h) => h.locationId)]);
    const target = locked.find((l) => l.id === locationId);
    if (!target)
      throw new AppError('BAD_REQUEST', 'Onbekende locatie', [
        { path: 'body.stable', message: 'Gelieve een locatie te kiezen' },
      ]);
    if (rows.length !== ids.length) throw notFound('Paard');
    const dead = rows.filter((h) => h.death);
    if (dead.length)
      throw conflict(
        `Overleden paarden kunnen niet verplaatst worden: ${dead.map((h) => h.name).join(', ')}.`,
      );
    const moving = rows.filter((h) => h.locationId !== locationId);
    const free = target.places - target.occupants;
    if (moving.length > free) {
      throw conflict(
        `Niet genoeg vrije plaatsen in ${locationLabel(target)}: ${free} vrij, ${moving.length} paarden te verplaatsen.`,
      );
    }
    const now = new Date();
    for (const horse of moving) {
      const [previous] = await tx
        .select()
        .from(lodgings)
        .where(and(eq(lodgings.horseId, horse.id), isNull(lodgings.departure)))
        .orderBy(desc(lodgings.arrival))
        .limit(1);
      await endRunningLodgings(tx, horse.id, now);
      const billable = previous?.billable ?? false;
      await tx.insert(lodgings).values({
        horseId: horse.id,
        locationId,
        pensionTypeId: previous?.pensionTypeId ?? null,
        arrival: now,
        billable,
        status: billable ? 'invoiceable' : 'not invoiceable',
      });
      await syncHorseLocation(tx, horse.id);
      await recordAudit(tx, actor, {
        action: 'update',
        entity: 'horse',
        entityId: horse.id,
        before: { location: horse.locationId },
        after: { location: locationId },
      });
    }
    return { moved: moving.length };
  });
}
