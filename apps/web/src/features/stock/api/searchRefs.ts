import type { Customer, Horse } from '@stalboek/domain';
import { apiFetch } from '../../../api/client.ts';

/** An entity as a pick list shows it. */
export type Ref = { _id: string; name: string };

/** Typeahead searches ask at most 10 results (spec 02 §9). */
const LIMIT = 10;

/** GET /api/customer/search: the buyer of a Verkoop. */
export async function searchCustomers(text: string, signal?: AbortSignal): Promise<Ref[]> {
  const { results } = await apiFetch<{ results: Customer[] }>('/api/customer/search', {
    query: { searchValue: text, limit: LIMIT },
    signal,
  });
  return results.map((c) => ({ _id: c._id, name: c.displayName }));
}

/** GET /api/horse/search: the horse a Toediening is given to. */
export async function searchHorses(text: string, signal?: AbortSignal): Promise<Ref[]> {
  const { results } = await apiFetch<{ results: Horse[] }>('/api/horse/search', {
    query: { searchValue: text, limit: LIMIT },
    signal,
  });
  return results.map((h) => ({ _id: h._id, name: h.name }));
}
