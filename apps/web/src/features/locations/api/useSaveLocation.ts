import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Location, locationInput } from '@stalboek/domain';
import { apiFetch } from '../../../api/client.ts';
import { locationKeys } from './keys.ts';

/** The body the API takes: the parsed form (empty stable and prefix are null). */
export type LocationBody = z.output<typeof locationInput>;

/** POST /api/location (new) or PUT /api/location/{id}; refreshes every location screen. */
export function useSaveLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: LocationBody }) =>
      id
        ? apiFetch<Location>(`/api/location/${id}`, { method: 'PUT', body })
        : apiFetch<Location>('/api/location', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationKeys.all }),
  });
}
