import type { Query } from '../../../api/client.ts';

/** Query keys of the locations module; invalidating `all` refreshes every location screen. */
export const locationKeys = {
  all: ['locations'] as const,
  list: (query: Query) => [...locationKeys.all, 'list', query] as const,
  detail: (id: string) => [...locationKeys.all, 'detail', id] as const,
  available: () => [...locationKeys.all, 'available'] as const,
};
