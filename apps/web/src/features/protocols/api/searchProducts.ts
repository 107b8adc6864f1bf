import type { Product } from '@stalboek/domain';
import { apiFetch } from '../../../api/client.ts';

/** A product as the products list of the form shows it. */
export type ProductRef = { _id: string; name: string };

/** GET /api/product/search?searchValue&limit=5 (spec 02 §9: product searches 5). */
export async function searchProducts(text: string, signal: AbortSignal): Promise<ProductRef[]> {
  const data = await apiFetch<{ results: Product[] }>('/api/product/search', {
    query: { searchValue: text, limit: 5 },
    signal,
  });
  return data.results.map((p) => ({ _id: p._id, name: p.name }));
}
