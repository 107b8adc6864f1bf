import { z } from 'zod';
import { positiveInt, requiredText, uuid } from './fields.ts';
import { COLLECTION_COLORS } from './horses.ts';
import { booleanParam, listQuery } from './list.ts';
import { msg } from './messages.ts';
import { CONTAINER_POSITIONS, semenOptionalPastDay } from './semen.ts';
import { semenLocationInput } from './semen-lots.ts';

// ICSI lots and their embryos: messages, the lot form's input, the API's answers and the list
// queries (spec 02 'ICSI', §3 ICSI lot / Embryo / Embryo history item, §4, §5, §7, §9;
// docs/domain.md 'ICSI'). An embryo sits in a tube position of a nitrogen container like a semen
// lot: the lot's embryos share the tube room of semen.ts (ITEMS_PER_TUBE_POSITION).

/** The most embryos one lot makes (one ICSI session of one mare gives a handful). */
export const MAX_EMBRYOS_PER_LOT = 200;

export const icsiMsg = {
  empty: 'Geen ICSI loten gevonden',
  saved: 'ICSI is succesvol opgeslaan',
  onlyActive: "Enkel loten met actieve embryo's",
  damaged: 'beschadigd',
  inactive: 'inactief',
  deleteConfirm: (code: string) =>
    `Ben je zeker dat je het lot ${code} wilt verwijderen? Dit kan niet meer ongedaan gemaakt worden`,
  notMare: 'Kies een merrie als donormerrie',
  notStallion: 'Kies een hengst als donorhengst',
  noCustomer: 'Klant niet gevonden',
  noContainer: 'Stikstofvat niet gevonden',
  noEmbryos: 'Kies minstens één embryo',
  notOfLot: (code: string, first: string, last: string) =>
    `'${code}' is geen embryo van dit lot: kies uit ${first} tot ${last}`,
  twice: (code: string) => `Embryo ${code} staat er twee keer in`,
  codeTaken: (code: string) => `Er bestaat al een ICSI lot met code ${code}: kies een andere code.`,
  codeLocked: "De code kan niet meer gewijzigd worden zolang het lot actieve embryo's heeft",
  locked: (field: string) => `${field} kan niet meer gewijzigd worden na het aanmaken van het lot`,
  placeLocked:
    "De locatie van een lot wijzigt niet na het aanmaken: verplaats de embryo's zelf (actie Verplaatsen).",
  hasLeft:
    "Van dit lot werden al embryo's overgedragen of geëxporteerd: het kan niet verwijderd worden.",
  deletedNote: 'Lot verwijderd',
} as const;

/** The embryos a lot of `amount` with code `code` makes: '1-{code}' … '{amount}-{code}' (spec 02 §9). */
export function embryoCodes(code: string, amount: number): string[] {
  const n = Number.isInteger(amount) && amount > 0 ? Math.min(amount, MAX_EMBRYOS_PER_LOT) : 0;
  return Array.from({ length: n }, (_, i) => `${i + 1}-${code}`);
}

/** The number of an embryo code of a lot ('3-AB12' of lot 'AB12' is 3), or null. */
export function embryoNumber(embryoCode: string, code: string, amount: number): number | null {
  const at = embryoCodes(code, amount).indexOf(embryoCode);
  return at < 0 ? null : at + 1;
}

/** The lot form and the body part `icsi` of POST and PUT /api/icsi (spec 02 §5 ICSI lot). */
export const icsiLotInput = z.object({
  code: requiredText(64),
  amount: positiveInt(MAX_EMBRYOS_PER_LOT),
  owner: uuid,
  donor_mare: uuid,
  donor_stallion: uuid,
  collectionDate: semenOptionalPastDay,
  traces: z.boolean().default(false),
  collectionColor: z
    .union([z.enum(COLLECTION_COLORS), z.literal(''), z.null()])
    .optional()
    .transform((v) => (v ? v : null)),
  location: semenLocationInput,
});
export type IcsiLotFields = z.input<typeof icsiLotInput>;
export type IcsiLotInput = z.output<typeof icsiLotInput>;

/**
 * POST /api/icsi {icsi, embryoCodes}: the lot and the embryos chosen of '1-{code}' …
 * '{amount}-{code}' (at least one, each once).
 */
export const icsiCreateBody = z
  .object({
    icsi: icsiLotInput,
    embryoCodes: z
      .array(z.string().trim().max(80, msg.maxChars(80)))
      .min(1, icsiMsg.noEmbryos)
      .max(MAX_EMBRYOS_PER_LOT, msg.maxValues(MAX_EMBRYOS_PER_LOT)),
  })
  .superRefine((b, ctx) => {
    const { code, amount } = b.icsi;
    // Only against a valid code and amount (a fault there is named already).
    if (typeof code !== 'string' || !code || embryoCodes(code, amount).length !== amount) return;
    const codes = embryoCodes(code, amount);
    const seen = new Set<string>();
    for (const c of b.embryoCodes) {
      const message = seen.has(c)
        ? icsiMsg.twice(c)
        : codes.includes(c)
          ? undefined
          : icsiMsg.notOfLot(c, codes[0] ?? '', codes[codes.length - 1] ?? '');
      seen.add(c);
      if (message) ctx.addIssue({ code: 'custom', path: ['embryoCodes'], message });
    }
  });
