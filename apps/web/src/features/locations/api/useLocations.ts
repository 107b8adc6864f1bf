import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { locationListResult } from '@stalboek/domain';
import { apiFetch } from '../../../api/client.ts';
import type { Query } from '../../../api/client.ts';
import { locationKeys } from './keys.ts';

export type LocationList = z.infer<typeof locationListResult>;

/** GET /api/location: one page of locations ({locations, availableLocations, total}). */
export function useLocations(query: Query) {
  return useQuery({
    queryKey: locationKeys.list(query),
    queryFn: ({ signal }) => apiFetch<LocationList>('/api/location', { query, signal }),
    placeholderData: keepPreviousData,
  });
}
