import { horseFields } from '@stalboek/domain';
import type { Horse, HorseFields } from '@stalboek/domain';
import type { HorseBody } from './api/useSaveHorse.ts';

/** A horse of an answer as form values (references by id). */
export function horseFieldsOf(h: Horse): HorseFields {
  return {
    name: h.name,
    type: h.type,
    breed: h.breed ?? '',
    studbook: h.studbook ?? '',
    date_of_birth: h.date_of_birth,
    owner: h.owner?._id ?? null,
    ueln: h.ueln,
    microchip: h.microchip,
    stallionOwner: h.stallionOwner?._id ?? null,
    stud_fee: h.stud_fee,
    death: h.death,
    date_of_death: h.date_of_death,
    surrogate: h.surrogate,
    surrogate_uid: h.surrogate_uid,
    coat_color: h.coat_color,
    father: h.father,
    mother: h.mother,
    grandfather: h.grandfather,
    stud_horse: h.stud_horse,
    WFFS_free: h.WFFS_free,
    keep_for_food_chain: h.keep_for_food_chain,
    donor_mare: h.donor_mare?._id ?? null,
    embryoImplanted: h.embryoImplanted,
  };
}

/** The body of a PUT that changes a few fields of a listed horse (inline edits). */
export function horseBodyWith(h: Horse, change: Partial<HorseFields>): HorseBody {
  return horseFields.parse({ ...horseFieldsOf(h), ...change });
}
