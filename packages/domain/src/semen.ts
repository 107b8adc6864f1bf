import { z } from 'zod';
import { brusselsDay, brusselsNoon } from './dates.ts';
import { numberFromText, optionalText, positiveInt, uuid } from './fields.ts';
import { COLLECTION_COLORS } from './horses.ts';
import { booleanParam, listQuery, repeated } from './list.ts';
import { msg } from './messages.ts';
import { dutchDay, noonDateTime } from './stock.ts';

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

const dateTime = z.iso.datetime({ offset: true });
const notAfterToday = (v: string | null) =>
  !v || brusselsDay(new Date(v)) <= brusselsDay(new Date());
const pastDay = noonDateTime.refine(notAfterToday, semenMsg.notAfterToday);
/** The day of an action: today when not given (the dialogs fill in today). */
const actionDay = pastDay
  .optional()
  .transform((v) => v ?? brusselsNoon(brusselsDay(new Date())).toISOString());
const optionalPastDay = z
  .union([pastDay, z.literal(''), z.null()])
  .optional()
  .transform((v) => (v ? v : null));

/** A quality value: empty or a number ≥ 0 (motility and progress also ≤ 100). */
const quality = (max?: number) =>
  z
    .preprocess(
      (v) => (v === '' || v === undefined ? null : numberFromText(v)),
      z
        .number({ error: msg.number })
        .min(0, msg.notNegative)
        .max(max ?? 1_000_000, msg.atMost(max ?? 1_000_000))
        .nullable(),
    )
    .optional()
    .transform((v) => v ?? null);

export const semenLocationInput = z.object({
  container: z.uuid({ error: msg.required }),
  tube: z.preprocess(
    numberFromText,
    z.number({ error: msg.required }).int(msg.wholeNumber).min(1, msg.atLeast(1)),
  ),
  position: z.enum(CONTAINER_POSITIONS, { error: msg.required }),
});
export type SemenLocationInput = z.output<typeof semenLocationInput>;

/** The lot form and the body of POST/PUT /api/semen {semenCollection} (spec 02 §5 Semen lot). */
export const semenLotInput = z
  .object({
    lotNumber: optionalText(64),
    stallion: z.uuid({ error: msg.required }),
    owner: z.uuid({ error: msg.required }),
    type: z.enum(SEMEN_TYPES, { error: msg.required }),
    production_date: optionalPastDay,
    import_date: optionalPastDay,
    export_type: z
      .union([z.enum(EXPORT_TYPES), z.literal(''), z.null()])
      .optional()
      .transform((v) => (v ? v : null)),
    location: semenLocationInput,
    initial_inventory: positiveInt(1_000_000),
    color: z
      .union([z.enum(COLLECTION_COLORS), z.literal(''), z.null()])
      .optional()
      .transform((v) => (v ? v : null)),
    concentration: quality(),
    motility: quality(100),
    progress: quality(100),
    velocity: quality(),
    pail: quality(),
    viability: quality(),
  })
  .superRefine((lot, ctx) => {
    if (lot.type === 'Productie' && !lot.production_date)
      ctx.addIssue({
        code: 'custom',
        path: ['production_date'],
        message: semenMsg.productionDateRequired,
      });
    if (lot.type === 'Import' && !lot.import_date)
      ctx.addIssue({ code: 'custom', path: ['import_date'], message: semenMsg.importDateRequired });
  });
export type SemenLotFields = z.input<typeof semenLotInput>;
export type SemenLotInput = z.output<typeof semenLotInput>;
export const semenLotBody = z.object({ semenCollection: semenLotInput });

/** An empty lot number on create becomes the formatted production (or import) date. */
export function defaultLotNumber(
  lot: Pick<SemenLotInput, 'lotNumber' | 'production_date' | 'import_date'>,
) {
  if (lot.lotNumber) return lot.lotNumber;
  const day = lot.production_date ?? lot.import_date;
  return day ? dutchDay(new Date(day)) : '';
}

const ref = z.object({ _id: uuid, name: z.string() });

