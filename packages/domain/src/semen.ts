import { z } from 'zod';
import { brusselsDay, brusselsNoon } from './dates.ts';
import { noonDateTime } from './stock.ts';

// The semen module's vocabulary: types, labels, messages and the day rules its bodies share.
// The lot's shapes are in semen-lots.ts, the actions' bodies in semen-actions.ts.

/** Frozen semen lots (spec 02 'Semen', §3 Semen lot, §5, §9; docs/domain.md 'Semen'). */
export const SEMEN_TYPES = ['Productie', 'Import'] as const;
export type SemenType = (typeof SEMEN_TYPES)[number];

export const EXPORT_TYPES = ['national', 'EU', 'worldwide'] as const;
export type ExportType = (typeof EXPORT_TYPES)[number];
export const EXPORT_TYPE_LABELS: Record<ExportType, string> = {
  national: 'Nationaal',
  EU: 'EU',
  worldwide: 'Wereldwijd',
};

/** Where in a tube a lot or an embryo sits (spec 02 §9). */
export const CONTAINER_POSITIONS = ['Boven', 'Onder'] as const;
export type ContainerPosition = (typeof CONTAINER_POSITIONS)[number];
/**
 * Lots (and, with the ICSI module, embryo holders) one position of a tube holds: a tube has two
 * positions, so a container of N tubes has room for N × 2 × this many (docs/domain.md).
 */
export const ITEMS_PER_TUBE_POSITION = 10;

export const SEMEN_MOD_TYPES = [
  'Create',
  'Correction',
  'Verbruik',
  'Export',
  'Change',
  'Destroy',
  'Damaged',
  'Control',
] as const;
export type SemenModType = (typeof SEMEN_MOD_TYPES)[number];
export const SEMEN_MOD_LABELS: Record<SemenModType, string> = {
  Create: 'Aangemaakt',
  Correction: 'Correctie',
  Verbruik: 'Verbruik',
  Export: 'Export',
  Change: 'Eigenaar wijzigen',
  Destroy: 'Vernietigd',
  Damaged: 'Beschadigd',
  Control: 'Controle',
};
/** Create and Correction are not offered as modifications (spec 02 §3). */
export const SEMEN_MOD_CHOICES = [
  'Verbruik',
  'Export',
  'Change',
  'Destroy',
  'Damaged',
  'Control',
] as const;

export const SEMEN_MOD_ACTIONS = ['add', 'subtract'] as const;
export type SemenModAction = (typeof SEMEN_MOD_ACTIONS)[number];
/** The direction of each type; Control may go either way (a count after a check). */
export function semenModAction(type: SemenModType, chosen?: SemenModAction): SemenModAction {
  if (type === 'Create') return 'add';
  if (type === 'Control') return chosen ?? 'subtract';
  return 'subtract';
}

/** The actions of the 'Sperma loten' screen, with the label of their menu item and snackbar. */
export const SEMEN_LOT_ACTIONS = {
  Export: 'Export',
  Change: 'Eigenaar wijzigen',
  Damaged: 'Beschadigd',
  Destroy: 'Vernietigen',
  Control: 'Controle',
  Relocate: 'Verplaatsen',
  ExportType: 'Export type selecteren',
  Correction: 'Correction',
  Invoice: 'Factureren',
} as const;
export type SemenLotAction = keyof typeof SEMEN_LOT_ACTIONS;

export const semenMsg = {
  notFound: 'Sperma lot niet gevonden',
  notEnough: (left: number) =>
    `Onvoldoende rietjes in dit lot: er zijn er nog ${left}. Niets werd gewijzigd.`,
  amount: (max: number) => `Dit veld is verplicht, moet groter zijn dan 0 en kleiner dan ${max}`,
  customerRequired: 'Kies een klant: dit veld is verplicht voor deze actie',
  notAfterToday: 'Deze datum mag niet na vandaag liggen',
  productionDateRequired: 'Dit veld is verplicht voor een lot van type Productie',
  importDateRequired: 'Dit veld is verplicht voor een lot van type Import',
  locked: (field: string) => `${field} kan niet meer gewijzigd worden na het aanmaken van het lot`,
  hasModifications:
    'Dit lot heeft al wijzigingen (export, verbruik, …) en kan niet verwijderd worden: corrigeer ze eerst.',
  tubeFull: (tube: number, position: string) =>
    `Koker ${tube} (${position}) van dit vat is vol: kies een andere koker of positie.`,
  noTube: (tubes: number) => `Dit vat heeft kokers 1 tot ${tubes}`,
  nothingToCorrect: 'Dit lot heeft geen wijziging meer om te corrigeren.',
  splitChanged:
    'Het afgesplitste lot van deze wijziging werd al gewijzigd: corrigeer dat lot eerst.',
  correctOnParent:
    'Dit lot werd van een ander lot afgesplitst: corrigeer de wijziging op dat oorspronkelijke lot.',
  usedInCase:
    'Deze rietjes werden in een case gebruikt: verwijder de lijn in die case om ze terug te geven.',
  lotNotFound: 'Dit sperma lot bestaat niet (meer): kies een ander lot.',
  noTransaction: 'Deze wijziging heeft geen transactie meer om te verwijderen.',
  sameLots: 'Kies minstens één lot',
  overCount: (initial: number) =>
    `Na deze controle zouden er meer rietjes zijn dan het lot ooit had (${initial}).`,
  beforeLot: 'Deze datum ligt voor de productie- of importdatum van het lot',
  notStallion: 'Kies een hengst',
  invoiceLater: 'Factureren van stockkosten komt met de facturatie via Teamleader.',
} as const;

const notAfterToday = (v: string | null) =>
  !v || brusselsDay(new Date(v)) <= brusselsDay(new Date());
export const semenPastDay = noonDateTime.refine(notAfterToday, semenMsg.notAfterToday);
/** The day of an action: today when not given (the dialogs fill in today). */
export const semenActionDay = semenPastDay
  .optional()
  .transform((v) => v ?? brusselsNoon(brusselsDay(new Date())).toISOString());
/** An optional day not after today: empty means none. */
export const semenOptionalPastDay = z
  .union([semenPastDay, z.literal(''), z.null()])
  .optional()
  .transform((v) => (v ? v : null));
