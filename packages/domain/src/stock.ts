import { z } from 'zod';
import { msg } from './messages.ts';
import { numberFromText, requiredText, uuid } from './fields.ts';
import { brusselsDay, brusselsNoon } from './horse-files.ts';
import { booleanParam, listQuery, repeated } from './list.ts';
import { PRODUCT_TYPES } from './products.ts';
import { TAX_RATES } from './pensions.ts';
import { MAX_REASON } from './stock-corrections.ts';

/** Stock modification types (spec 02 §3). Aankoop is written when a batch is received. */
export const STOCK_MOD_TYPES = [
  'Aankoop',
  'Beschadigd',
  'Verkoop',
  'Toediening',
  'Controle',
] as const;
/** The types a user may record on a batch (spec 02 §3 "Editable types"). */
export const EDITABLE_MOD_TYPES = ['Beschadigd', 'Verkoop', 'Toediening', 'Controle'] as const;
export type EditableModType = (typeof EDITABLE_MOD_TYPES)[number];
/** The remaining filter of the overview and the 'Loten' tab; absent means all. */
export const REMAINING_FILTERS = ['In stock', 'Out of stock'] as const;

/** A quantity as a user reads it: 3, 2.5, 0.25. */
const fmt = (n: number) => String(Math.round(n * 100) / 100);

export const stockMessages = {
  notEnough: (remaining: number) =>
    `Onvoldoende stock in dit lot: er blijft ${fmt(remaining)} over.`,
  notEnoughProduct: (usable: number) =>
    `Onvoldoende stock van dit product: de actieve, niet vervallen loten bevatten samen ${fmt(usable)}.`,
  /** A FEFO take that only expired batches could still serve (docs/domain.md). */
  onlyExpired: (usable: number, expired: number, day: string) =>
    `Onvoldoende stock van dit product die op ${day} nog niet vervallen is: de bruikbare loten ` +
    `bevatten samen ${fmt(usable)}; uit vervallen loten (samen ${fmt(expired)}) wordt niet ` +
    `toegediend of verkocht.`,
  /** A Toediening or Verkoop picked on a batch that has expired. */
  expiredBatch: (day: string) =>
    `Dit lot is vervallen op ${day}: er wordt niet uit toegediend of verkocht. Boek het als Beschadigd of Controle.`,
  inactive: 'Dit lot is gedeactiveerd: er kan geen stock meer uit genomen worden.',
  noBatch: 'Geen actief lot met stock voor dit product.',
  productInUse: 'Dit product heeft loten of stockmodificaties en kan niet verwijderd worden.',
  /** A mod of a case or sheet product line changes with that line only (docs/domain.md). */
  modOfCase: (reference: string | null) =>
    reference
      ? `Deze modificatie hoort bij dossier ${reference}: pas de hoeveelheid aan in het dossier.`
      : 'Deze modificatie hoort bij een dossier: pas de hoeveelheid aan in het dossier.',
  twoDecimals: 'Maximum 2 cijfers na de komma',
} as const;

/** The types that hand stock to a horse or customer: never from an expired batch. */
export const NO_EXPIRED_MOD_TYPES = ['Toediening', 'Verkoop'] as const;

/**
 * The first instant at which a batch is not yet expired on `at`'s Brussels day: 00:00 Europe/
 * Brussels of that day. A batch is usable through its expiration day (stored at 12:00 Brussels).
 */
export function notExpiredFrom(at: Date): Date {
  const day = brusselsDay(at);
  let start = new Date(brusselsNoon(day).getTime() - 12 * 3_600_000);
  // 12 hours before noon is midnight except on the two daylight-saving days.
  if (brusselsDay(start) !== day) start = new Date(start.getTime() + 3_600_000);
  else if (brusselsDay(new Date(start.getTime() - 3_600_000)) === day)
    start = new Date(start.getTime() - 3_600_000);
  return start;
}

/** A day as the Dutch screens show it: dd/MM/yyyy in Brussels. */
export function dutchDay(at: Date): string {
  const [y, m, d] = brusselsDay(at).split('-');
  return `${d}/${m}/${y}`;
}

const MAX_AMOUNT = 1_000_000;
const hasTwoDecimals = (v: number) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6;

/** A quantity or price: a number ≥ 0 with at most 2 decimals (numeric(12,2)). */
const nonNegative = z.preprocess(
  numberFromText,
  z
    .number({ error: msg.required })
    .min(0, 'Mag niet negatief zijn')
    .max(MAX_AMOUNT, `Mag maximum ${MAX_AMOUNT} zijn`)
    .refine(hasTwoDecimals, stockMessages.twoDecimals),
);
/** A modification amount: a number > 0 with at most 2 decimals. */
const positive = z.preprocess(
  numberFromText,
  z
    .number({ error: msg.positiveNumber })
    .gt(0, msg.positiveNumber)
    .max(MAX_AMOUNT, `Mag maximum ${MAX_AMOUNT} zijn`)
    .refine(hasTwoDecimals, stockMessages.twoDecimals),
);

