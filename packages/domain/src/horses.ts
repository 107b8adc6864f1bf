import { z } from 'zod';
import { ifMissing, msg, unlessMissing } from './messages.ts';
import { numberFromText, optionalText, requiredText, uuid } from './fields.ts';
import { booleanParam, listQuery, repeated } from './list.ts';
import { addBrusselsDays } from './dates.ts';

export const HORSE_TYPES = ['Hengst', 'Merrie'] as const;
export type HorseType = (typeof HORSE_TYPES)[number];

/** Studbooks, breeds and coat colours offered by the horse form (GET /api/config/horse). */
export const STUDBOOKS = [
  'BWP',
  'SBS',
  'KWPN',
  'Zangersheide',
  'Holsteiner',
  'Hannoveraner',
  'Oldenburger',
  'Selle Français',
  'Trakehner',
  'AES',
  'Westfalen',
  'Haflinger',
  'Fjord',
  'KFPS (Fries)',
  'Arabier',
  'Welsh',
  'Shetland',
  'Geen stamboek',
] as const;
export const BREEDS = [
  'Warmbloed',
  'Volbloed',
  'Arabisch volbloed',
  'Haflinger',
  'Fjord',
  'Fries',
  'Shetlander',
  'Welsh pony',
  'Quarter Horse',
  'Lusitano',
  'PRE',
  'Tinker',
  'Trekpaard',
  'Pony',
  'Onbekend',
] as const;
export const COAT_COLORS = [
  'Vos',
  'Bruin',
  'Donkerbruin',
  'Zwart',
  'Schimmel',
  'Palomino',
  'Bont',
  'Falb',
  'Isabel',
  'Roan',
  'Appaloosa',
] as const;
/** Straw and tube colours of semen lots and ICSI lots (GET /api/config/colors). */
export const COLLECTION_COLORS = [
  'Rood',
  'Blauw',
  'Groen',
  'Geel',
  'Wit',
  'Zwart',
  'Oranje',
  'Paars',
  'Roze',
  'Grijs',
  'Transparant',
] as const;

/** Days between the chosen implantation date and the stored one (spec 01 §4; column '45 dagen'). */
export const IMPLANTATION_OFFSET_DAYS = 37;

export const MAX_15 = 'Max 15 characters';
const code15 = z
  .string()
  .trim()
  .max(15, MAX_15)
  .nullish()
  .transform((v) => (v ? v : null));
const isoDate = z.iso.datetime({ offset: true, error: unlessMissing('Invalid date') });
const optionalDate = isoDate.nullish().transform((v) => v ?? null);
/** A date in an answer: ISO 8601 with offset (documented as `format: date-time`). */
const dateTime = z.iso.datetime({ offset: true });

/** The horse form and API body (spec 01 §5 Horse). */
export const horseFields = z
  .object({
    name: requiredText(64),
    type: z.enum(HORSE_TYPES),
    breed: requiredText(64),
    studbook: requiredText(64),
    date_of_birth: optionalDate,
    owner: uuid.nullish().transform((v) => v ?? null),
    ueln: code15,
    microchip: code15,
    stallionOwner: uuid.nullish().transform((v) => v ?? null),
    stud_fee: z
      .preprocess(numberFromText, z.number().min(0).max(1_000_000))
      .nullish()
      .transform((v) => v ?? null),
    death: z.boolean().default(false),
    date_of_death: optionalDate,
    surrogate: z.boolean().default(false),
    surrogate_uid: optionalText(32),
    coat_color: optionalText(32),
    father: optionalText(64),
    mother: optionalText(64),
    grandfather: optionalText(64),
    stud_horse: z.boolean().default(false),
    WFFS_free: z.boolean().default(false),
    keep_for_food_chain: z.boolean().default(false),
    donor_mare: uuid.nullish().transform((v) => v ?? null),
    embryoImplanted: optionalDate,
  })
  .superRefine((h, ctx) => {
    if (h.death && !h.date_of_death) {
      ctx.addIssue({ code: 'custom', path: ['date_of_death'], message: msg.required });
    }
  })
  // Surrogate pertains to mares, stud horse to stallions (spec 01 §3).
  .transform((h) => ({
    ...h,
    surrogate: h.type === 'Merrie' && h.surrogate,
    surrogate_uid: h.type === 'Merrie' ? h.surrogate_uid : null,
    donor_mare: h.type === 'Merrie' && h.surrogate ? h.donor_mare : null,
    stud_horse: h.type === 'Hengst' && h.stud_horse,
    WFFS_free: h.type === 'Hengst' && h.WFFS_free,
    date_of_death: h.death ? h.date_of_death : null,
  }));
export type HorseFields = z.input<typeof horseFields>;

export const LODGING_STATUSES = ['invoiceable', 'not invoiceable', 'invoiced'] as const;
export type LodgingStatus = (typeof LODGING_STATUSES)[number];

/** A lodging (spec 01 §5 Lodging): location required, arrival not after departure. */
export const lodgingFields = z
  .object({
    arrival: isoDate,
    departure: optionalDate,
    location: z.uuid({ error: ifMissing('Gelieve een locatie te kiezen') }),
    billable: z.boolean().default(true),
  })
  .superRefine((l, ctx) => {
    if (l.departure && new Date(l.departure) < new Date(l.arrival)) {
      ctx.addIssue({
        code: 'custom',
        path: ['departure'],
        message: 'Vertrek mag niet voor aankomst liggen',
      });
    }
  });
