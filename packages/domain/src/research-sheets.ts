import { z } from 'zod';
import { msg, unlessMissing } from './messages.ts';
import { numberFromText, uuid } from './fields.ts';
import { treatmentLines, treatmentLinesFields } from './treatment-lines.ts';

/** Uterus oedeem ratings 0–4 and their labels (spec 01 'Research sheet form'). */
export const UTERUS_RATINGS = ['Geen', 'Beginnend', 'Graad 1', 'Graad 2', 'Graad 3'] as const;
/** Ovary tags a mare keeps between sheets (spec 01 §9). */
export const OVARY_TAGS = ['Afwezig', 'Multifolliculair', 'Tumoraal'] as const;
/** Cyst positions (spec 01 §9 'Uterus position values'). */
export const CYST_POSITIONS = ['Boven', 'Onder'] as const;
export const MOIST_LIST = ['Weinig', 'Matig', 'Veel'] as const;
export const MOIST_TYPES = ['Helder', 'Troebel', 'Etterig'] as const;
export const PREGNANT_OPTIONS = ['Eenling', 'Tweeling', 'Drieling'] as const;
export const FOLLICLE_TAGS = [
  'Ovulatie',
  'Corpus luteum',
  'Corpus hemorrhagicum',
  'Dominant',
] as const;
/** The vets a sheet can name (GET /api/config/vets). */
export const VETS = ['Dr. Peeters', 'Dr. Janssens', 'Dr. Claes', 'Dr. Wouters'] as const;

/** A name as it compares: lower case, without a leading 'Dr.' and extra spaces. */
function bareName(name: string): { words: string[]; doctor: boolean } {
  const words = name.toLowerCase().replace(/\./g, ' ').split(/\s+/).filter(Boolean);
  const doctor = words[0] === 'dr';
  return { words: doctor ? words.slice(1) : words, doctor };
}

/**
 * The vet of the list that the signed-in user is, for a new research sheet (docs/domain.md):
 * the same name once titles are left out ('An Peeters' is 'Dr. An Peeters'), or else, for a user
 * who carries the title, the one vet 'Dr. <surname>' with that surname ('Dr. An Peeters' is
 * 'Dr. Peeters'). '' when none or more than one fits: the user then chooses.
 */
export function vetOfUser(userName: string | null, vets: readonly string[]): string {
  if (!userName) return '';
  const user = bareName(userName);
  if (user.words.length === 0) return '';
  const same = vets.filter((v) => bareName(v).words.join(' ') === user.words.join(' '));
  if (same.length === 1) return same[0] ?? '';
  if (!user.doctor) return '';
  const surname = user.words.at(-1);
  const bySurname = vets.filter((v) => {
    const vet = bareName(v);
    return vet.doctor && vet.words.length === 1 && vet.words[0] === surname;
  });
  return bySurname.length === 1 ? (bySurname[0] ?? '') : '';
}

export const sheetMsg = {
  saveFailed: 'Er liep iets mis bij het aanmaken/ bewerken van deze onderzoeksfiche.',
  updateFailed: 'Er liep iets mis bij het bijwerken van deze onderzoeksfiche.',
  deleteFailed: 'Er liep iets mis bij het verwijderen van deze onderzoeksfiche.',
  vetsFailed: 'Er liep iets mis bij het ophalen van dierenartsen.',
  settingsFailed: 'Er liep iets mis bij het ophalen van bepaalde instellingen.',
  saved: 'Onderzoeksfiche succesvol opgeslagen',
  futureDate: 'De datum van het onderzoek kan niet in de toekomst liggen',
  notDeletable:
    'Een onderzoeksfiche met protocollen, labo-onderzoeken of producten kan niet verwijderd worden.',
  invoiced: 'Deze onderzoeksfiche is gefactureerd: enkel aantallen kunnen nog aangepast worden.',
  caseClosed: 'Deze case is gesloten: er kunnen geen onderzoeksfiches meer toegevoegd worden.',
  caseClosedSheet:
    'Deze case is gesloten: haar onderzoeksfiches kunnen niet meer aangepast of verwijderd worden.',
  horseMismatch: 'Het paard van de onderzoeksfiche moet het paard van de case zijn.',
} as const;

const size = z.preprocess(
  numberFromText,
  z.number().min(0, msg.notNegative).max(200, msg.atMost(200)),
);
const tag = z
  .string()
  .max(64)
  .nullish()
  .transform((v) => v ?? null);

