import { and, desc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { lodgingFields } from '@stalboek/domain';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { horses, locations, lodgings, pensionTypes } from '../../db/schema/index.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { lockLocations } from './location-locks.ts';
import { horseLodgings } from './presenter.ts';

type LodgingInput = z.output<typeof lodgingFields>;
type LodgingRow = typeof lodgings.$inferSelect;

export const OVERLAP_WARNING = 'Dit verblijf overlapt met een ander verblijf van dit paard.';

/** The horse, locked for the rest of the transaction; a dead horse takes no lodgings. */
export async function lockLivingHorse(tx: Tx, horseId: string) {
  const [horse] = await tx.select().from(horses).where(eq(horses.id, horseId)).for('update');
  if (!horse) throw notFound('Paard');
  if (horse.death)
    throw conflict('Een overleden paard kan geen verblijven meer krijgen of wijzigen.');
  return horse;
}

/**
 * The horse's current location is that of its newest running lodging (no departure), or none.
 * Setting it goes through the occupancy trigger: a full location other than the horse's own is
 * refused by the database (CHECK location_occupants_within_places → 409 'Deze locatie is volzet.').
 */
export async function syncHorseLocation(tx: Tx, horseId: string): Promise<void> {
  const [running] = await tx
    .select({ locationId: lodgings.locationId })
    .from(lodgings)
    .where(and(eq(lodgings.horseId, horseId), isNull(lodgings.departure)))
    .orderBy(desc(lodgings.arrival), desc(lodgings.createdAt))
    .limit(1);
  const [horse] = await tx
    .select({ locationId: horses.locationId })
    .from(horses)
    .where(eq(horses.id, horseId));
  const target = running?.locationId ?? null;
  if (!horse || horse.locationId === target) return;
  await lockLocations(tx, [horse.locationId, target]);
  await tx
    .update(horses)
    .set({ locationId: running?.locationId ?? null })
    .where(
      and(
        eq(horses.id, horseId),
        sql`${horses.locationId} is distinct from ${running?.locationId ?? null}`,
      ),
    );
}

async function assertLocation(tx: Tx, locationId: string) {
  const [row] = await tx
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.id, locationId));
  if (!row)
    throw new AppError('BAD_REQUEST', 'Onbekende locatie', [
      { path: 'lodging.location', message: 'Gelieve een locatie te kiezen' },
    ]);
}

async function assertPensionType(tx: Tx, pensionTypeId: string, horseType: string) {
  const [row] = await tx.select().from(pensionTypes).where(eq(pensionTypes.id, pensionTypeId));
  if (!row)
    throw new AppError('BAD_REQUEST', 'Onbekend pensiontype', [
      { path: 'pensionType', message: 'Onbekend pensiontype' },
    ]);
  if (!row.availableFor.includes(horseType))
    throw conflict(
      `Pensiontype '${row.name}' is niet beschikbaar voor een ${horseType.toLowerCase()}.`,
    );
}

/** Other lodgings of the horse that overlap [arrival, departure) — open ends count. */
async function overlapping(
  tx: Tx,
  horseId: string,
  l: { arrival: Date; departure: Date | null },
  exceptId?: string,
) {
  const rows = await tx
    .select({ id: lodgings.id })
    .from(lodgings)
    .where(
      and(
        eq(lodgings.horseId, horseId),
        exceptId ? ne(lodgings.id, exceptId) : undefined,
        or(isNull(lodgings.departure), gt(lodgings.departure, l.arrival)),
        l.departure ? lt(lodgings.arrival, l.departure) : undefined,
      ),
    );
  return rows.map((r) => r.id);
}

const statusOf = (billable: boolean): 'invoiceable' | 'not invoiceable' =>
  billable ? 'invoiceable' : 'not invoiceable';

/**
 * Adds a lodging in an open transaction. A running lodging (no departure) moves the horse: its
 * other running lodgings end at this arrival, and the horse's location follows.
 */