export type LodgingFields = z.input<typeof lodgingFields>;
export const lodgingCreateBody = z.object({ lodging: lodgingFields, pensionType: uuid.nullish() });
export const lodgingUpdateBody = z.object({ lodging: lodgingFields.and(z.object({ _id: uuid })) });
export const horseBody = z.object({ horse: horseFields });
export const DEAD_HORSE_NO_LODGINGS = 'Een overleden paard kan geen verblijven krijgen.';
/** POST /api/horse/create {horse incl. lodgings}; a horse created dead takes no lodgings. */
export const horseCreateBody = z.object({
  horse: horseFields
    .and(
      z.object({
        lodgings: z
          .array(lodgingFields.and(z.object({ pensionType: uuid.nullish() })))
          .max(50)
          .default([]),
      }),
    )
    .superRefine((h, ctx) => {
      if (h.death && h.lodgings.length > 0)
        ctx.addIssue({ code: 'custom', path: ['lodgings'], message: DEAD_HORSE_NO_LODGINGS });
    }),
});

export const lodging = z.object({
  _id: uuid,
  arrival: dateTime,
  departure: dateTime.nullable(),
  location: uuid,
  locationLabel: z.string(),
  stable: z.string().nullable(),
  billable: z.boolean(),
  status: z.enum(LODGING_STATUSES),
  pensionType: z.object({ _id: uuid, name: z.string() }).nullable(),
});
export type Lodging = z.infer<typeof lodging>;

const ref = z.object({ _id: uuid, name: z.string() }).nullable();
export const horse = z.object({
  _id: uuid,
  name: z.string(),
  type: z.enum(HORSE_TYPES),
  breed: z.string().nullable(),
  studbook: z.string().nullable(),
  date_of_birth: dateTime.nullable(),
  owner: ref,
  ueln: z.string().nullable(),
  microchip: z.string().nullable(),
  stallionOwner: ref,
  stud_fee: z.number().nullable(),
  death: z.boolean(),
  date_of_death: dateTime.nullable(),
  surrogate: z.boolean(),
  surrogate_uid: z.string().nullable(),
  coat_color: z.string().nullable(),
  father: z.string().nullable(),
  mother: z.string().nullable(),
  grandfather: z.string().nullable(),
  stud_horse: z.boolean(),
  WFFS_free: z.boolean(),
  keep_for_food_chain: z.boolean(),
  donor_mare: ref,
  embryoImplanted: dateTime.nullable(),
  location: z.object({ _id: uuid, stable: z.string().nullable(), label: z.string() }).nullable(),
  /** 'stable prefix-name' of the current location, or null. */
  fullLocation: z.string().nullable(),
  passport: z.object({ _id: uuid, filename: z.string() }).nullable(),
  createdAt: dateTime,
  updatedAt: dateTime,
});
export type Horse = z.infer<typeof horse>;

export const HORSE_SORT_FIELDS = [
  'name',
  'type',
  'microchip',
  'surrogate_uid',
  'date_of_birth',
  'location',
  'owner',
  'embryoImplanted',
  'createdAt',
] as const;
const optionalBool = booleanParam.optional();
/** Filters of the horse list and its variants (spec 01 Horse list, spec 02 research sheets). */
export const horseFilters = z.object({
  _id: repeated(uuid),
  search: z.string().trim().max(64).optional(),
  type: z.enum(HORSE_TYPES).optional(),
  surrogate: optionalBool,
  stud_horse: optionalBool,
  death: optionalBool,
  aliveOnly: optionalBool,
  owner: uuid.optional(),
  /** The start of the location's 'prefix-name', case-insensitive. */
  location: z.string().trim().max(64).optional(),
  /** One location (the location select of /report/location). */
  locationId: uuid.optional(),
  stable: z.string().trim().max(64).optional(),
  microchip: z.string().trim().max(15).optional(),
  surrogate_uid: z.string().trim().max(32).optional(),
});
export const horseListQuery = listQuery(HORSE_SORT_FIELDS).extend(horseFilters.shape);
export const horseListResult = z.object({ results: z.array(horse), total: z.number().int() });
export const horseSearchQuery = z.object({
  searchValue: z.string().trim().max(64).default(''),
  type: z.enum(HORSE_TYPES).optional(),
  stud_horse: optionalBool,
  surrogate: optionalBool,
  owner: uuid.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export const relocateBody = z.object({
  horses: z.array(uuid).min(1, 'Kies minstens één paard').max(500),
  stable: uuid,
});

/** The title of the horse list follows its filters (spec 01 Horse list). */
export function horseListTitle(f: {
  death?: boolean;
  surrogate?: boolean;
  type?: HorseType;
  stud_horse?: boolean;
}): string {
  if (f.death) return 'Overleden';
  if (f.surrogate) return 'Draagmoeders';
  if (f.stud_horse) return 'Dekhengsten';
  if (f.type === 'Merrie') return 'Merries';
  if (f.type === 'Hengst') return 'Hengsten';
  return 'Paarden';
}

/**
 * The stored implantation date: the chosen day moved forward 37 calendar days, at 12:00
 * Europe/Brussels (spec 01 §4) — also across a daylight-saving change.
 */
export function storedImplantationDate(chosen: Date): Date {
  return addBrusselsDays(chosen, IMPLANTATION_OFFSET_DAYS);
}

/** The implantation date the user chose: the stored day minus 37 calendar days, at 12:00. */
export function chosenImplantationDate(stored: Date): Date {
  return addBrusselsDays(stored, -IMPLANTATION_OFFSET_DAYS);
}