export const semenModification = z.object({
  _id: uuid,
  type: z.enum(SEMEN_MOD_TYPES),
  action: z.enum(SEMEN_MOD_ACTIONS),
  amount: z.number().int(),
  owner: ref.nullable(),
  stallion: ref,
  date: dateTime,
  /** The modification a Correction undoes; a corrected one names its Correction. */
  corrects: uuid.nullable(),
  correctedBy: uuid.nullable(),
  /** The lot split off by an in-house export or an owner change. */
  splitLot: uuid.nullable(),
  case: z.object({ _id: uuid, reference: z.string() }).nullable(),
  createdBy: z.string().nullable(),
  createdAt: dateTime,
});
export type SemenModification = z.infer<typeof semenModification>;

export const semenLot = z.object({
  _id: uuid,
  lotNumber: z.string(),
  stallion: ref,
  owner: ref,
  type: z.enum(SEMEN_TYPES),
  production_date: dateTime.nullable(),
  import_date: dateTime.nullable(),
  export_date: dateTime.nullable(),
  last_invoice_date: dateTime.nullable(),
  empty_date: dateTime.nullable(),
  export_type: z.enum(EXPORT_TYPES).nullable(),
  location: z.object({
    container: ref,
    tube: z.number().int(),
    position: z.enum(CONTAINER_POSITIONS),
  }),
  initial_inventory: z.number().int(),
  current_inventory: z.number().int(),
  color: z.string().nullable(),
  concentration: z.number().nullable(),
  motility: z.number().nullable(),
  progress: z.number().nullable(),
  velocity: z.number().nullable(),
  pail: z.number().nullable(),
  viability: z.number().nullable(),
  /** The lot this one was split off from (an in-house export or owner change). */
  splitFrom: uuid.nullable(),
  createdAt: dateTime,
  updatedAt: dateTime,
});
export type SemenLot = z.infer<typeof semenLot>;
export const semenLotDetail = semenLot.extend({ modifications: z.array(semenModification) });
export type SemenLotDetail = z.infer<typeof semenLotDetail>;

export const SEMEN_SORT_FIELDS = [
  'lotNumber',
  'production_date',
  'import_date',
  'type',
  'export_type',
  'current_inventory',
  'initial_inventory',
  'container',
  'createdAt',
  'updatedAt',
] as const;
/** GET /api/semen (spec 02 §7). `report` adds the stock report's calculations. */
export const semenListQuery = listQuery(SEMEN_SORT_FIELDS, { allowAll: true }).extend({
  stallion: uuid.optional(),
  owner: uuid.optional(),
  type: z.enum(SEMEN_TYPES).optional(),
  exportType: repeated(z.enum(EXPORT_TYPES)),
  container: uuid.optional(),
  tube: z.coerce.number().int().min(1).optional(),
  hideEmpty: booleanParam.optional(),
  report: booleanParam.optional(),
  /** A lot number, or a stallion's name, or a part of one (a case's lot picker). */
  search: z.string().trim().max(64).optional(),
  /** Each lot with its modifications (the stock report's toggle): one more statement. */
  modifications: booleanParam.optional(),
});
export type SemenListQuery = z.output<typeof semenListQuery>;
export const semenCalculations = z.object({
  total_init_inventory: z.number().int(),
  total_curr_inventory: z.number().int(),
  total_stock_reduction: z.number().int(),
});
export const semenListResult = z.object({
  results: z.array(semenLot.extend({ modifications: z.array(semenModification).optional() })),
  total: z.number().int(),
  calculations: semenCalculations.optional(),
});

/** GET /api/semen/horses: one row per stallion with lots (spec 02 §3 Horse with semen stock row). */
export const SEMEN_HORSE_SORT_FIELDS = [
  'horse',
  'totalInitial',
  'currentInventory',
  'totalMods',
] as const;
export const semenHorseQuery = listQuery(SEMEN_HORSE_SORT_FIELDS).extend({
  searchValue: z.string().trim().max(100).optional(),
  exportType: repeated(z.enum(EXPORT_TYPES)),
  container: uuid.optional(),
  tube: z.coerce.number().int().min(1).optional(),
});
export const semenHorseRow = z.object({
  horse: ref,
  totalInitial: z.number().int(),
  currentInventory: z.number().int(),
  totalMods: z.number().int(),
});
export const semenHorseResult = z.object({
  results: z.array(semenHorseRow),
  total: z.number().int(),
});

