import { z } from 'zod';
import { optionalText, positiveInt, requiredText, uuid } from './fields.ts';
import { listQuery, repeated } from './list.ts';

/** Stables of the clinic (DESIGN §6); a location may also name another one, or none. */
export const STABLES = ['Stal Zoutleeuw', 'Stal Dormaal', 'Wei'] as const;

/** Location form and API body (spec 01 §5, spec 02 §5): name and places required. */
export const locationInput = z.object({
  stable: optionalText(64),
  prefix: optionalText(16),
  name: requiredText(64),
  places: positiveInt(10_000),
});
export type LocationInput = z.input<typeof locationInput>;

export const locationHorse = z.object({ _id: uuid, name: z.string() });

export const location = z.object({
  _id: uuid,
  stable: z.string().nullable(),
  prefix: z.string().nullable(),
  name: z.string(),
  places: z.number().int(),
  horseCount: z.number().int(),
  freePlaces: z.number().int(),
  /** 'stable prefix-name', as the spec shows a location. */
  fullStable: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type Location = z.infer<typeof location>;

export const locationDetail = location.extend({ horses: z.array(locationHorse) });
export type LocationDetail = z.infer<typeof locationDetail>;

export const LOCATION_SORT_FIELDS = ['stable', 'name', 'places', 'createdAt'] as const;
/** The lodging dialog loads every location of one stable at once: `limit=-1` is allowed here. */
export const locationListQuery = listQuery(LOCATION_SORT_FIELDS, { allowAll: true }).extend({
  stable: repeated(z.string().max(64)),
  query: z.string().trim().max(100).optional(),
});
export const locationListResult = z.object({
  locations: z.array(location),
  /** How many locations of the filtered list still have a free place. */
  availableLocations: z.number().int(),
  total: z.number().int(),
});

export const locationSearchQuery = z.object({
  searchValue: z.string().trim().max(100).default(''),
  stable: z.string().max(64).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

export const availableLocation = z.object({
  _id: uuid,
  name: z.string(),
  prefix: z.string().nullable(),
  remainingPlaces: z.number().int(),
});
export const availableLocationsByStable = z.array(
  z.object({ stable: z.string().nullable(), locations: z.array(availableLocation) }),
);

/** 'prefix-name' when a prefix exists, else 'name'. */
export function locationLabel(l: { prefix: string | null; name: string }): string {
  return l.prefix ? `${l.prefix}-${l.name}` : l.name;
}

/** 'stable prefix-name' (spec 01 §3 Location). */
export function fullLocationLabel(l: {
  stable: string | null;
  prefix: string | null;
  name: string;
}): string {
  return [l.stable, locationLabel(l)].filter(Boolean).join(' ');
}
