import { z } from 'zod';
import { lodgingFields } from '@stalboek/domain';
import type { Lodging } from '@stalboek/domain';
import { nowOnStep } from '../../../lib/dates.ts';

/**
 * The lodging dialog (spec 01 §5 Lodging): stable and location required, arrival not after
 * departure (the domain's lodging rules), and the pension type chosen at creation.
 */
export const lodgingForm = z
  .object({
    stable: z.string().min(1, 'Gelieve een stal te kiezen'),
    pensionType: z.string(),
  })
  .and(lodgingFields)
  .superRefine((l, ctx) => {
    if (l.departure && new Date(l.departure) < new Date(l.arrival)) {
      ctx.addIssue({
        code: 'custom',
        path: ['arrival'],
        message: 'Aankomst mag niet na vertrek liggen',
      });
    }
  });
export type LodgingFormValues = z.input<typeof lodgingForm>;
export type LodgingFormOutput = z.output<typeof lodgingForm>;

export function lodgingDefaults(lodging: Lodging | undefined): LodgingFormValues {
  return lodging
    ? {
        stable: lodging.stable ?? '',
        location: lodging.location,
        pensionType: lodging.pensionType?._id ?? '',
        arrival: lodging.arrival,
        departure: lodging.departure,
        billable: lodging.billable,
      }
    : {
        stable: '',
        location: '',
        pensionType: '',
        arrival: nowOnStep().toISOString(),
        departure: null,
        billable: true,
      };
}
