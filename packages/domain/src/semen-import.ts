import { z } from 'zod';
import { ITEMS_PER_TUBE_POSITION } from './semen.ts';

/**
 * 'Upload sperma stock' (spec 02 /settings/uploadSemenStock): one row of the CSV is one semen lot,
 * checked by the lot form's rules (semenLotInput) (docs/domain.md 'Semen CSV import').
 */
export const SEMEN_CSV_COLUMNS = {
  hengst: 'microchip, UELN of naam van de hengst, verplicht',
  eigenaar:
    "klant zoals de klantenlijst hem toont ('voornaam naam' of de bedrijfsnaam), of zijn e-mailadres of btw-nummer, verplicht",
  type: 'Productie of Import, verplicht',
  productiedatum: 'dd/mm/jjjj, niet na vandaag; verplicht voor type Productie',
  importdatum: 'dd/mm/jjjj, niet na vandaag; verplicht voor type Import',
  lotnummer: 'leeg: de productie- of importdatum (dd/mm/jjjj)',
  aantal: 'rietjes in het lot, een geheel getal groter dan 0, verplicht',
  exporttype: 'Nationaal, EU of Wereldwijd (ook national, worldwide), optioneel',
  container: 'naam van het stikstofvat, verplicht',
  koker: 'nummer van de koker, 1 tot het aantal kokers van het vat, verplicht',
  positie: `Boven of Onder, verplicht; een positie houdt ${ITEMS_PER_TUBE_POSITION} loten met rietjes`,
  kleur: 'kleur van de rietjes (Rood, Blauw, …), optioneel',
  concentratie: 'M/ml, getal vanaf 0, optioneel',
  motiliteit: '%, 0 tot 100, optioneel',
  progressiviteit: '%, 0 tot 100, optioneel',
  snelheid: 'Mic/sec, getal vanaf 0, optioneel',
  pail: 'Xpail/dosis, getal vanaf 0, optioneel',
  viabiliteit: '%, getal vanaf 0, optioneel',
} as const;
export type SemenCsvColumn = keyof typeof SEMEN_CSV_COLUMNS;

/** Columns every file must have; and one of the two dates. */
export const SEMEN_CSV_REQUIRED = [
  'hengst',
  'eigenaar',
  'type',
  'aantal',
  'container',
  'koker',
  'positie',
] as const satisfies readonly SemenCsvColumn[];
export const SEMEN_CSV_DATES = ['productiedatum', 'importdatum'] as const;

/** The most lots one file may hold. */
export const MAX_SEMEN_IMPORT_ROWS = 20_000;

/** The column a field of semenLotInput comes from: a problem with the field names its column. */
export const SEMEN_CSV_FIELD_COLUMNS: Record<string, SemenCsvColumn> = {
  lotNumber: 'lotnummer',
  stallion: 'hengst',
  owner: 'eigenaar',
  type: 'type',
  production_date: 'productiedatum',
  import_date: 'importdatum',
  export_type: 'exporttype',
  'location.container': 'container',
  'location.tube': 'koker',
  'location.position': 'positie',
  initial_inventory: 'aantal',
  color: 'kleur',
  concentration: 'concentratie',
  motility: 'motiliteit',
  progress: 'progressiviteit',
  velocity: 'snelheid',
  pail: 'pail',
  viability: 'viabiliteit',
};

export const semenImportMsg = {
  empty: 'Het bestand bevat geen sperma loten',
  tooMany: `Maximaal ${String(MAX_SEMEN_IMPORT_ROWS).replace(/\B(?=(\d{3})+$)/g, '.')} sperma loten per bestand`,
  refused: (rows: number) =>
    `${rows} ${rows === 1 ? 'rij bevat' : 'rijen bevatten'} fouten: niets geïmporteerd`,
  more: (n: number) => `… en nog ${n} ${n === 1 ? 'fout' : 'fouten'}`,
} as const;

/** 200 of POST /api/semen/upload/semen: how many lots were imported. */
export const semenImportResult = z.object({ imported: z.number().int() });
export type SemenImportResult = z.infer<typeof semenImportResult>;