const dateTime = z.iso.datetime({ offset: true });

const dateError = (iss: { input?: unknown }) =>
  iss.input === undefined || iss.input === null || iss.input === ''
    ? msg.required
    : 'Ongeldige datum';
const plausibleYear = (v: string) => {
  const y = new Date(v).getUTCFullYear();
  return y >= 1900 && y <= 2200;
};

/**
 * A date without time in the API (DESIGN §4, issue 8): an ISO date-time, stored at 12:00
 * Europe/Brussels of its Brussels day. The forms send that noon already (`formDay`).
 */
export const noonDateTime = z.iso
  .datetime({ offset: true, error: dateError })
  .transform((v) => brusselsNoon(brusselsDay(new Date(v))).toISOString())
  .refine(plausibleYear, 'Ongeldige datum');

/**
 * The same date as a form's day picker holds it (YYYY-MM-DD); its output is the API's date-time
 * at 12:00 Brussels, so a form's parsed values are the request body.
 */
export const formDay = z.iso
  .date({ error: dateError })
  .transform((v) => brusselsNoon(v).toISOString())
  .refine(plausibleYear, 'Ongeldige datum');

/** Prices and amount of a batch (≥ 0, 2 decimals), shared with the Medini import. */
export const batchNumbers = {
  buyInPrice: nonNegative,
  sellingPrice: nonNegative,
  sellingPricePerUnit: nonNegative,
  initialAmount: nonNegative,
};
/** The batch fields other than the dates (spec 02 §5 New batch). */
const batchShape = { lotNumber: requiredText(64), supplier: requiredText(64), ...batchNumbers };

/** The 'Nieuw lot' form (spec 02 §5 New batch), without the product (the page gives it). */
export const newBatchFields = z.object({
  ...batchShape,
  expirationDate: formDay,
  deliveryDate: formDay,
});
export type NewBatchFields = z.input<typeof newBatchFields>;
export type NewBatchInput = z.output<typeof newBatchFields>;
/** POST /api/stock: flat body, the batch fields plus the product; dates as date-times. */
export const newBatchBody = z.object({
  ...batchShape,
  expirationDate: noonDateTime,
  deliveryDate: noonDateTime,
  product: z.uuid({ error: msg.required }),
});
export type NewBatchBody = z.output<typeof newBatchBody>;

export const stockBatch = z.object({
  _id: uuid,
  product: uuid,
  lotNumber: z.string(),
  expirationDate: dateTime,
  deliveryDate: dateTime,
  supplier: z.string(),
  buyInPrice: z.number(),
  sellingPrice: z.number(),
  sellingPricePerUnit: z.number(),
  initialAmount: z.number(),
  remainingAmount: z.number(),
  active: z.boolean(),
  createdAt: dateTime,
  updatedAt: dateTime,
});
export type StockBatch = z.infer<typeof stockBatch>;
export const stockBatchResult = z.object({ batch: stockBatch });

/** Batch sorts within one product (bounded by the product's index; default expiry ascending). */
export const BATCH_SORT_FIELDS = [
  'expirationDate',
  'deliveryDate',
  'lotNumber',
  'supplier',
  'remainingAmount',
  'initialAmount',
  'createdAt',
] as const;
export const batchListQuery = listQuery(BATCH_SORT_FIELDS).extend({
  remaining: z.enum(REMAINING_FILTERS).optional(),
});
export const batchListResult = z.object({ batches: z.array(stockBatch), total: z.number().int() });

/** GET /api/stock: one row per product. */
export const STOCK_SORT_FIELDS = [
  'name',
  'type',
  'CNK',
  'tax',
  'expirationDate',
  'remaining',
  'remainingBuyValue',
  'remainingSellvalue',
] as const;
export const stockOverviewQuery = listQuery(STOCK_SORT_FIELDS).extend({
  search: z.string().trim().max(64).optional(),
  type: repeated(z.enum(PRODUCT_TYPES)),
  tax: repeated(z.preprocess(numberFromText, z.literal(TAX_RATES))),
  remaining: z.enum(REMAINING_FILTERS).optional(),
});
export const stockOverviewRow = z.object({
  _id: uuid,
  name: z.string(),
  type: z.string(),
  CNK: z.string(),
  dosage: z.number(),
  outgoingUnit: z.string().nullable(),
  tax: z.number(),
  expirationDate: dateTime.nullable(),
  waitingTime: z.number().int().nullable(),
  supplementAdministration: z.number().nullable(),
  remainingSellvalue: z.number(),
  remainingBuyValue: z.number(),
  remaining: z.number(),
});
export type StockOverviewRow = z.infer<typeof stockOverviewRow>;
export const stockOverviewResult = z.object({
  results: z.array(stockOverviewRow),
  total: z.number().int(),
  totalRemainingBuyValue: z.number(),
  totalRemainingSellValue: z.number(),
});

