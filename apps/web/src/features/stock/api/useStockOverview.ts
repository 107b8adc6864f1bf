import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { stockOverviewResult } from '@stalboek/domain';
import { apiFetch } from '../../../api/client.ts';
import type { Query } from '../../../api/client.ts';
import { stockKeys } from './keys.ts';
import { PREFETCHED_FRESH_MS } from '../../../components/list/useListPrefetch.ts';

export type StockOverviewResult = z.infer<typeof stockOverviewResult>;

/** GET /api/stock: one row per product, with the totals of the whole filtered list. */
export const stockOverviewQuery = (query: Query) =>
  queryOptions({
    queryKey: stockKeys.overview(query),
    queryFn: ({ signal }) => apiFetch<StockOverviewResult>('/api/stock', { query, signal }),
    staleTime: PREFETCHED_FRESH_MS,
  });

/** The same list; while another page loads, the rows shown stay those of the last one. */
export function useStockOverview(query: Query) {
  return useQuery({ ...stockOverviewQuery(query), placeholderData: keepPreviousData });
}
