import type { SQL } from 'drizzle-orm';
import { fullLocationLabel, type Horse, type HorseDetail, type OvaryTags } from '@stalboek/domain';
import type { DbOrTx } from '../../db/client.ts';
import type { Extra } from '../../lib/list.ts';
import { horses } from '../../db/schema/index.ts';

/**
 * The columns a horse is shown with: its own, and the names of what it refers to, which triggers
 * keep on its row (migration 0031), so that a list page reads the horse rows alone.
 */
export const horseColumns = {
  id: horses.id,
  name: horses.name,
  type: horses.type,
  breed: horses.breed,
  studbook: horses.studbook,
  dateOfBirth: horses.dateOfBirth,
  ueln: horses.ueln,
  microchip: horses.microchip,
  stallionOwnerId: horses.stallionOwnerId,
  stallionOwnerName: horses.stallionOwnerName,
  studFee: horses.studFee,
  death: horses.death,
  dateOfDeath: horses.dateOfDeath,
  surrogate: horses.surrogate,
  surrogateUid: horses.surrogateUid,
  coatColor: horses.coatColor,
  father: horses.father,
  mother: horses.mother,
  grandfather: horses.grandfather,
  studHorse: horses.studHorse,
  wffsFree: horses.wffsFree,
  keepForFoodChain: horses.keepForFoodChain,
  donorMareId: horses.donorMareId,
  donorMareName: horses.donorMareName,
  embryoImplanted: horses.embryoImplanted,
  passportFileId: horses.passportFileId,
  passportFilename: horses.passportFilename,
  locationId: horses.locationId,
  locationStable: horses.locationStable,
  locationLabel: horses.locationLabel,
  ownerId: horses.ownerId,
  ownerName: horses.ownerName,
  createdAt: horses.createdAt,
  updatedAt: horses.updatedAt,
};

/** The horses with everything their API shape names, from their own rows (`extra`: lib/list.ts). */
export function selectHorses(db: DbOrTx, where?: SQL, extra: Extra = {}) {
  return db
    .select({ ...horseColumns, ...extra })
    .from(horses)
    .where(where);
}

export type HorseRow = Awaited<ReturnType<typeof selectHorses>>[number];

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** `{_id, name}` of a reference, or null without one (the name is kept with the id). */
const ref = (id: string | null, name: string | null) => (id ? { _id: id, name: name ?? '' } : null);

export function presentHorse(h: HorseRow): Horse {
  // location_label is already 'prefix-name': given as the name, fullLocationLabel adds the stable.
  const label = h.locationLabel ?? '';
  return {
    _id: h.id,
    name: h.name,
    type: h.type,
    breed: h.breed,
    studbook: h.studbook,
    date_of_birth: iso(h.dateOfBirth),
    owner: ref(h.ownerId, h.ownerName),
    ueln: h.ueln,
    microchip: h.microchip,
    stallionOwner: ref(h.stallionOwnerId, h.stallionOwnerName),
    stud_fee: h.studFee,
    death: h.death,
    date_of_death: iso(h.dateOfDeath),
    surrogate: h.surrogate,
    surrogate_uid: h.surrogateUid,
    coat_color: h.coatColor,
    father: h.father,
    mother: h.mother,
    grandfather: h.grandfather,
    stud_horse: h.studHorse,
    WFFS_free: h.wffsFree,
    keep_for_food_chain: h.keepForFoodChain,
    donor_mare: ref(h.donorMareId, h.donorMareName),
    embryoImplanted: iso(h.embryoImplanted),
    location: h.locationId ? { _id: h.locationId, stable: h.locationStable, label } : null,
    fullLocation: h.locationId
      ? fullLocationLabel({ stable: h.locationStable, prefix: null, name: label })
      : null,
    passport: h.passportFileId
      ? { _id: h.passportFileId, filename: h.passportFilename ?? '' }
      : null,
    createdAt: h.createdAt.toISOString(),
    updatedAt: h.updatedAt.toISOString(),
  };
}

/** The detail adds the horse's lodgings and lab results, and what its research sheets wrote. */
export function presentHorseDetail(
  r: HorseRow & { ovaryTags: unknown; cysts: unknown },
  parts: Pick<HorseDetail, 'lodgings' | 'labResults'>,
): HorseDetail {
  return {
    ...presentHorse(r),
    ...parts,
    // jsonb written only by research-sheets/mare.ts saveOnMare (spec 01 §4).
    ovaryTags: r.ovaryTags as OvaryTags,
    cysts: r.cysts as HorseDetail['cysts'],
  };
}
