import type { DefaultValues, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { semenLotInput, semenMsg } from '@stalboek/domain';
import type { Horse, SemenLot, SemenLotFields, SemenLotInput } from '@stalboek/domain';
import type { Ref } from '../../lib/refs.ts';

/** The six quality parameters (spec 02 §3), with their units. */
export const QUALITY_FIELDS = [
  { name: 'concentration', label: 'Concentratie (M/ml)', max: undefined },
  { name: 'motility', label: 'Motiliteit (%)', max: 100 },
  { name: 'progress', label: 'Progressiviteit (%)', max: 100 },
  { name: 'velocity', label: 'Snelheid (Mic/sec)', max: undefined },
  { name: 'pail', label: 'Pail (Xpail/dosis)', max: undefined },
  { name: 'viability', label: 'Viabiliteit (%)', max: undefined },
] as const;

/** Whether a saved lot has none of the quality parameters. */
export function hasNoQuality(lot: SemenLot): boolean {
  return QUALITY_FIELDS.every((f) => lot[f.name] === null);
}

/** Who a new lot starts with: the stallion of ?horse={id} and that horse's owner. */
export type LotContext = { stallion: Ref | null; owner: Ref | null };

export function contextOf(horse: Horse | undefined): LotContext | undefined {
  if (!horse) return undefined;
  return {
    stallion: horse.type === 'Hengst' ? { _id: horse._id, name: horse.name } : null,
    owner: horse.owner,
  };
}

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

/** The form's values: the saved lot, or a new one started from its context. */
export function lotFormValues(lot?: SemenLot, context?: LotContext): DefaultValues<SemenLotFields> {
  return {
    lotNumber: lot?.lotNumber ?? '',
    stallion: lot?.stallion._id ?? context?.stallion?._id ?? '',
    owner: lot?.owner._id ?? context?.owner?._id ?? '',
    type: lot?.type,
    production_date: lot?.production_date ?? null,
    import_date: lot?.import_date ?? null,
    export_type: lot?.export_type ?? null,
    location: {
      container: lot?.location.container._id ?? '',
      tube: lot ? String(lot.location.tube) : '',
      position: lot?.location.position,
    },
    initial_inventory: text(lot?.initial_inventory),
    color: (lot?.color ?? null) as SemenLotFields['color'],
    concentration: text(lot?.concentration),
    motility: text(lot?.motility),
    progress: text(lot?.progress),
    velocity: text(lot?.velocity),
    pail: text(lot?.pail),
    viability: text(lot?.viability),
  };
}

/**
 * The domain's rule that the type's date is required (semenLotInput) is a check on the whole lot,
 * which zod runs only once every field parses; this resolver says it at once, so a user who
 * picks a type sees which date it needs while the rest of the form is still being filled in.
 */
export function lotResolver(): Resolver<SemenLotFields, unknown, SemenLotInput> {
  const base = zodResolver<SemenLotFields, unknown, SemenLotInput>(semenLotInput);
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const missing =
      values.type === 'Productie' && !values.production_date
        ? { name: 'production_date' as const, message: semenMsg.productionDateRequired }
        : values.type === 'Import' && !values.import_date
          ? { name: 'import_date' as const, message: semenMsg.importDateRequired }
          : null;
    if (!missing || Object.keys(result.errors).length === 0 || result.errors[missing.name])
      return result;
    const error = { type: 'custom', message: missing.message };
    return { values: {}, errors: { ...result.errors, [missing.name]: error } };
  };
}
