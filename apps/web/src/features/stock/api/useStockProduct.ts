import { useQuery } from '@tanstack/react-query';
import type { Product } from '@stalboek/domain';
import { apiFetch } from '../../../api/client.ts';
import { stockKeys } from './keys.ts';

/** GET /api/product/{id}: the product whose stock the page shows. */
export function useStockProduct(id: string) {
  return useQuery({
    queryKey: stockKeys.product(id),
    queryFn: ({ signal }) => apiFetch<Product>(`/api/product/${id}`, { signal }),
  });
}
