import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Product } from '@stalboek/domain';
import { apiFetch } from '../../../api/client.ts';
import type { Query } from '../../../api/client.ts';
import { productKeys } from './keys.ts';

/** GET /api/product: one page of products ({results, total}). */
export function useProducts(query: Query) {
  return useQuery({
    queryKey: productKeys.list(query),
    queryFn: ({ signal }) =>
      apiFetch<{ results: Product[]; total: number }>('/api/product', { query, signal }),
    placeholderData: keepPreviousData,
  });
}
