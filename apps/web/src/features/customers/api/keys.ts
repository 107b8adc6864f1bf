import type { Query } from '../../../api/client.ts';

/** Query keys of the customers module; invalidating `all` refreshes every customer screen. */
export const customerKeys = {
  all: ['customers'] as const,
  lists: () => [...customerKeys.all, 'list'] as const,
  list: (query: Query) => [...customerKeys.lists(), query] as const,
  detail: (id: string) => [...customerKeys.all, 'detail', id] as const,
  horses: (id: string, query: Query) => [...customerKeys.all, 'horses', id, query] as const,
  config: (name: string) => [...customerKeys.all, 'config', name] as const,
};
