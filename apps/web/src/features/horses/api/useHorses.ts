import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Horse, horseListResult } from '@stalboek/domain';
import { apiFetch } from '../../../api/client.ts';
import type { Query } from '../../../api/client.ts';
import { horseKeys } from './keys.ts';
import { PREFETCHED_FRESH_MS } from '../../../components/list/useListPrefetch.ts';

export type HorseListResult = z.infer<typeof horseListResult>;

/** GET /api/horse: one page of the filtered, sorted horse list ({results, total}). */
export const horseListQuery = (query: Query) =>
  queryOptions({
    queryKey: horseKeys.list(query),
    queryFn: ({ signal }) => apiFetch<HorseListResult>('/api/horse', { query, signal }),
    staleTime: PREFETCHED_FRESH_MS,
  });

/** The horse list; while another page loads, the rows shown stay those of the last one. */
export function useHorses(query: Query) {
  return useQuery({ ...horseListQuery(query), placeholderData: keepPreviousData });
}

/** Page size when the whole list is fetched: the API's maximum (limit -1 is refused). */
export const ALL_HORSES_PAGE_SIZE = 1000;

/**
 * The whole filtered, sorted list (e.g. for the CSV download): page after page of 1000 until a
 * page comes back short. `total` is not trusted: the list may change between two pages.
 */
export async function fetchAllHorses(query: Query): Promise<Horse[]> {
  const all: Horse[] = [];
  for (let page = 1; ; page++) {
    const { results } = await apiFetch<HorseListResult>('/api/horse', {
      query: { ...query, page, limit: ALL_HORSES_PAGE_SIZE },
    });
    all.push(...results);
    if (results.length < ALL_HORSES_PAGE_SIZE) return all;
  }
}
