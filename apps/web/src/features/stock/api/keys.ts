import type { Query } from '../../../api/client.ts';

/** Query keys of the stock pages; every stock write invalidates `all`. */
export const stockKeys = {
  all: ['stock'] as const,
  overview: (query: Query) => [...stockKeys.all, 'overview', query] as const,
  batches: (productId: string, query: Query) =>
    [...stockKeys.all, 'batches', productId, query] as const,
  mods: (productId: string, query: Query) => [...stockKeys.all, 'mods', productId, query] as const,
  /** A mod's corrections (its history in the edit dialog). */
  corrections: (modId: string) => [...stockKeys.all, 'corrections', modId] as const,
  modConfig: () => ['config', 'mod'] as const,
  /** Shared with the product pages, so a saved product shows here at once. */
  product: (id: string) => ['products', 'detail', id] as const,
};
