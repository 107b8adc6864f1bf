import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { semenHorseResult } from '@stalboek/domain';
import { apiFetch } from '../../../api/client.ts';
import type { Query } from '../../../api/client.ts';
import { PREFETCHED_FRESH_MS } from '../../../components/list/useListPrefetch.ts';
import { semenKeys } from './keys.ts';

export type SemenHorseResult = z.infer<typeof semenHorseResult>;
export type SemenHorseRow = SemenHorseResult['results'][number];

/** GET /api/semen/horses: one page of stallions with semen lots and their straw totals. */
export const semenHorseListQuery = (query: Query) =>
  queryOptions({
    queryKey: semenKeys.horses(query),
    queryFn: ({ signal }) => apiFetch<SemenHorseResult>('/api/semen/horses', { query, signal }),
    staleTime: PREFETCHED_FRESH_MS,
  });

/** The same list; while another page loads, the rows shown stay those of the last one. */
export function useSemenHorses(query: Query) {
  return useQuery({ ...semenHorseListQuery(query), placeholderData: keepPreviousData });
}