export async function addLodging(
  tx: Tx,
  actor: Actor,
  horseId: string,
  input: LodgingInput,
  pensionTypeId: string | null,
) {
  const horse = await lockLivingHorse(tx, horseId);
  await assertLocation(tx, input.location);
  if (pensionTypeId) await assertPensionType(tx, pensionTypeId, horse.type);
  const arrival = new Date(input.arrival);
  const departure = input.departure ? new Date(input.departure) : null;
  const overlaps = await overlapping(tx, horseId, { arrival, departure });
  if (!departure) {
    await tx
      .update(lodgings)
      .set({ departure: sql`greatest(${lodgings.arrival}, ${arrival})`, updatedAt: new Date() })
      .where(
        and(
          eq(lodgings.horseId, horseId),
          isNull(lodgings.departure),
          ne(lodgings.status, 'invoiced'),
        ),
      );
  }
  const [row] = await tx
    .insert(lodgings)
    .values({
      horseId,
      locationId: input.location,
      pensionTypeId,
      arrival,
      departure,
      billable: input.billable,
      status: statusOf(input.billable),
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  await syncHorseLocation(tx, horseId);
  await recordAudit(tx, actor, {
    action: 'create',
    entity: 'lodging',
    entityId: row.id,
    after: row,
  });
  return { lodgingId: row.id, warnings: overlaps.length ? [OVERLAP_WARNING] : [] };
}

async function lockLodging(tx: Tx, horseId: string, lodgingId: string): Promise<LodgingRow> {
  const [row] = await tx
    .select()
    .from(lodgings)
    .where(and(eq(lodgings.id, lodgingId), eq(lodgings.horseId, horseId)))
    .for('update');
  if (!row) throw notFound('Verblijf');
  if (row.status === 'invoiced')
    throw conflict('Een gefactureerd verblijf kan niet meer gewijzigd of verwijderd worden.');
  return row;
}

export async function createLodging(
  db: Db,
  actor: Actor,
  horseId: string,
  input: LodgingInput,
  pensionTypeId: string | null,
) {
  return db.transaction(async (tx) => {
    const { lodgingId, warnings } = await addLodging(tx, actor, horseId, input, pensionTypeId);
    const list = await horseLodgings(tx, horseId);
    return { lodging: list.find((l) => l._id === lodgingId)!, warnings };
  });
}

export async function updateLodging(
  db: Db,
  actor: Actor,
  horseId: string,
  lodgingId: string,
  input: LodgingInput,
) {
  return db.transaction(async (tx) => {
    await lockLivingHorse(tx, horseId);
    const before = await lockLodging(tx, horseId, lodgingId);
    await assertLocation(tx, input.location);
    const arrival = new Date(input.arrival);
    const departure = input.departure ? new Date(input.departure) : null;
    const overlaps = await overlapping(tx, horseId, { arrival, departure }, lodgingId);
    const [after] = await tx
      .update(lodgings)
      .set({
        locationId: input.location,
        arrival,
        departure,
        billable: input.billable,
        status: statusOf(input.billable),
        updatedAt: new Date(),
      })
      .where(eq(lodgings.id, lodgingId))
      .returning();
    await syncHorseLocation(tx, horseId);
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'lodging',
      entityId: lodgingId,
      before,
      after,
    });
    const list = await horseLodgings(tx, horseId);
    return {
      lodging: list.find((l) => l._id === lodgingId)!,
      warnings: overlaps.length ? [OVERLAP_WARNING] : [],
    };
  });
}

export async function deleteLodging(db: Db, actor: Actor, horseId: string, lodgingId: string) {
  await db.transaction(async (tx) => {
    await lockLivingHorse(tx, horseId);
    const before = await lockLodging(tx, horseId, lodgingId);
    await tx.delete(lodgings).where(eq(lodgings.id, lodgingId));
    await syncHorseLocation(tx, horseId);
    await recordAudit(tx, actor, {
      action: 'delete',
      entity: 'lodging',
      entityId: lodgingId,
      before,
    });
  });
}

export const INVOICED_RUNNING =
  'Dit paard heeft een lopend verblijf dat al gefactureerd is; dat kan niet meer beëindigd worden.';

/**
 * Before a horse leaves (check-out, death): a running lodging that was already invoiced cannot be
 * ended (invoiced lodgings are immutable), so the horse cannot leave its place: 409.
 */
export async function assertNoInvoicedRunning(tx: Tx, horseId: string): Promise<void> {
  const [row] = await tx
    .select({ id: lodgings.id })
    .from(lodgings)
    .where(
      and(
        eq(lodgings.horseId, horseId),
        isNull(lodgings.departure),
        eq(lodgings.status, 'invoiced'),
      ),
    )
    .limit(1);
  if (row) throw conflict(INVOICED_RUNNING);
}

/**
 * Ends the horse's running lodgings at `at` (check-out, death, relocation) and updates its
 * location. Invoiced lodgings are immutable: like addLodging, this never changes them.
 */
export async function endRunningLodgings(tx: Tx, horseId: string, at: Date) {
  await tx
    .update(lodgings)
    .set({ departure: sql`greatest(${lodgings.arrival}, ${at})`, updatedAt: new Date() })
    .where(
      and(
        eq(lodgings.horseId, horseId),
        isNull(lodgings.departure),
        ne(lodgings.status, 'invoiced'),
      ),
    );
  await syncHorseLocation(tx, horseId);
}

/** Check-out: every running lodging ends now and the horse has no location any more. */
export async function checkOut(db: Db, actor: Actor, horseId: string) {
  return db.transaction(async (tx) => {
    await lockLivingHorse(tx, horseId);
    await assertNoInvoicedRunning(tx, horseId);
    await endRunningLodgings(tx, horseId, new Date());
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'horse',
      entityId: horseId,
      after: { checkOut: true },
    });
    return { lodgings: await horseLodgings(tx, horseId) };
  });
}
