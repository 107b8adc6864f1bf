import { z } from 'zod';
import { horseFields, lodgingFields, msg } from '@stalboek/domain';
import type { HorseDetail, HorseFields } from '@stalboek/domain';
import type { DefaultValues } from 'react-hook-form';
import type { FirstLodging } from '../api/useSaveHorse.ts';
import { nowOnStep } from '../dates.ts';
import { horseFieldsOf } from '../horseBody.ts';

/** The optional first lodging of a new horse: nothing, or a stable, location and arrival. */
const firstLodging = z
  .object({
    stable: z.string(),
    location: z.string(),
    arrival: z.string().nullable(),
    pensionType: z.string(),
  })
  .superRefine((l, ctx) => {
    if (!l.stable && !l.location) return;
    if (!l.stable)
      ctx.addIssue({ code: 'custom', path: ['stable'], message: 'Gelieve een stal te kiezen' });
    if (!l.location)
      ctx.addIssue({
        code: 'custom',
        path: ['location'],
        message: 'Gelieve een locatie te kiezen',
      });
    if (!l.arrival) ctx.addIssue({ code: 'custom', path: ['arrival'], message: msg.required });
    else if (!lodgingFields.shape.arrival.safeParse(l.arrival).success)
      ctx.addIssue({ code: 'custom', path: ['arrival'], message: 'Invalid date' });
  });

/** HorseForm's schema: the horse (spec 01 §5) and, when creating, a first lodging. */
export const horseForm = z.object({ horse: horseFields, lodging: firstLodging.optional() });
export type HorseFormValues = z.input<typeof horseForm>;
export type HorseFormOutput = z.output<typeof horseForm>;

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

/** The form's start: the saved horse, or an empty one with an empty first lodging. */
export function horseFormDefaults(horse: HorseDetail | undefined): DefaultValues<HorseFormValues> {
  if (horse) return { horse: horseFieldsOf(horse) };
  return {
    horse: emptyHorse,
    lodging: { stable: '', location: '', arrival: nowOnStep().toISOString(), pensionType: '' },
  };
}

/** The `lodgings` of POST /api/horse/create: the first lodging when a location was chosen. */
export function firstLodgings(lodging: HorseFormOutput['lodging']): FirstLodging[] {
  if (!lodging?.location || !lodging.arrival) return [];
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
