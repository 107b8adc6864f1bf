import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Product, productFields } from '@stalboek/domain';
import { apiFetch } from '../../../api/client.ts';
import { productKeys } from './keys.ts';

/** The body the API takes: the parsed form. */
export type ProductBody = z.output<typeof productFields>;

/** POST /api/product {product} (new) or PUT /api/product/{id} {product}. */
export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, product }: { id?: string; product: ProductBody }) =>
      id
        ? apiFetch<Product>(`/api/product/${id}`, { method: 'PUT', body: { product } })
        : apiFetch<Product>('/api/product', { method: 'POST', body: { product } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}
