import type { z } from 'zod';
import { listQuery, uuid } from '@stalboek/domain';

/** GET /api/researchSheet: by horse, customer or case; newest research date first by default. */
export const sheetListQuery = listQuery(['researchDate', 'createdAt'] as const).extend({
  horse: uuid.optional(),
  customer: uuid.optional(),
  case: uuid.optional(),
});
export type SheetListQuery = z.infer<typeof sheetListQuery>;
