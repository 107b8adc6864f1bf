import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StockBatch } from '@stalboek/domain';
import { apiFetch } from '../../../api/client.ts';
import type { Query } from '../../../api/client.ts';
import { stockKeys } from './keys.ts';
import { PREFETCHED_FRESH_MS } from '../../../components/list/useListPrefetch.ts';

/** GET /api/stock/{productId}: one page of the product's batches ({batches, total}). */
export const batchListQuery = (productId: string, query: Query) =>
  queryOptions({
    queryKey: stockKeys.batches(productId, query),
    queryFn: ({ signal }) =>
      apiFetch<{ batches: StockBatch[]; total: number }>(`/api/stock/${productId}`, {
        query,
        signal,
      }),
    staleTime: PREFETCHED_FRESH_MS,
  });

/** The same list; while another page loads, the rows shown stay those of the last one. */
export function useBatches(productId: string, query: Query) {
  return useQuery({ ...batchListQuery(productId, query), placeholderData: keepPreviousData });
}
