import type { Query } from '../../../api/client.ts';

/** Query keys of the containers module; invalidating `all` refreshes every container screen. */
export const containerKeys = {
  all: ['containers'] as const,
  list: (query: Query) => [...containerKeys.all, 'list', query] as const,
};
