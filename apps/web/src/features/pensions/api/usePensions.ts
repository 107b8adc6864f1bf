import { useQuery } from '@tanstack/react-query';
import type { Pension } from '@stalboek/domain';
import { apiFetch } from '../../../api/client.ts';
import { pensionKeys } from './keys.ts';

/** GET /api/pension: every pension type ({results}). */
export function usePensions() {
  return useQuery({
    queryKey: pensionKeys.list(),
    queryFn: ({ signal }) => apiFetch<{ results: Pension[] }>('/api/pension', { signal }),
    select: (data) => data.results,
  });
}
