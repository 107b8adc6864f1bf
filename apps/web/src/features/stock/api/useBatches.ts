import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StockBatch } from '@stalboek/domain';
import { apiFetch } from '../../../api/client.ts';
import type { Query } from '../../../api/client.ts';
import { stockKeys } from './keys.ts';

/** GET /api/stock/{productId}: one page of the product's batches ({batches, total}). */
export function useBatches(productId: string, query: Query) {
  return useQuery({
    queryKey: stockKeys.batches(productId, query),
    queryFn: ({ signal }) =>
      apiFetch<{ batches: StockBatch[]; total: number }>(`/api/stock/${productId}`, {
        query,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
