import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@stalboek/domain';
import { apiFetch } from '../../../api/client.ts';
import type { Query } from '../../../api/client.ts';
import { productKeys } from './keys.ts';
import { PREFETCHED_FRESH_MS } from '../../../components/list/useListPrefetch.ts';

/** GET /api/product: one page of products ({results, total}). */
export const productListQuery = (query: Query) =>
  queryOptions({
    queryKey: productKeys.list(query),
    queryFn: ({ signal }) =>
      apiFetch<{ results: Product[]; total: number }>('/api/product', { query, signal }),
    staleTime: PREFETCHED_FRESH_MS,
  });

/** The same list; while another page loads, the rows shown stay those of the last one. */
export function useProducts(query: Query) {
  return useQuery({ ...productListQuery(query), placeholderData: keepPreviousData });
}
