import { z } from 'zod';
import { positiveInt, requiredText, uuid } from './fields.ts';
import { listQuery } from './list.ts';

/** Nitrogen container form and API body (spec 02 §5): name and number of tubes required. */
export const containerInput = z.object({
  name: requiredText(64),
  available_places: positiveInt(1000),
});
export type ContainerInput = z.input<typeof containerInput>;

export const container = z.object({
  _id: uuid,
  name: z.string(),
  available_places: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type Container = z.infer<typeof container>;

export const CONTAINER_SORT_FIELDS = ['name', 'available_places', 'createdAt'] as const;
export const containerListQuery = listQuery(CONTAINER_SORT_FIELDS).extend({
  query: z.string().trim().max(100).optional(),
});
export const containerListResult = z.object({
  results: z.array(container),
  total: z.number().int(),
});
