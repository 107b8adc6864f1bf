import { z } from 'zod';
import { msg } from './messages.ts';
import { numberFromText, requiredText, uuid } from './fields.ts';
import { listQuery, repeated } from './list.ts';
import { TAX_RATES } from './pensions.ts';

/** Product types and outgoing units offered by the product form (GET /api/config/product). */
export const PRODUCT_TYPES = [
  'Geneesmiddel',
  'Vaccin',
  'Hormoon',
  'Antibioticum',
  'Ontsmetting',
  'Verbruiksmateriaal',
  'Voedingssupplement',
  'Spermaverdunner',
] as const;
export const PRODUCT_UNITS = [
  'ml',
  'stuk',
  'dosis',
  'g',
  'tablet',
  'flacon',
  'ampul',
  'rietje',
] as const;

const amount = (max: number) =>
  z.preprocess(numberFromText, z.number().min(0, msg.notNegative).max(max));
const optionalAmount = (max: number) =>
  z.preprocess(
    (v) => (v === '' ? null : numberFromText(v)),
    z
      .number()
      .min(0, 'Mag niet negatief zijn')
      .max(max)
      .nullish()
      .transform((v) => v ?? null),
  );

/** The product form and API body (spec 02 §5 Product). CNK: the Belgian pharmacy code, 7 digits. */
export const productFields = z.object({
  name: requiredText(64),
  type: z.enum(PRODUCT_TYPES),
  tax: z.preprocess(numberFromText, z.literal(TAX_RATES)),
  CNK: z
    .string()
    .trim()
    .regex(/^\d{7}$/, 'Een CNK bestaat uit 7 cijfers'),
  dosage: amount(100_000),
  sellingPricePerUnit: amount(1_000_000),
  outgoingUnit: z
    .enum(PRODUCT_UNITS)
    .nullish()
    .transform((v) => v ?? null),
  waitingTime: z.preprocess(
    (v) => (v === '' ? null : numberFromText(v)),
    z
      .number()
      .int()
      .min(0, 'Mag niet negatief zijn')
      .max(3650)
      .nullish()
      .transform((v) => v ?? null),
  ),
  supplementAdministration: optionalAmount(100_000),
});
export type ProductFields = z.input<typeof productFields>;
export const productBody = z.object({ product: productFields });

export const product = z.object({
  _id: uuid,
  name: z.string(),
  type: z.enum(PRODUCT_TYPES),
  tax: z.number(),
  CNK: z.string(),
  dosage: z.number(),
  sellingPricePerUnit: z.number(),
  outgoingUnit: z.string().nullable(),
  waitingTime: z.number().int().nullable(),
  supplementAdministration: z.number().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type Product = z.infer<typeof product>;

export const PRODUCT_SORT_FIELDS = [
  'name',
  'type',
  'CNK',
  'tax',
  'sellingPricePerUnit',
  'createdAt',
] as const;
export const productListQuery = listQuery(PRODUCT_SORT_FIELDS).extend({
  _id: repeated(uuid),
  type: repeated(z.enum(PRODUCT_TYPES)),
  search: z.string().trim().max(64).optional(),
});
export const productListResult = z.object({ results: z.array(product), total: z.number().int() });
export const productSearchQuery = z.object({
  searchValue: z.string().trim().max(64).default(''),
  limit: z.preprocess(numberFromText, z.number().int().min(1).max(50)).default(5),
});