const modAmount = z.preprocess(
  numberFromText,
  z.number({ error: msg.positiveNumber }).int(msg.wholeNumber).gt(0, msg.positiveNumber),
);

/** POST /api/semen/{id}/modification (flat body, spec 02 §7). */
export const semenModificationBody = z.object({
  owner: z
    .uuid()
    .nullish()
    .transform((v) => v ?? null),
  amount: modAmount,
  type: z.enum(['Export', 'Destroy', 'Damaged', 'Control']),
  date: actionDay,
  action: z.enum(SEMEN_MOD_ACTIONS).optional(),
});
export type SemenModificationBody = z.output<typeof semenModificationBody>;

/** The lot split: part of a lot to a customer, kept in house (a new lot) or sent away. */
export const semenSplitBody = z.object({
  inHouse: z.boolean(),
  customerId: z.uuid({ error: semenMsg.customerRequired }),
  amount: modAmount,
  type: z.enum(['Export', 'Change']),
  date: actionDay,
});
export type SemenSplitBody = z.output<typeof semenSplitBody>;

/** POST /api/semen/change/{id}: the lot's straws (all, or `amount`) to another owner, in house. */
export const semenChangeBody = z.object({
  customerId: z.uuid({ error: semenMsg.customerRequired }),
  amount: modAmount.optional(),
  date: actionDay,
});

/**
 * POST /api/semen/actions: one action on several lots, all or nothing (spec 02 §5 Semen action
 * amount). `full` ('Volledige loten') takes each lot's whole current inventory.
 */
export const semenActionBody = z
  .object({
    lots: z.array(uuid).min(1, semenMsg.sameLots).max(200),
    type: z.enum(['Export', 'Change', 'Destroy', 'Damaged', 'Control']),
    full: z.boolean().default(false),
    amount: modAmount.optional(),
    action: z.enum(SEMEN_MOD_ACTIONS).optional(),
    customerId: z
      .uuid()
      .nullish()
      .transform((v) => v ?? null),
    inHouse: z.boolean().default(false),
    date: actionDay,
  })
  .superRefine((b, ctx) => {
    if ((!b.full || b.type === 'Control') && b.amount === undefined)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: msg.positiveNumber });
    if ((b.type === 'Export' || b.type === 'Change') && !b.customerId)
      ctx.addIssue({ code: 'custom', path: ['customerId'], message: semenMsg.customerRequired });
  });
export type SemenActionBody = z.output<typeof semenActionBody>;

export const semenRelocateBody = z.object({
  lots: z.array(uuid).min(1, semenMsg.sameLots).max(200),
  location: semenLocationInput,
});
export const semenExportTypeBody = z.object({
  lots: z.array(uuid).min(1, semenMsg.sameLots).max(200),
  export_type: z.enum(EXPORT_TYPES, { error: msg.required }),
});

/**
 * The most an action may take from the selected lots (spec 02 §5): the smallest current inventory
 * (the smallest initial inventory for Control).
 */
export function semenActionMax(
  lots: readonly Pick<SemenLot, 'current_inventory' | 'initial_inventory'>[],
  type: string,
): number {
  if (lots.length === 0) return 0;
  const key = type === 'Control' ? 'initial_inventory' : 'current_inventory';
  return Math.min(...lots.map((l) => l[key]));
}

/** GET /api/nitrogen-container/free-space and POST …/free-space {containerId?} */
export const remainingSpace = z.object({
  _id: uuid,
  container_name: z.string(),
  tubes: z.number().int(),
  remaining_space: z.number().int(),
});
export const remainingSpacesResult = z.object({ remainingSpaces: z.array(remainingSpace) });
