import { z } from 'zod';
import { msg } from './messages.ts';
import { numberFromText, optionalText, requiredText, uuid } from './fields.ts';
import { HORSE_TYPES } from './horses.ts';

export const TAX_RATES = [6, 21] as const;

/** Pension type form and API body (spec 02 §5): name NL, account, tax, price per day required. */
export const pensionFields = z.object({
  name: requiredText(64),
  translations: z
    .object({ en: optionalText(64), fr: optionalText(64) })
    .default({ en: null, fr: null }),
  account: uuid,
  tax: z.preprocess(numberFromText, z.literal(TAX_RATES)),
  pricePerDay: z.preprocess(
    numberFromText,
    z.number().min(0, msg.notNegative).max(100_000, msg.atMost(100_000)),
  ),
  availableFor: z.array(z.enum(HORSE_TYPES)).max(2).default(['Hengst', 'Merrie']),
});
export type PensionFields = z.input<typeof pensionFields>;
export const pensionBody = z.object({ pension: pensionFields });

export const pension = z.object({
  _id: uuid,
  name: z.string(),
  translations: z.object({ en: z.string().nullable(), fr: z.string().nullable() }),
  account: z.object({ _id: uuid, number: z.string(), name: z.string() }),
  tax: z.number(),
  pricePerDay: z.number(),
  availableFor: z.array(z.enum(HORSE_TYPES)),
});
export type Pension = z.infer<typeof pension>;
export const pensionListQuery = z.object({ availableFor: z.enum(HORSE_TYPES).optional() });
export const pensionListResult = z.object({ results: z.array(pension) });
