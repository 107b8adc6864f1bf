import { z } from 'zod';
import { SEMEN_MOD_ACTIONS, brusselsDay, noonDateTime, semenMsg } from '@stalboek/domain';
import type { SemenActionBody, SemenLot, SemenModAction } from '@stalboek/domain';
import type { StrawAction } from './labels.ts';

/** Export and 'Eigenaar wijzigen' go to a customer (spec 02 §5). */
export const needsCustomer = (type: StrawAction): boolean => type === 'Export' || type === 'Change';
/** A Controle is a count: it always names an amount ('Volledige loten' is for taking straws). */
export const offersFull = (type: StrawAction): boolean => type !== 'Control';

/** The last production or import day of the lots: an action cannot be dated before it. */
export function earliestActionDay(
  lots: readonly Pick<SemenLot, 'production_date' | 'import_date'>[],
): string | undefined {
  const days = lots
    .map((l) => l.production_date ?? l.import_date)
    .filter((d): d is string => d !== null)
    .map((d) => brusselsDay(new Date(d)));
  return days.length > 0 ? days.reduce((a, b) => (a > b ? a : b)) : undefined;
}

const notAfterToday = (iso: string) => brusselsDay(new Date(iso)) <= brusselsDay(new Date());

/** What the dialog's fields hold. */
export type ActionFormValues = {
  full: boolean;
  /** The typed number of straws; ignored with 'Volledige loten'. */
  amount: string;
  customerId: string | null;
  inHouse: boolean;
  action: SemenModAction;
  date: string | null;
};

/**
 * The dialog's rules (spec 02 §5 Semen action amount): an amount is required, a whole number
 * greater than 0 and at most `max` — unless 'Volledige loten' takes each lot's whole inventory;
 * a customer for Export and Change; a date not after today nor before `earliest` (the lots'
 * production or import day).
 */
export function actionFormSchema(type: StrawAction, max: number, earliest?: string) {
  return z
    .object({
      full: z.boolean(),
      amount: z.string(),
      customerId: z.string().nullable(),
      inHouse: z.boolean(),
      action: z.enum(SEMEN_MOD_ACTIONS),
      date: noonDateTime.refine(notAfterToday, semenMsg.notAfterToday),
    })
    .superRefine((v, ctx) => {
      const typed = v.amount.trim();
      const n = typed === '' ? NaN : Number(typed);
      const full = v.full && offersFull(type);
      if (!full && !(Number.isInteger(n) && n > 0 && n <= max))
        ctx.addIssue({ code: 'custom', path: ['amount'], message: semenMsg.amount(max) });
      if (needsCustomer(type) && !v.customerId)
        ctx.addIssue({ code: 'custom', path: ['customerId'], message: semenMsg.customerRequired });
      if (earliest && brusselsDay(new Date(v.date)) < earliest)
        ctx.addIssue({ code: 'custom', path: ['date'], message: semenMsg.beforeLot });
    });
}
export type ActionFormOutput = z.output<ReturnType<typeof actionFormSchema>>;

/** POST /api/semen/actions for the checked values: no amount with 'Volledige loten'. */
export function actionBody(
  type: StrawAction,
  lots: readonly Pick<SemenLot, '_id'>[],
  v: ActionFormOutput,
): SemenActionBody {
  const full = v.full && offersFull(type);
  return {
    lots: lots.map((l) => l._id),
    type,
    full,
    amount: full ? undefined : Number(v.amount.trim()),
    action: type === 'Control' ? v.action : undefined,
    customerId: needsCustomer(type) ? v.customerId : null,
    inHouse: type === 'Export' ? v.inHouse : false,
    date: v.date,
  };
}
