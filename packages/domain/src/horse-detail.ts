import { z } from 'zod';
import { horse, lodging } from './horses.ts';
import { labResult } from './horse-files.ts';
import { cyst } from './research-sheets.ts';

/** A mare's ovary tags, as her last research sheet left them (spec 01 §3 ovaryTags). */
export const ovaryTags = z.object({
  leftOvary: z.object({ tags: z.array(z.string()) }),
  rightOvary: z.object({ tags: z.array(z.string()) }),
});
export type OvaryTags = z.infer<typeof ovaryTags>;

/** GET /api/horse/{id}: the horse with its lodgings, lab results and what its sheets wrote. */
export const horseDetail = horse.extend({
  lodgings: z.array(lodging),
  /** Newest date first, as GET /api/horse/{id}/labo lists them. */
  labResults: z.array(labResult),
  ovaryTags,
  /** The cysts of each examination, keyed by the research date's timestamp in ms (spec 01 §3). */
  cysts: z.record(z.string().regex(/^\d+$/), z.array(cyst)),
});
export type HorseDetail = z.infer<typeof horseDetail>;
