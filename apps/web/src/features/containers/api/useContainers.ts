import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { containerListResult } from '@stalboek/domain';
import { apiFetch } from '../../../api/client.ts';
import type { Query } from '../../../api/client.ts';
import { containerKeys } from './keys.ts';
import { PREFETCHED_FRESH_MS } from '../../../components/list/useListPrefetch.ts';

export type ContainerList = z.infer<typeof containerListResult>;

/** GET /api/nitrogen-container: one page of containers ({results, total}). */
export const containerListQuery = (query: Query) =>
  queryOptions({
    queryKey: containerKeys.list(query),
    queryFn: ({ signal }) => apiFetch<ContainerList>('/api/nitrogen-container', { query, signal }),
    staleTime: PREFETCHED_FRESH_MS,
  });

/** The same list; while another page loads, the rows shown stay those of the last one. */
export function useContainers(query: Query) {
  return useQuery({ ...containerListQuery(query), placeholderData: keepPreviousData });
}

/** Every container by name, for a select (a clinic has a handful; the API pages at most 1000). */
const ALL_BY_NAME: Query = { page: 1, limit: 1000, sortBy: ['name'], sortDesc: [false] };

/** The containers to choose from (a lot's location, a list filter), by name. */
export function useContainerChoices() {
  return useQuery({ ...containerListQuery(ALL_BY_NAME), select: (data) => data.results });
}
