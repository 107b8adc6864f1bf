import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Horse, SemenLotDetail, semenListResult } from '@stalboek/domain';
import { apiFetch } from '../../../api/client.ts';
import type { Query } from '../../../api/client.ts';
import { PREFETCHED_FRESH_MS } from '../../../components/list/useListPrefetch.ts';
import { semenKeys } from './keys.ts';

export type SemenLotListResult = z.infer<typeof semenListResult>;

/** GET /api/semen: one page of lots (of a stallion, an owner…) with `{results, total}`. */
export const semenLotListQuery = (query: Query) =>
  queryOptions({
    queryKey: semenKeys.lots(query),
    queryFn: ({ signal }) => apiFetch<SemenLotListResult>('/api/semen', { query, signal }),
    staleTime: PREFETCHED_FRESH_MS,
  });

/** The same list; while another page loads, the rows shown stay those of the last one. */
export function useSemenLots(query: Query) {
  return useQuery({ ...semenLotListQuery(query), placeholderData: keepPreviousData });
}

/** GET /api/semen/{id}: the lot with its modifications (newest first); nothing for a new lot. */
export function useSemenLot(id: string | undefined) {
  return useQuery({
    queryKey: semenKeys.lot(id ?? ''),
    queryFn: ({ signal }) =>
      apiFetch<{ semenCollection: SemenLotDetail }>(`/api/semen/${id}`, { signal }),
    select: (data) => data.semenCollection,
    enabled: id !== undefined,
  });
}

/** GET /api/horse/{id}: the stallion a page is about (its name, its owner for a new lot). */
export function useSemenHorse(id: string | undefined) {
  return useQuery({
    queryKey: semenKeys.horse(id ?? ''),
    queryFn: ({ signal }) => apiFetch<Horse>(`/api/horse/${id}`, { signal }),
    enabled: id !== undefined,
  });
}

/** GET /api/config/colors: the straw and tube colours a lot can have. */
export function useCollectionColors() {
  return useQuery({
    queryKey: semenKeys.colors(),
    queryFn: ({ signal }) => apiFetch<{ colors: string[] }>('/api/config/colors', { signal }),
    select: (data) => data.colors,
    staleTime: Infinity,
  });
}
