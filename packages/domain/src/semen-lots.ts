import { z } from 'zod';
import { numberFromText, optionalText, positiveInt, uuid } from './fields.ts';
import { COLLECTION_COLORS } from './horses.ts';
import { booleanParam, listQuery, repeated } from './list.ts';
import { msg } from './messages.ts';
import { dutchDay } from './stock.ts';
import {
  CONTAINER_POSITIONS,
  EXPORT_TYPES,
  SEMEN_MOD_ACTIONS,
  SEMEN_MOD_TYPES,
  SEMEN_TYPES,
  semenMsg,
  semenOptionalPastDay,
} from './semen.ts';

// A semen lot: the form's input, the API's answers and the list queries (spec 02 §3, §5, §7).

const dateTime = z.iso.datetime({ offset: true });

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
    production_date: semenOptionalPastDay,
    import_date: semenOptionalPastDay,
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
