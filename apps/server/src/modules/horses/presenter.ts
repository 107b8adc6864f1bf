import { eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  customerDisplayName,
  fullLocationLabel,
  locationLabel,
  type Horse,
  type HorseDetail,
  type OvaryTags,
} from '@stalboek/domain';
import type { DbOrTx } from '../../db/client.ts';
import { customers, files, horses, locations } from '../../db/schema/index.ts';

export const owner = alias(customers, 'owner');
export const stallionOwner = alias(customers, 'stallion_owner');
export const donor = alias(horses, 'donor');
export const place = alias(locations, 'place');

type Person = typeof customers.$inferSelect | null;

function personRef(c: Person): { _id: string; name: string } | null {
  return c
    ? {
        _id: c.id,
        name: customerDisplayName({
          type: c.type,
          first_name: c.firstName,
          last_name: c.lastName,
          company: c.company,
        }),
      }
    : null;
}

/** The horse with everything its API shape names, in one query (owner, location, donor …). */
export function selectHorses(db: DbOrTx, where?: SQL) {
  return db
    .select({
      horse: horses,
      owner,
      stallionOwner,
      donor: { id: donor.id, name: donor.name },
      place,
      passport: { id: files.id, filename: files.filename },
    })
    .from(horses)
    .leftJoin(owner, eq(owner.id, horses.ownerId))
    .leftJoin(stallionOwner, eq(stallionOwner.id, horses.stallionOwnerId))
    .leftJoin(donor, eq(donor.id, horses.donorMareId))
    .leftJoin(place, eq(place.id, horses.locationId))
    .leftJoin(files, eq(files.id, horses.passportFileId))
    .where(where);
}

export type HorseRow = Awaited<ReturnType<typeof selectHorses>>[number];

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function presentHorse(r: HorseRow): Horse {
  const h = r.horse;
  return {
    _id: h.id,
    name: h.name,
    type: h.type,
    breed: h.breed,
    studbook: h.studbook,
    date_of_birth: iso(h.dateOfBirth),
    owner: personRef(r.owner),
    ueln: h.ueln,
    microchip: h.microchip,
    stallionOwner: personRef(r.stallionOwner),
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
    donor_mare: r.donor?.id ? { _id: r.donor.id, name: r.donor.name } : null,
    embryoImplanted: iso(h.embryoImplanted),
    location: r.place
      ? { _id: r.place.id, stable: r.place.stable, label: locationLabel(r.place) }
      : null,
    fullLocation: r.place ? fullLocationLabel(r.place) : null,
    passport: r.passport?.id ? { _id: r.passport.id, filename: r.passport.filename } : null,
    createdAt: h.createdAt.toISOString(),
    updatedAt: h.updatedAt.toISOString(),
  };
}

/** The detail adds the horse's lodgings and lab results, and what its research sheets wrote. */
export function presentHorseDetail(
  r: HorseRow,
  parts: Pick<HorseDetail, 'lodgings' | 'labResults'>,
): HorseDetail {
  return {
    ...presentHorse(r),
    ...parts,
    // jsonb written only by research-sheets/mare.ts saveOnMare (spec 01 §4).
    ovaryTags: r.horse.ovaryTags as OvaryTags,
    cysts: r.horse.cysts as HorseDetail['cysts'],
  };
}
