import type { Customer, Horse, Product } from '@stalboek/domain';
import { apiFetch } from '../../../api/client.ts';

/** An entity as a filter shows it. */
export type Ref = { _id: string; name: string };

/** How a report filter finds its choices and names an id it got from the URL. */
export type RefSource = {
  /** Cache key of the answers ('horses', 'products', 'customers'). */
  key: string;
  search: (text: string, signal: AbortSignal) => Promise<Ref[]>;
  byId: (id: string, signal: AbortSignal) => Promise<Ref>;
};

/** Horse and customer autocompletes ask 10, product autocompletes 5 (spec 01 §9, spec 02 §9). */
const search = async <T>(
  path: string,
  limit: number,
  text: string,
  signal: AbortSignal,
  toRef: (item: T) => Ref,
) => {
  const { results } = await apiFetch<{ results: T[] }>(path, {
    query: { searchValue: text, limit },
    signal,
  });
  return results.map(toRef);
};

const horseRef = (h: Horse): Ref => ({ _id: h._id, name: h.name });
const productRef = (p: Product): Ref => ({ _id: p._id, name: p.name });
const customerRef = (c: Customer): Ref => ({ _id: c._id, name: c.displayName });

export const horseSource: RefSource = {
  key: 'horses',
  search: (text, signal) => search('/api/horse/search', 10, text, signal, horseRef),
  byId: async (id, signal) => horseRef(await apiFetch<Horse>(`/api/horse/${id}`, { signal })),
};

export const productSource: RefSource = {
  key: 'products',
  search: (text, signal) => search('/api/product/search', 5, text, signal, productRef),
  byId: async (id, signal) => productRef(await apiFetch<Product>(`/api/product/${id}`, { signal })),
};

export const customerSource: RefSource = {
  key: 'customers',
  search: (text, signal) => search('/api/customer/search', 10, text, signal, customerRef),
  byId: async (id, signal) =>
    customerRef(await apiFetch<Customer>(`/api/customer/${id}`, { signal })),
};
