import { z } from 'zod';
import { numberFromText, uuid } from './fields.ts';
import { msg } from './messages.ts';
import { EXPORT_TYPES, SEMEN_MOD_ACTIONS, semenActionDay, semenMsg } from './semen.ts';
import { semenLocationInput, type SemenLot } from './semen-lots.ts';

// The bodies of what is done to lots: a modification, a split, an owner change, the screen's
// actions on several lots, relocation and export type (spec 02 §5, §7); free container space.

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
  date: semenActionDay,
  action: z.enum(SEMEN_MOD_ACTIONS).optional(),
});
export type SemenModificationBody = z.output<typeof semenModificationBody>;

/** The lot split: part of a lot to a customer, kept in house (a new lot) or sent away. */
export const semenSplitBody = z.object({
  inHouse: z.boolean(),
  customerId: z.uuid({ error: semenMsg.customerRequired }),
  amount: modAmount,
  type: z.enum(['Export', 'Change']),
  date: semenActionDay,
});
export type SemenSplitBody = z.output<typeof semenSplitBody>;

/** POST /api/semen/change/{id}: the lot's straws (all, or `amount`) to another owner, in house. */
export const semenChangeBody = z.object({
  customerId: z.uuid({ error: semenMsg.customerRequired }),
  amount: modAmount.optional(),
  date: semenActionDay,
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
    date: semenActionDay,
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
