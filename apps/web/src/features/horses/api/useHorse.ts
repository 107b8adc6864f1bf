import { useQuery } from '@tanstack/react-query';
import type { HorseDetail } from '@stalboek/domain';
import { apiFetch } from '../../../api/client.ts';
import { horseKeys } from './keys.ts';

/** GET /api/horse/{id}: the horse with its lodgings; nothing is fetched for a new horse. */
export function useHorse(id: string | undefined) {
  return useQuery({
    queryKey: horseKeys.detail(id ?? ''),
    queryFn: ({ signal }) => apiFetch<HorseDetail>(`/api/horse/${id}`, { signal }),
    enabled: id !== undefined,
  });
}
