import { asc, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { locations } from '../../db/schema/index.ts';

/**
 * Locks locations in one order for every caller (by id), before a horse moves between them: the
 * occupancy trigger updates the location a horse leaves, then the one it enters, so two horses
 * moving in opposite directions each held one and waited for the other (a deadlock). Callers lock
 * their horses first, then the locations. FOR NO KEY UPDATE, as the trigger's own UPDATE takes:
 * it does not hold up the foreign-key checks of lodgings naming the location.
 */
export async function lockLocations(tx: Tx, ids: (string | null | undefined)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (!wanted.length) return [];
  return tx
    .select()
    .from(locations)
    .where(inArray(locations.id, wanted))
    .orderBy(asc(locations.id))
    .for('no key update');
}
