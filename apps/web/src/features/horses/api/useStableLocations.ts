import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { locationListResult } from '@stalboek/domain';
import { apiFetch } from '../../../api/client.ts';
import { occupancyKeys } from './keys.ts';

type LocationList = z.infer<typeof locationListResult>;

/** GET /api/location?stable=…&limit=-1: every location of a stable with its free places. */
export function useStableLocations(stable: string | undefined) {
  return useQuery({
    queryKey: occupancyKeys.byStable(stable ?? ''),
    queryFn: ({ signal }) =>
      apiFetch<LocationList>('/api/location', {
        query: { stable, limit: -1, sortBy: 'name', sortDesc: false },
        signal,
      }),
    enabled: !!stable,
    select: (data) => data.locations,
  });
}
