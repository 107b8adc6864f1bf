import { z } from 'zod';
import { HORSE_TYPES, horseFields, lodgingFields, msg } from '@stalboek/domain';
import type { HorseDetail, HorseFields, HorseType } from '@stalboek/domain';
import type { DefaultValues } from 'react-hook-form';
import type { FirstLodging } from '../api/useSaveHorse.ts';
import { nowOnStep } from '../../../lib/dates.ts';
import { horseFieldsOf } from '../horseBody.ts';

/** The optional first lodging of a new horse: nothing, or a stable, location and arrival. */
const firstLodging = z.object({
  stable: z.string(),
  location: z.string(),
  arrival: z.string().nullable(),
  pensionType: z.string(),
});
type FirstLodgingValues = z.output<typeof firstLodging>;

function checkFirstLodging(l: FirstLodgingValues, ctx: z.RefinementCtx) {
  if (!l.stable && !l.location) return;
  const issue = (field: keyof FirstLodgingValues, message: string) =>
    ctx.addIssue({ code: 'custom', path: ['lodging', field], message });
  if (!l.stable) issue('stable', 'Gelieve een stal te kiezen');
  if (!l.location) issue('location', 'Gelieve een locatie te kiezen');
  if (!l.arrival) issue('arrival', msg.required);
  else if (!lodgingFields.shape.arrival.safeParse(l.arrival).success)
    issue('arrival', 'Invalid date');
}

/**
 * HorseForm's schema: the horse (spec 01 §5) and, when creating, a first lodging — not for a
 * horse marked dead: its lodging fields are disabled and nothing is lodged.
 */
export const horseForm = z
  .object({ horse: horseFields, lodging: firstLodging.optional() })
  .superRefine((v, ctx) => {
    if (v.lodging && !v.horse.death) checkFirstLodging(v.lodging, ctx);
  });
export type HorseFormValues = z.input<typeof horseForm>;
export type HorseFormOutput = z.output<typeof horseForm>;

/** What /horse/create?type=…&surrogate=true&stud=true asks for (spec 01 "Horse detail"). */
export type NewHorseDefaults = { type?: HorseType; surrogate?: boolean; stud?: boolean };

/** The create query as form defaults: surrogate implies a mare, stud a stallion. */
export function newHorseDefaults(params: URLSearchParams): NewHorseDefaults {
  const asked = params.get('type');
  const surrogate = params.get('surrogate') === 'true';
  const stud = params.get('stud') === 'true';
  const type =
    HORSE_TYPES.find((t) => t === asked) ?? (surrogate ? 'Merrie' : stud ? 'Hengst' : undefined);
  return { type, surrogate: surrogate && type === 'Merrie', stud: stud && type === 'Hengst' };
}

const emptyHorse: Partial<HorseFields> = {
  name: '',
  breed: '',
  studbook: '',
  date_of_birth: null,
  owner: null,
  ueln: '',
  microchip: '',
  stallionOwner: null,
  stud_fee: null,
  death: false,
  date_of_death: null,
  surrogate: false,
  surrogate_uid: '',
  coat_color: '',
  father: '',
  mother: '',
  grandfather: '',
  stud_horse: false,
  WFFS_free: false,
  keep_for_food_chain: false,
  donor_mare: null,
  embryoImplanted: null,
};

/** The form's start: the saved horse, or an empty one (with the create query's defaults). */
export function horseFormDefaults(
  horse: HorseDetail | undefined,
  defaults: NewHorseDefaults = {},
): DefaultValues<HorseFormValues> {
  if (horse) return { horse: horseFieldsOf(horse) };
  return {
    horse: {
      ...emptyHorse,
      ...(defaults.type ? { type: defaults.type } : {}),
      surrogate: defaults.surrogate === true,
      stud_horse: defaults.stud === true,
    },
    lodging: { stable: '', location: '', arrival: nowOnStep().toISOString(), pensionType: '' },
  };
}

/**
 * The `lodgings` of POST /api/horse/create: the first lodging when a location was chosen; none
 * for a horse marked dead (the API refuses lodgings for it).
 */
export function firstLodgings(values: HorseFormOutput): FirstLodging[] {
  const lodging = values.lodging;
  if (values.horse.death || !lodging?.location || !lodging.arrival) return [];
  return [
    {
      arrival: lodging.arrival,
      departure: null,
      location: lodging.location,
      billable: true,
      pensionType: lodging.pensionType || null,
    },
  ];
}
