import { useQuery } from '@tanstack/react-query';
import type { LocationDetail } from '@stalboek/domain';
import { apiFetch } from '../../../api/client.ts';
import { locationKeys } from './keys.ts';

/** GET /api/location/{id}: the location with the horses present. */
export function useLocation(id: string) {
  return useQuery({
    queryKey: locationKeys.detail(id),
    queryFn: ({ signal }) => apiFetch<LocationDetail>(`/api/location/${id}`, { signal }),
  });
}
