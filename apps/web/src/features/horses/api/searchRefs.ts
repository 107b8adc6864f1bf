import type { Customer, Horse, HorseType } from '@stalboek/domain';
import { apiFetch } from '../../../api/client.ts';

import type { Ref } from '../../../components/form/RefAutocomplete.tsx';

export type { Ref };

/** Autocompletes ask at most 10 results (spec 01 §9). */
export const AUTOCOMPLETE_LIMIT = 10;

/** GET /api/customer/search: owners and stallion owners. */
export async function searchCustomers(text: string, signal?: AbortSignal): Promise<Ref[]> {
  const { results } = await apiFetch<{ results: Customer[] }>('/api/customer/search', {
    query: { searchValue: text, limit: AUTOCOMPLETE_LIMIT },
    signal,
  });
  return results.map((c) => ({ _id: c._id, name: c.displayName }));
}

/** GET /api/customer/{id}: the name of an owner known only by id (a filter in the URL). */
export async function customerRef(id: string, signal?: AbortSignal): Promise<Ref> {
  const c = await apiFetch<Customer>(`/api/customer/${id}`, { signal });
  return { _id: c._id, name: c.displayName };
}

/** GET /api/horse/search with type (and more) filters: e.g. the donor mare of a surrogate. */
export async function searchHorses(
  text: string,
  filters: { type?: HorseType; surrogate?: boolean; stud_horse?: boolean },
  signal?: AbortSignal,
): Promise<Ref[]> {
  const { results } = await apiFetch<{ results: Horse[] }>('/api/horse/search', {
    query: { searchValue: text, limit: AUTOCOMPLETE_LIMIT, ...filters },
    signal,
  });
  return results.map((h) => ({ _id: h._id, name: h.name }));
}
