import type { Query } from '../../../api/client.ts';

/** Query keys of the horses module; invalidating `all` refreshes every horse screen. */
export const horseKeys = {
  all: ['horses'] as const,
  list: (query: Query) => [...horseKeys.all, 'list', query] as const,
  detail: (id: string) => [...horseKeys.all, 'detail', id] as const,
  labResults: (id: string) => [...horseKeys.all, 'labo', id] as const,
  search: (query: Query) => [...horseKeys.all, 'search', query] as const,
  config: () => ['config', 'horse'] as const,
  customerSearch: (text: string) => ['customers', 'search', text] as const,
  customer: (id: string) => ['customers', 'detail', id] as const,
  pensions: (type: string) => ['pensions', 'availableFor', type] as const,
};

/**
 * Locations are keyed under 'locations' like the locations module's own keys, so a lodging or a
 * move that changes occupancy refreshes every location screen too.
 */
export const occupancyKeys = {
  all: ['locations'] as const,
  byStable: (stable: string) => [...occupancyKeys.all, 'byStable', stable] as const,
};
