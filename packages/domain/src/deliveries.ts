import { z } from 'zod';
import { msg } from './messages.ts';
import { numberFromText, uuid } from './fields.ts';
import { brusselsDay, brusselsNoon } from './horse-files.ts';
import { PRODUCT_TYPES, PRODUCT_UNITS } from './products.ts';
import { newBatchFields } from './stock.ts';

/** The delivery feeds we import; `delivery_line.source`. */
export const DELIVERY_SOURCES = ['medini'] as const;
export type DeliverySource = (typeof DELIVERY_SOURCES)[number];

/** A product created from a delivery gets this type unless the user chooses another. */
export const DEFAULT_DELIVERY_PRODUCT_TYPE =
  'Geneesmiddel' satisfies (typeof PRODUCT_TYPES)[number];

/** At most this many deliveries completed in one POST /api/delivery/incomplete. */
export const MAX_DELIVERY_LIST = 500;

export const deliveryMessages = {
  unavailable: 'De Medini-leveringen konden niet opgehaald worden.',
  duplicate: 'Deze levering staat twee keer in de lijst.',
  unknownLine: 'Deze levering bestaat niet (meer).',
} as const;

const dateTime = z.iso.datetime({ offset: true });

/**
 * A delivery line that could not be imported by itself (spec 02 §3 Incomplete delivery): its
 * product is unknown (no product with its CNK: `product._id` null) or batch fields are missing
 * (null). `_id` is the delivery line's id.
 */
export const incompleteDelivery = z.object({
  _id: uuid,
  product: z.object({
    _id: uuid.nullable(),
    CNK: z.string(),
    name: z.string(),
    tax: z.number(),
    type: z.enum(PRODUCT_TYPES).nullable(),
    dosage: z.number().nullable(),
    outgoingUnit: z.string().nullable(),
  }),
  lotNumber: z.string(),
  supplier: z.string(),
  buyInPrice: z.number().nullable(),
  sellingPrice: z.number().nullable(),
  sellingPricePerUnit: z.number().nullable(),
  initialAmount: z.number(),
  expirationDate: dateTime.nullable(),
  deliveryDate: dateTime.nullable(),
});
export type IncompleteDelivery = z.infer<typeof incompleteDelivery>;
export const incompleteDeliveriesResult = z.object({
  incompleteProducts: z.array(incompleteDelivery),
});

const batch = newBatchFields.shape;

const dateError = (iss: { input?: unknown }) =>
  iss.input === undefined || iss.input === null || iss.input === ''
    ? msg.required
    : 'Ongeldige datum';
/**
 * A required day: YYYY-MM-DD or an ISO date-time, stored at 12:00 Brussels of its Brussels day (as
 * newBatchFields). Each branch carries the Dutch message too: the form resolver reports a failed
 * union by the message of a branch, not of the union.
 */
const requiredDay = z
  .union([z.iso.date({ error: dateError }), z.iso.datetime({ offset: true, error: dateError })], {
    error: dateError,
  })
  .transform((v) => brusselsNoon(v.length === 10 ? v : brusselsDay(new Date(v))).toISOString())
  .refine((v) => {
    const y = new Date(v).getUTCFullYear();
    return y >= 1900 && y <= 2200;
  }, 'Ongeldige datum');

/**
 * One delivery as the user completed it in the 'Imported batches' dialog (spec 02 §5 Medini
 * import): dosage and both dates required, amounts and prices ≥ 0 with 2 decimals. The CNK, name,
 * tax, lot number and supplier come from the recorded line, so they are not taken from the body.
 * For a known product only the batch fields are used.
 */
export const incompleteDeliveryFields = z.object({
  _id: uuid,
  product: z.object({
    type: z
      .enum(PRODUCT_TYPES, { error: msg.required })
      .nullish()
      .transform((v) => v ?? DEFAULT_DELIVERY_PRODUCT_TYPE),
    dosage: z.preprocess(
      numberFromText,
      z
        .number({ error: msg.required })
        .min(0, 'Mag niet negatief zijn')
        .max(100_000, 'Mag maximum 100000 zijn'),
    ),
    outgoingUnit: z.preprocess(
      (v) => (v === '' ? null : v), // the form's 'Geen'
      z
        .enum(PRODUCT_UNITS)
        .nullish()
        .transform((v) => v ?? null),
    ),
  }),
  buyInPrice: batch.buyInPrice,
  sellingPrice: batch.sellingPrice,
  sellingPricePerUnit: batch.sellingPricePerUnit,
  initialAmount: batch.initialAmount,
  expirationDate: requiredDay,
  deliveryDate: requiredDay,
});
export type IncompleteDeliveryFields = z.input<typeof incompleteDeliveryFields>;
export type IncompleteDeliveryInput = z.output<typeof incompleteDeliveryFields>;

/** POST /api/delivery/incomplete {list}: each line at most once. */
export const incompleteDeliveryBody = z.object({
  list: z
    .array(incompleteDeliveryFields)
    .max(MAX_DELIVERY_LIST, `Maximum ${MAX_DELIVERY_LIST} leveringen tegelijk`)
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((item, i) => {
        if (seen.has(item._id))
          ctx.addIssue({ code: 'custom', path: [i, '_id'], message: deliveryMessages.duplicate });
        seen.add(item._id);
      });
    }),
});
export type IncompleteDeliveryBody = z.output<typeof incompleteDeliveryBody>;
