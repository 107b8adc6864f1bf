import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../api/client.ts';
import { productKeys } from './keys.ts';

/** What the product form offers (spec 02 §7: GET /api/config/product). */
export type ProductConfig = { types: string[]; tax: number[]; units: string[] };

/** GET /api/config/product: product types, tax rates and outgoing units. */
export function useProductConfig() {
  return useQuery({
    queryKey: productKeys.config(),
    queryFn: ({ signal }) => apiFetch<ProductConfig>('/api/config/product', { signal }),
    staleTime: Infinity,
  });
}
