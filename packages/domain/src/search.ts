import { z } from 'zod';
import { uuid } from './fields.ts';

/** Global search limit (spec 01 §9). */
export const GLOBAL_SEARCH_LIMIT = 10;

export const searchQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(GLOBAL_SEARCH_LIMIT),
});
export const searchParams = z.object({ term: z.string().trim().min(1).max(100) });

/** One hit of the global search: a horse or a customer. */
export const searchHit = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('horse'),
    _id: uuid,
    name: z.string(),
    type: z.enum(['Hengst', 'Merrie']),
    owner: z.string().nullable(),
  }),
  z.object({
    kind: z.literal('customer'),
    _id: uuid,
    name: z.string(),
    type: z.enum(['particulier', 'bedrijf']),
    /** For a company: its first contact's name, and its VAT number ('BTW'). */
    contactName: z.string().nullable(),
    tva: z.string().nullable(),
    city: z.string().nullable(),
  }),
]);
export type SearchHit = z.infer<typeof searchHit>;
export const searchResult = z.object({ results: z.array(searchHit) });

/** What a chosen search result records (spec 01 §3 Search result record). */
export const SEARCH_TYPES = ['Horse', 'Customer', 'SemenCollection', 'Embryo', 'Product'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
export const searchResultFields = z.object({ searchItem: uuid, searchType: z.enum(SEARCH_TYPES) });
export const searchResultBody = z.object({ searchResult: searchResultFields });
export const searchResultRecord = searchResultFields.extend({
  _id: uuid,
  createdAt: z.iso.datetime({ offset: true }),
});
export const viewedQuery = z.object({
  searchType: z.enum(SEARCH_TYPES).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(5),
});
export const viewedItem = z.object({
  searchItem: uuid,
  searchType: z.enum(SEARCH_TYPES),
  /** The item's name now (a horse's or customer's), or null when it no longer exists. */
  name: z.string().nullable(),
  count: z.number().int(),
  lastViewed: z.iso.datetime({ offset: true }),
});
export const viewedResult = z.object({ results: z.array(viewedItem) });
