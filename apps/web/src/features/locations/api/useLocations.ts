import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { locationListResult } from '@stalboek/domain';
import { apiFetch } from '../../../api/client.ts';
import type { Query } from '../../../api/client.ts';
import { locationKeys } from './keys.ts';
import { PREFETCHED_FRESH_MS } from '../../../components/list/useListPrefetch.ts';

export type LocationList = z.infer<typeof locationListResult>;

/** GET /api/location: one page of locations ({locations, availableLocations, total}). */
export const locationListQuery = (query: Query) =>
  queryOptions({
    queryKey: locationKeys.list(query),
    queryFn: ({ signal }) => apiFetch<LocationList>('/api/location', { query, signal }),
    staleTime: PREFETCHED_FRESH_MS,
  });

/** The same list; while another page loads, the rows shown stay those of the last one. */
export function useLocations(query: Query) {
  return useQuery({ ...locationListQuery(query), placeholderData: keepPreviousData });
}
