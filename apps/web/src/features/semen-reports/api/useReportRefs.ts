import { useQueries, useQuery } from '@tanstack/react-query';
import type { Customer, Horse } from '@stalboek/domain';
import { apiFetch } from '../../../api/client.ts';
import { semenReportKeys } from './keys.ts';

/** GET /api/horse/{id} of each horse (stallion, donor), for its UELN and microchip; by id. */
export function useHorses(ids: readonly string[]): Map<string, Horse> {
  return useQueries({
    queries: [...new Set(ids)].map((id) => ({
      queryKey: semenReportKeys.horse(id),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        apiFetch<Horse>(`/api/horse/${id}`, { signal }),
      // The report prints without the codes rather than failing over them.
      meta: { silentError: true },
    })),
    combine: (results) =>
      new Map(results.flatMap((r) => (r.data ? [[r.data._id, r.data] as const] : []))),
  });
}

/** GET /api/customer/{id}: the destination's address; nothing asked without a customer. */
export function useCustomer(id: string | null) {
  return useQuery({
    queryKey: semenReportKeys.customer(id ?? ''),
    queryFn: ({ signal }) => apiFetch<Customer>(`/api/customer/${id}`, { signal }),
    enabled: id !== null,
  });
}
