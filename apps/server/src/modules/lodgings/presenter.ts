import { desc, eq } from 'drizzle-orm';
import { locationLabel, type Lodging } from '@stalboek/domain';
import type { DbOrTx } from '../../db/client.ts';
import { locations, lodgings, pensionTypes } from '../../db/schema/index.ts';

/** A horse's lodgings, newest arrival first, with their location and pension type. */
export async function horseLodgings(db: DbOrTx, horseId: string): Promise<Lodging[]> {
  const rows = await db
    .select({
      lodging: lodgings,
      location: locations,
      pension: { id: pensionTypes.id, name: pensionTypes.name },
    })
    .from(lodgings)
    .innerJoin(locations, eq(locations.id, lodgings.locationId))
    .leftJoin(pensionTypes, eq(pensionTypes.id, lodgings.pensionTypeId))
    .where(eq(lodgings.horseId, horseId))
    .orderBy(desc(lodgings.arrival), desc(lodgings.createdAt));
  return rows.map(({ lodging: l, location, pension }) => ({
    _id: l.id,
    arrival: l.arrival.toISOString(),
    departure: l.departure ? l.departure.toISOString() : null,
    location: l.locationId,
    locationLabel: locationLabel(location),
    stable: location.stable,
    billable: l.billable,
    status: l.status,
    pensionType: pension?.id ? { _id: pension.id, name: pension.name } : null,
  }));
}
