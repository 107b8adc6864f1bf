import type { SemenLot, SemenModification } from '@stalboek/domain';

/**
 * The modifications the report lists under a lot: those still in force, without Create and
 * Correction (spec 02 §3: no modifications of their own), oldest first.
 */
export function modificationsInForce(mods: readonly SemenModification[]): SemenModification[] {
  return mods
    .filter((m) => m.type !== 'Create' && m.type !== 'Correction' && m.correctedBy === null)
    .sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0));
}

/** The report's day of a lot: its production date, or its import date for an imported lot. */
export const lotDay = (lot: Pick<SemenLot, 'production_date' | 'import_date'>): string | null =>
  lot.production_date ?? lot.import_date;

/** 'Vat 1 / koker 3'. */
export const containerTube = (lot: Pick<SemenLot, 'location'>): string =>
  `${lot.location.container.name} / koker ${lot.location.tube}`;
