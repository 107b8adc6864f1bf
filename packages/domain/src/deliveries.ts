import { z } from 'zod';
import { msg } from './messages.ts';
import { numberFromText, uuid } from './fields.ts';
import { PRODUCT_TYPES, PRODUCT_UNITS } from './products.ts';
import { batchNumbers, formDay, noonDateTime } from './stock.ts';

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

/**
 * One delivery as the user completed it in the 'Imported batches' dialog (spec 02 §5 Medini
 * import): dosage and both dates required, amounts and prices ≥ 0 with 2 decimals. The CNK, name,
 * tax, lot number and supplier come from the recorded line, so they are not taken from the body.
 * For a known product only the batch fields are used.
 */
const deliveryShape = {
  _id: uuid,
  product: z.object({
    type: z
      .enum(PRODUCT_TYPES)
      .nullish()
      .transform((v) => v ?? DEFAULT_DELIVERY_PRODUCT_TYPE),
    dosage: z.preprocess(
      numberFromText,
      z.number().min(0, msg.notNegative).max(100_000, msg.atMost(100_000)),
    ),
    outgoingUnit: z.preprocess(
      (v) => (v === '' ? null : v), // the form's 'Geen'
      z
        .enum(PRODUCT_UNITS)
        .nullish()
        .transform((v) => v ?? null),
    ),
  }),
  ...batchNumbers,
};
export const incompleteDeliveryFields = z.object({
  ...deliveryShape,
  expirationDate: noonDateTime,
  deliveryDate: noonDateTime,
});
export type IncompleteDeliveryInput = z.output<typeof incompleteDeliveryFields>;
/** The same in the 'Imported batches' form: dates as picked days; the output is the API body. */
export const incompleteDeliveryForm = z.object({
  ...deliveryShape,
  expirationDate: formDay,
  deliveryDate: formDay,
});
export type IncompleteDeliveryFields = z.input<typeof incompleteDeliveryForm>;

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
