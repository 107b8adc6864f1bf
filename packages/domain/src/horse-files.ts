import { z } from 'zod';
import { msg } from './messages.ts';
import { requiredText, uuid } from './fields.ts';
import { HORSE_SORT_FIELDS, horseFilters } from './horses.ts';
import { listQuery } from './list.ts';
import { brusselsDay, brusselsNoon } from './dates.ts';

export { addBrusselsDays, brusselsDay, brusselsNoon } from './dates.ts';

/** Uploads (passports, lab results, CSV imports): at most 20 MB (DESIGN §4). */
export const MAX_UPLOAD_MB = 20;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;
/** A stored file name is for display only: at most this many characters. */
export const MAX_FILENAME_LENGTH = 100;

export const uploadMessages = {
  tooLarge: `Het bestand is te groot (maximum ${MAX_UPLOAD_MB} MB)`,
  badType: 'Dit bestandstype wordt niet aanvaard: enkel PDF, PNG of JPEG.',
  empty: 'Het bestand is leeg',
  notMultipart: 'Verstuur het bestand als multipart/form-data',
  badCsv: 'Invalid file uploaded, make sure the extension is .csv',
  future: 'De datum mag niet in de toekomst liggen',
  deadHorse: 'Een overleden paard kan niet meer gewijzigd worden.',
  noSurrogates: 'Geen draagmoeders gevonden',
} as const;

const dateTime = z.iso.datetime({ offset: true });
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A valid calendar day (no 31 February). */
function isRealDay(day: string): boolean {
  const d = new Date(`${day}T12:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === day;
}

/** A date as the lab form sends it: a day (YYYY-MM-DD) or an ISO date-time; never in the future. */
const pastDate = z
  .string()
  .trim()
  .min(1, msg.required)
  .max(40, 'Invalid date')
  .refine((v) => (ISO_DAY.test(v) ? isRealDay(v) : dateTime.safeParse(v).success), 'Invalid date')
  .transform((v) => (ISO_DAY.test(v) ? brusselsNoon(v) : new Date(v)))
  .refine((d) => brusselsDay(d) <= brusselsDay(new Date()), uploadMessages.future);

/** The fields of a lab result upload besides its file (spec 01 §5: lab, date and file). */
export const laboUploadFields = z.object({ lab: requiredText(64), date: pastDate });
export type LaboUploadFields = z.input<typeof laboUploadFields>;

/** A stored file as a horse shows it (the passport). */
export const storedFile = z.object({ _id: uuid, filename: z.string() });
export type StoredFile = z.infer<typeof storedFile>;

export const labResult = z.object({
  _id: uuid,
  filename: z.string(),
  lab: z.string(),
  date: dateTime,
  uploadDate: dateTime,
});
export type LabResult = z.infer<typeof labResult>;
export const labResultList = z.object({ results: z.array(labResult) });

export const labParams = z.object({ id: uuid, labId: uuid });
export const labDeleteParams = labParams.extend({
  filename: z.string().min(1).max(MAX_FILENAME_LENGTH),
});

/** GET /api/horse/{id}/pdfBase64: the research-sheet PDF as a data URL. */
export const pdfLink = z.object({ link: z.string().startsWith('data:application/pdf;base64,') });

/** GET /api/horse/research-sheets/pdf: the filters of the horse list, and its sort. */
export const researchSheetsQuery = horseFilters.extend(
  listQuery(HORSE_SORT_FIELDS).pick({ sortBy: true, sortDesc: true }).shape,
);

/** Columns of the lodging CSV import (docs/domain.md, 'Lodging CSV import'). */
export const LODGING_CSV_COLUMNS = {
  paard: 'microchip of naam van het paard, verplicht',
  stal: 'stal van de locatie, leeg: elke stal (moet dan eenduidig zijn)',
  locatie: "locatie als 'prefix-naam' of 'naam', verplicht",
  aankomst: 'aankomstdatum dd/mm/jjjj, verplicht',
  vertrek: 'vertrekdatum dd/mm/jjjj, leeg: het verblijf loopt nog',
  pensiontype: 'naam van het pensiontype, optioneel',
  factureerbaar: 'ja of nee, standaard ja',
} as const;
export const lodgingImportResult = z.object({ imported: z.number().int() });
