import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { availableLocationsByStable } from '@stalboek/domain';
import { apiFetch } from '../../../api/client.ts';
import { locationKeys } from './keys.ts';

export type AvailableLocations = z.infer<typeof availableLocationsByStable>;

/** GET /api/location/available-locations: per stable the locations with free places. */
export function useAvailableLocations() {
  return useQuery({
    queryKey: locationKeys.available(),
    queryFn: ({ signal }) =>
      apiFetch<AvailableLocations>('/api/location/available-locations', { signal }),
  });
}