export type IcsiCreateBody = z.output<typeof icsiCreateBody>;

/** PUT /api/icsi/{id} {icsi}: the whole form; what is locked must come back unchanged. */
export const icsiUpdateBody = z.object({ icsi: icsiLotInput });

const dateTime = z.iso.datetime({ offset: true });
const ref = z.object({ _id: uuid, name: z.string() });
const place = z.object({
  container: ref,
  tube: z.number().int(),
  position: z.enum(CONTAINER_POSITIONS),
});

/** A lot as the list 'ICSI Loten' shows it; `activeEmbryos` is kept by the database. */
export const icsiLot = z.object({
  _id: uuid,
  code: z.string(),
  amount: z.number().int(),
  owner: ref,
  donor_mare: ref,
  donor_stallion: ref,
  collectionDate: dateTime.nullable(),
  traces: z.boolean(),
  collectionColor: z.string().nullable(),
  location: place,
  activeEmbryos: z.number().int(),
  createdAt: dateTime,
  updatedAt: dateTime,
});
export type IcsiLot = z.infer<typeof icsiLot>;

/** The lot form: the lot and the embryos it made, in number order. */
export const icsiLotDetail = icsiLot.extend({
  embryos: z.array(
    z.object({ _id: uuid, code: z.string(), active: z.boolean(), damaged: z.boolean() }),
  ),
});
export type IcsiLotDetail = z.infer<typeof icsiLotDetail>;
export const icsiLotResult = z.object({ icsi: icsiLotDetail });

/** One embryo (spec 02 §3 Embryo); a date not reached yet (transfer, export, invoice) is null. */
export const embryo = z.object({
  _id: uuid,
  code: z.string(),
  lot: z.object({ _id: uuid, code: z.string() }),
  donor_mare: ref,
  donor_stallion: ref,
  active: z.boolean(),
  damaged: z.boolean(),
  traces: z.boolean(),
  color: z.string().nullable(),
  location: place,
  owner: ref,
  surrogate: ref.nullable(),
  transferDate: dateTime.nullable(),
  /** A transferred embryo whose pregnancy was lost (the surrogate may take another). */
  lostDate: dateTime.nullable(),
  exportDate: dateTime.nullable(),
  importedAt: dateTime,
  last_invoice_date: dateTime.nullable(),
  createdAt: dateTime,
  updatedAt: dateTime,
});
export type Embryo = z.infer<typeof embryo>;
export const embryoResult = z.object({ embryo });

export const ICSI_SORT_FIELDS = [
  'code',
  'collectionDate',
  'activeEmbryos',
  'traces',
  'createdAt',
  'updatedAt',
] as const;
const tube = z.coerce.number().int().min(1).max(1000);

/**
 * GET /api/icsi (spec 02 §7; /icsi 'ICSI Loten'). `container` and `tube` find the lots with an
 * active embryo there; `onlyActive` the lots with at least one active embryo.
 */
export const icsiListQuery = listQuery(ICSI_SORT_FIELDS).extend({
  donor_mare: uuid.optional(),
  donor_stallion: uuid.optional(),
  owner: uuid.optional(),
  container: uuid.optional(),
  tube: tube.optional(),
  onlyActive: booleanParam.optional(),
});
export type IcsiListQuery = z.output<typeof icsiListQuery>;
export const icsiListResult = z.object({ results: z.array(icsiLot), total: z.number().int() });

export const EMBRYO_SORT_FIELDS = [
  'code',
  'active',
  'transferDate',
  'exportDate',
  'importedAt',
  'last_invoice_date',
  'createdAt',
  'updatedAt',
] as const;

/**
 * GET /api/icsi/embryos (spec 02 §7): `batch_id` the lot. Active embryos only, unless
 * `showInactive` (all) or `active` (exactly that state) says otherwise.
 */
export const embryoListQuery = listQuery(EMBRYO_SORT_FIELDS).extend({
  batch_id: uuid.optional(),
  /** A part of the embryo code (the pickers of a case's Embryo parameter). */
  search: z.string().trim().max(64).optional(),
  active: booleanParam.optional(),
  donor_mare: uuid.optional(),
  donor_stallion: uuid.optional(),
  showInactive: booleanParam.optional(),
});
export type EmbryoListQuery = z.output<typeof embryoListQuery>;
/** The embryos of a customer or a horse: {results, total}. */
export const embryoPageResult = z.object({ results: z.array(embryo), total: z.number().int() });
/** The embryo list also names the donors of the filtered lot (or of the donor filters). */
export const embryoListResult = embryoPageResult.extend({
  donor_mare: ref.nullable(),
  donor_stallion: ref.nullable(),
});