export const follicleFields = z.object({
  follicle: z.string().regex(/^#\d+$/, 'Ongeldige follikel'),
  size,
  follicleTag: tag,
});
export const ovaryFields = z.object({
  follicles: z.array(follicleFields).max(50).default([]),
  tags: z.array(z.string().max(64)).max(10).default([]),
});
export const cystFields = z.object({
  id: z.string().regex(/^#\d+$/, 'Ongeldige cyste'),
  size,
  position: z
    .enum(CYST_POSITIONS)
    .nullish()
    .transform((v) => v ?? null),
});

export const sheetInformationFields = z.object({
  leftOvary: ovaryFields.default({ follicles: [], tags: [] }),
  rightOvary: ovaryFields.default({ follicles: [], tags: [] }),
  uterus: z
    .object({
      rating: z.number().int().min(0).max(4).default(0),
      content: z
        .object({ moist: tag, type: tag })
        .default({ moist: null, type: null })
        // The moisture type only goes with a moisture.
        .transform((c) => (c.moist ? c : { moist: null, type: null })),
    })
    .default({ rating: 0, content: { moist: null, type: null } }),
  pregnant: z
    .object({ isPregnant: z.boolean().default(false), count: tag })
    .default({ isPregnant: false, count: null })
    .transform((p) =>
      p.isPregnant
        ? { isPregnant: true, count: p.count ?? 'Eenling' }
        : { isPregnant: false, count: null },
    ),
});
export type SheetInformation = z.infer<typeof sheetInformationFields>;

/** POST /api/researchSheet and PUT /api/researchSheet/{id}. */
export const researchSheetBody = z.object({
  client: uuid.nullish().transform((v) => v ?? null),
  horse: uuid,
  case: uuid,
  doctor: z.string().trim().min(1, msg.required).max(64, msg.max64),
  researchDate: z.iso
    .datetime({ offset: true, error: unlessMissing('Invalid date') })
    // A minute of slack for the browser's clock.
    .refine((d) => new Date(d).getTime() <= Date.now() + 60_000, sheetMsg.futureDate),
  information: sheetInformationFields.default({
    leftOvary: { follicles: [], tags: [] },
    rightOvary: { follicles: [], tags: [] },
    uterus: { rating: 0, content: { moist: null, type: null } },
    pregnant: { isPregnant: false, count: null },
  }),
  cysts: z.array(cystFields).max(50).default([]),
  ...treatmentLinesFields,
});
export type ResearchSheetBody = z.infer<typeof researchSheetBody>;

const dateTime = z.iso.datetime({ offset: true });
/** A cyst as answers show it: '#n' (spec 01 §3), size in mm, position. */
export const cyst = z.object({
  id: z.string().regex(/^#\d+$/),
  size: z.number(),
  position: z.enum(CYST_POSITIONS).nullable(),
});
export type Cyst = z.infer<typeof cyst>;
const ovary = z.object({
  follicles: z.array(
    z.object({ follicle: z.string(), size: z.number(), follicleTag: z.string().nullable() }),
  ),
  tags: z.array(z.string()),
});

/** A research sheet as the API returns it; lines as in the case detail. */
export const researchSheet = z.object({
  _id: uuid,
  client: uuid.nullable(),
  horse: uuid,
  case: uuid,
  doctor: z.string(),
  researchDate: dateTime,
  billable: z.boolean(),
  information: z.object({
    leftOvary: ovary,
    rightOvary: ovary,
    uterus: z.object({
      rating: z.number().int(),
      content: z.object({ moist: z.string().nullable(), type: z.string().nullable() }),
    }),
    pregnant: z.object({ isPregnant: z.boolean(), count: z.string().nullable() }),
  }),
  cysts: z.array(cyst),
  ...treatmentLines,
  createdAt: dateTime,
  updatedAt: dateTime,
});
export type ResearchSheet = z.infer<typeof researchSheet>;

/** GET /api/researchSheet?horse|customer|case: the sheets listed on a horse or customer. */
export const researchSheetListItem = z.object({
  _id: uuid,
  case: z.object({ _id: uuid, reference: z.string() }),
  horse: z.object({ _id: uuid, name: z.string() }),
  client: z.object({ _id: uuid, name: z.string() }).nullable(),
  doctor: z.string(),
  researchDate: dateTime,
  billable: z.boolean(),
});
export type ResearchSheetListItem = z.infer<typeof researchSheetListItem>;
export const researchSheetListResult = z.object({
  results: z.array(researchSheetListItem),
  total: z.number().int(),
});

/** Labels of the research sheet's billable flag. */
export const sheetBillableLabel = (billable: boolean) =>
  billable ? 'Factureerbaar' : 'Gefactureerd';
