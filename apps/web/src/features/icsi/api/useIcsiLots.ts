import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { IcsiLotDetail, icsiListResult } from '@stalboek/domain';
import { apiFetch } from '../../../api/client.ts';
import type { Query } from '../../../api/client.ts';
import { PREFETCHED_FRESH_MS } from '../../../components/list/useListPrefetch.ts';
import { icsiKeys } from './keys.ts';

export type IcsiLotListResult = z.infer<typeof icsiListResult>;

/** GET /api/icsi: one page of lots with their count of active embryos, `{results, total}`. */
export const icsiLotListQuery = (query: Query) =>
  queryOptions({
    queryKey: icsiKeys.lots(query),
    queryFn: ({ signal }) => apiFetch<IcsiLotListResult>('/api/icsi', { query, signal }),
    staleTime: PREFETCHED_FRESH_MS,
  });

/** The same list; while another page loads, the rows shown stay those of the last one. */
export function useIcsiLots(query: Query) {
  return useQuery({ ...icsiLotListQuery(query), placeholderData: keepPreviousData });
}

/** GET /api/icsi/{id}: the lot and the embryos it made; nothing for a new lot. */
export function useIcsiLot(id: string | undefined) {
  return useQuery({
    queryKey: icsiKeys.lot(id ?? ''),
    queryFn: ({ signal }) => apiFetch<{ icsi: IcsiLotDetail }>(`/api/icsi/${id}`, { signal }),
    select: (data) => data.icsi,
    enabled: id !== undefined,
  });
}
