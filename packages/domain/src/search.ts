import { z } from 'zod';
import { uuid } from './fields.ts';

/** Global search limit (spec 01 §9). */
export const GLOBAL_SEARCH_LIMIT = 10;

export const searchQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(GLOBAL_SEARCH_LIMIT),
});
export const searchParams = z.object({ term: z.string().trim().min(1).max(100) });

/** One hit of the global search: a horse or a customer. */
/** A horse's identifiers the global search matches besides its name (issue 17). */
export const HORSE_IDENTIFIERS = ['microchip', 'ueln', 'surrogate_uid'] as const;
export type HorseIdentifier = (typeof HORSE_IDENTIFIERS)[number];
/** How each is named where a hit shows it. */
export const horseIdentifierLabel: Record<HorseIdentifier, string> = {
  microchip: 'Chip',
  ueln: 'UELN',
  surrogate_uid: 'Brandnummer',
};

/**
 * A term the global search also looks up as an identifier: without its spaces, only letters,
 * digits, '-', '/' and '.', with at least 3 digits (a chip '981100004512345', a UELN
 * '056002W00123456', a brand number 'DM-101'; not a name). Answers the term as compared (upper
 * case, no LIKE wildcard in it), or undefined.
 */
export function identifierTerm(term: string): string | undefined {
  const compact = term.replace(/\s+/g, '').toUpperCase();
  if (!/^[0-9A-Z./-]+$/.test(compact)) return undefined;
  return (compact.match(/[0-9]/g)?.length ?? 0) >= 3 ? compact : undefined;
}

export const searchHit = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('horse'),
    _id: uuid,
    name: z.string(),
    type: z.enum(['Hengst', 'Merrie']),
    owner: z.string().nullable(),
    /** The identifier the term matched (microchip, UELN or brand number); null for a name. */
    identifier: z.object({ field: z.enum(HORSE_IDENTIFIERS), value: z.string() }).nullable(),
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
  /** A frozen-semen lot found by its lot number (searchType SemenCollection). */
  z.object({
    kind: z.literal('semen'),
    _id: uuid,
    name: z.string(),
    stallion: z.string(),
    owner: z.string().nullable(),
    currentInventory: z.number().int(),
  }),
  /** An ICSI embryo found by its code (searchType Embryo); opens its lot. */
  z.object({
    kind: z.literal('embryo'),
    _id: uuid,
    name: z.string(),
    lotId: uuid,
    donorMare: z.string(),
    active: z.boolean(),
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