/** Mod lists sort on what the stock_mod indexes serve. */
export const MOD_SORT_FIELDS = ['createdAt', 'type'] as const;
const optionalUuid = z.uuid({ error: 'Ongeldige id' }).optional();
export const modListQuery = listQuery(MOD_SORT_FIELDS).extend({
  /** The corrections of this mod (its history, in the edit dialog). */
  corrects: optionalUuid,
  type: repeated(z.enum(STOCK_MOD_TYPES)),
  /** 'true': every type but Aankoop (the outgoing-products report). */
  out: booleanParam.optional(),
  horse: optionalUuid,
  product: optionalUuid,
  client: optionalUuid,
  from: dateTime.optional(),
  to: dateTime.optional(),
});
export type ModListQuery = z.output<typeof modListQuery>;

const ref = z.object({ _id: uuid, name: z.string() });
export const stockMod = z.object({
  _id: uuid,
  type: z.enum(STOCK_MOD_TYPES),
  product: ref,
  batch: z.object({ _id: uuid, lotNumber: z.string(), supplier: z.string() }),
  client: ref.nullable(),
  horse: ref.nullable(),
  /** The case (dossier) whose product line wrote the mod; such a mod changes with the case only. */
  case: z.object({ _id: uuid, reference: z.string() }).nullable(),
  /** Signed on a correction (negative: given back to the batch). */
  amount: z.number(),
  /** An original's amount after its corrections; null on a correction. */
  effectiveAmount: z.number().nullable(),
  /** The original a correction corrects (never another correction); null on an original. */
  correctionOf: z.object({ _id: uuid, createdAt: dateTime }).nullable(),
  /** Why a correction was made; null on an original. */
  reason: z.string().nullable(),
  /** Who recorded it (the user's name at the time). */
  createdBy: z.string().nullable(),
  createdAt: dateTime,
});
export type StockMod = z.infer<typeof stockMod>;
export const modListResult = z.object({ results: z.array(stockMod), total: z.number().int() });

/** PUT /api/stock/{batchId}: take stock out of one batch. */
export const modBody = z
  .object({
    type: z.enum(EDITABLE_MOD_TYPES, { error: msg.required }),
    amount: positive,
    client: z.uuid({ error: 'Ongeldige id' }).nullish(),
    horse: z.uuid({ error: 'Ongeldige id' }).nullish(),
  })
  .superRefine((b, ctx) => {
    if (b.type === 'Verkoop' && !b.client)
      ctx.addIssue({ code: 'custom', path: ['client'], message: msg.required });
    if (b.type === 'Toediening' && !b.horse)
      ctx.addIssue({ code: 'custom', path: ['horse'], message: msg.required });
  });
export type ModFields = z.input<typeof modBody>;
export type ModInput = z.output<typeof modBody>;
/**
 * PUT /api/stock/{batchId}/{modId}: a mod's new amount (spec 02 §5 Mod edit), written as a
 * correction of the difference, and why (required: a medicine record's correction says why).
 */
export const modEditBody = z.object({ amount: nonNegative, reason: requiredText(MAX_REASON) });
export type ModEditFields = z.input<typeof modEditBody>;
export type ModEditInput = z.output<typeof modEditBody>;
export const modResult = z.object({ mod: stockMod, batch: stockBatch });

export const productParams = z.object({ productId: uuid });
export const batchParams = z.object({ batchId: uuid });
export const modParams = z.object({ batchId: uuid, modId: uuid });

/** `at`: the administration date (default now); expired batches do not count (as in FEFO). */
export const remainingQuery = z.object({ product: repeated(uuid), at: dateTime.optional() });
export const remainingResult = z.object({
  results: z.array(z.object({ product: uuid, remaining: z.number() })),
});

export const modConfig = z.object({ types: z.array(z.enum(EDITABLE_MOD_TYPES)) });

/** GET /api/product/to-expire: active batches with stock, soonest expiry first. */
export const toExpireQuery = z.object({
  limit: z.preprocess(numberFromText, z.number().int().min(1).max(50)).default(5),
});
export const toExpireItem = z.object({
  _id: uuid,
  product: ref,
  lotNumber: z.string(),
  expirationDate: dateTime,
  remainingAmount: z.number(),
});
export const toExpireResult = z.object({ results: z.array(toExpireItem) });
