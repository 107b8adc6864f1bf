import { z } from 'zod';
import { TAX_RATES } from '@stalboek/domain';

/**
 * The Medini delivery feed (`GET /deliveries?since=`), as the adapter accepts it. A line is one
 * delivered lot of one product; `id` is Medini's stable line id. Medini always sends the product
 * (CNK, name, tax), the lot, the supplier, the amount and the buy-in price; dosage, unit, selling
 * prices and dates may be missing. Dates without time are calendar days (YYYY-MM-DD).
 */
const day = z.iso.date();
const money = z.number().min(0).max(1_000_000);

export const mediniLine = z.object({
  id: z.string().trim().min(1).max(100),
  cnk: z.string().regex(/^\d{7}$/),
  productName: z.string().trim().min(1).max(200),
  tax: z.literal(TAX_RATES),
  dosage: z.number().min(0).max(100_000).nullish(),
  outgoingUnit: z.string().max(32).nullish(),
  lotNumber: z.string().trim().min(1).max(64),
  supplier: z.string().trim().min(1).max(64),
  buyInPrice: money,
  sellingPrice: money.nullish(),
  sellingPricePerUnit: money.nullish(),
  amount: z.number().min(0).max(1_000_000),
  expirationDate: day.nullish(),
  deliveryDate: day.nullish(),
  publishedAt: z.iso.datetime({ offset: true }),
});
export type MediniLine = z.infer<typeof mediniLine>;

/** The envelope must be right; a line that is not is skipped (and logged), not the whole feed. */
export const mediniFeed = z.object({
  generatedAt: z.iso.datetime({ offset: true }),
  lines: z.array(z.unknown()).max(10_000),
});

/** The header that carries the API key. */
export const MEDINI_KEY_HEADER = 'x-api-key';
