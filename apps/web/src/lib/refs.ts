import type { Customer, Horse, HorseType, Product, SemenLot } from '@stalboek/domain';
import { apiFetch } from '../api/client.ts';
import type { Query } from '../api/client.ts';

/** An entity as a pick list or a filter shows it. */
export type Ref = { _id: string; name: string };

/** Horse and customer autocompletes ask at most 10 results (spec 01 §9)… */
export const AUTOCOMPLETE_LIMIT = 10;
/** …product searches 5 (spec 02 §9). */
export const PRODUCT_SEARCH_LIMIT = 5;

/** What a horse search can be narrowed to (e.g. the donor mare of a surrogate). */
export type HorseFilters = { type?: HorseType; surrogate?: boolean; stud_horse?: boolean };

async function search<T>(
  path: string,
  query: Query,
  toRef: (item: T) => Ref,
  signal?: AbortSignal,
): Promise<Ref[]> {
  const { results } = await apiFetch<{ results: T[] }>(path, { query, signal });
  return results.map(toRef);
}

const customerToRef = (c: Customer): Ref => ({ _id: c._id, name: c.displayName });
const horseToRef = (h: Horse): Ref => ({ _id: h._id, name: h.name });
const productToRef = (p: Product): Ref => ({ _id: p._id, name: p.name });

/** GET /api/customer/search: owners, buyers, stallion owners. */
export function searchCustomers(text: string, signal?: AbortSignal): Promise<Ref[]> {
  const query = { searchValue: text, limit: AUTOCOMPLETE_LIMIT };
  return search('/api/customer/search', query, customerToRef, signal);
}

/** GET /api/horse/search, optionally narrowed by type, surrogate or stud horse. */
export function searchHorses(
  text: string,
  signal?: AbortSignal,
  filters: HorseFilters = {},
): Promise<Ref[]> {
  const query = { searchValue: text, limit: AUTOCOMPLETE_LIMIT, ...filters };
  return search('/api/horse/search', query, horseToRef, signal);
}

/** GET /api/semen?search: lots with straws left, by lot number or stallion (a case's picker). */
export async function searchSemenLots(text: string, signal?: AbortSignal): Promise<Ref[]> {
  const { results } = await apiFetch<{ results: SemenLot[] }>('/api/semen', {
    query: { search: text, hideEmpty: true, limit: AUTOCOMPLETE_LIMIT },
    signal,
  });
  return results.map((l) => ({
    _id: l._id,
    name: `${l.lotNumber} — ${l.stallion.name} (${l.current_inventory} rietjes)`,
  }));
}

/** GET /api/icsi/embryos?search: active embryos whose code holds the text (a case's Embryo parameter). */
export async function searchEmbryos(text: string, signal?: AbortSignal): Promise<Ref[]> {
  const { results } = await apiFetch<{
    results: { _id: string; code: string; donor_mare: { name: string } }[];
  }>('/api/icsi/embryos', { query: { search: text, limit: AUTOCOMPLETE_LIMIT }, signal });
  return results.map((e) => ({ _id: e._id, name: `${e.code} (${e.donor_mare.name})` }));
}

/** GET /api/product/search (5 at most). */
export function searchProducts(text: string, signal?: AbortSignal): Promise<Ref[]> {
  const query = { searchValue: text, limit: PRODUCT_SEARCH_LIMIT };
  return search('/api/product/search', query, productToRef, signal);
}

/** GET /api/customer/{id}: the name of a customer known only by id (a filter in the URL). */
export async function customerRef(id: string, signal?: AbortSignal): Promise<Ref> {
  return customerToRef(await apiFetch<Customer>(`/api/customer/${id}`, { signal }));
}

/** GET /api/horse/{id}: the name of a horse known only by id. */
export async function horseRef(id: string, signal?: AbortSignal): Promise<Ref> {
  return horseToRef(await apiFetch<Horse>(`/api/horse/${id}`, { signal }));
}

/** GET /api/product/{id}: the name of a product known only by id. */
export async function productRef(id: string, signal?: AbortSignal): Promise<Ref> {
  return productToRef(await apiFetch<Product>(`/api/product/${id}`, { signal }));
}

/** How a filter finds its choices and names an id it got from the URL. */
export type RefSource = {
  /** Cache key of the answers ('horses', 'products', 'customers'). */
  key: string;
  search: (text: string, signal: AbortSignal) => Promise<Ref[]>;
  byId: (id: string, signal: AbortSignal) => Promise<Ref>;
};

export const horseSource: RefSource = { key: 'horses', search: searchHorses, byId: horseRef };
export const customerSource: RefSource = {
  key: 'customers',
  search: searchCustomers,
  byId: customerRef,
};
export const productSource: RefSource = {
  key: 'products',
  search: searchProducts,
  byId: productRef,
};
