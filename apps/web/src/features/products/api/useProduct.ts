import { useQuery } from '@tanstack/react-query';
import type { Product } from '@stalboek/domain';
import { apiFetch } from '../../../api/client.ts';
import { productKeys } from './keys.ts';

/** GET /api/product/{id}; nothing is fetched for a new product. */
export function useProduct(id: string | undefined) {
  return useQuery({
    queryKey: productKeys.detail(id ?? ''),
    queryFn: ({ signal }) => apiFetch<Product>(`/api/product/${id}`, { signal }),
    enabled: id !== undefined,
  });
}
