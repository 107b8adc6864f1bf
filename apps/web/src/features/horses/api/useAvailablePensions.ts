import { useQuery } from '@tanstack/react-query';
import type { HorseType, Pension } from '@stalboek/domain';
import { apiFetch } from '../../../api/client.ts';
import { horseKeys } from './keys.ts';

/** GET /api/pension?availableFor={type}: the pension types offered for this kind of horse. */
export function useAvailablePensions(type: HorseType | undefined) {
  return useQuery({
    queryKey: horseKeys.pensions(type ?? ''),
    queryFn: ({ signal }) =>
      apiFetch<{ results: Pension[] }>('/api/pension', { query: { availableFor: type }, signal }),
    enabled: type !== undefined,
    select: (data) => data.results,
  });
}
