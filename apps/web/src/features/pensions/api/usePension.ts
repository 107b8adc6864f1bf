import { useQuery } from '@tanstack/react-query';
import type { Pension } from '@stalboek/domain';
import { apiFetch } from '../../../api/client.ts';
import { pensionKeys } from './keys.ts';

/** GET /api/pension/{id}; nothing is fetched for a new pension type. */
export function usePension(id: string | undefined) {
  return useQuery({
    queryKey: pensionKeys.detail(id ?? ''),
    queryFn: ({ signal }) => apiFetch<Pension>(`/api/pension/${id}`, { signal }),
    enabled: id !== undefined,
  });
}
