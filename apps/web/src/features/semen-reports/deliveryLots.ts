import type { Horse, SemenLotDetail, SemenModification } from '@stalboek/domain';
import type { Ref } from '../../lib/refs.ts';

/** Entry order of two modifications (when each was recorded): the later one is the larger. */
const byEntry = (a: SemenModification, b: SemenModification) =>
  a.createdAt === b.createdAt ? 0 : a.createdAt < b.createdAt ? -1 : 1;

/**
 * The lot's last Export still in force (spec 02 §3: its amount is the report's straw count).
 * A corrected Export was undone, so it delivered nothing.
 */
export function lastExport(lot: SemenLotDetail): SemenModification | undefined {
  const exports = lot.modifications.filter((m) => m.type === 'Export' && m.correctedBy === null);
  return exports.reduce<SemenModification | undefined>(
    (last, m) => (last === undefined || byEntry(m, last) > 0 ? m : last),
    undefined,
  );
}

/** The report's default destination: the customer of the last Export over all the lots. */
export function destinationOf(lots: readonly SemenLotDetail[]): Ref | null {
  const last = lots
    .map(lastExport)
    .filter((m): m is SemenModification => m !== undefined)
    .reduce<SemenModification | undefined>(
      (found, m) => (found === undefined || byEntry(m, found) > 0 ? m : found),
      undefined,
    );
  return last?.owner ?? null;
}

/** A horse's identification on a report: 'UELN …' and 'Microchip …', as far as it has them. */
export function horseCodes(horse: Pick<Horse, 'ueln' | 'microchip'> | undefined): string[] {
  if (!horse) return [];
  return [
    horse.ueln ? `UELN ${horse.ueln}` : null,
    horse.microchip ? `Microchip ${horse.microchip}` : null,
  ].filter((c): c is string => c !== null);
}
