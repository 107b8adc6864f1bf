import { useQueries, useQuery } from '@tanstack/react-query';
import type { Embryo, EmbryoHistoryItem, IcsiLotDetail } from '@stalboek/domain';
import { apiFetch } from '../../../api/client.ts';
import { isNotFound } from '../../../components/NotFound.tsx';
import type { Ref } from '../../../lib/refs.ts';
import { lastExportCustomer } from '../exportCustomer.ts';
import { icsiReportKeys } from './keys.ts';

/** GET with an unknown record (404, or 400 for no id at all) as null instead of a failure. */
async function getOrNull<T>(path: string, signal: AbortSignal): Promise<T | null> {
  try {
    return await apiFetch<T>(path, { signal });
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** GET /api/icsi/{id}: the report's lot (null when it does not exist). */
export function useDeliveryLot(id: string) {
  return useQuery({
    queryKey: icsiReportKeys.lot(id),
    queryFn: async ({ signal }) =>
      (await getOrNull<{ icsi: IcsiLotDetail }>(`/api/icsi/${encodeURIComponent(id)}`, signal))
        ?.icsi ?? null,
  });
}

export type DeliveryEmbryos = {
  /** The embryos found, in the order of the URL. */
  embryos: Embryo[];
  /** Ids the server does not know (or that are no ids at all). */
  missing: string[];
  /** Some embryo could not be asked (no connection, a server error: the banner says why). */
  failed: boolean;
  isLoading: boolean;
};

/** GET /api/icsi/embryo/{id} for every embryo of the report; an unknown one is `missing`. */
export function useDeliveryEmbryos(ids: readonly string[]): DeliveryEmbryos {
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: icsiReportKeys.embryo(id),
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        (await getOrNull<{ embryo: Embryo }>(`/api/icsi/embryo/${encodeURIComponent(id)}`, signal))
          ?.embryo ?? null,
    })),
    combine: (results) => ({
      embryos: results.flatMap((r) => (r.data ? [r.data] : [])),
      missing: ids.filter((_id, i) => results[i]?.data === null),
      failed: results.some((r) => r.isError),
      isLoading: results.some((r) => r.isPending && r.fetchStatus !== 'idle'),
    }),
  });
}

/**
 * GET /api/icsi/history?embryoId= of each embryo: the customer of their last export, the
 * report's default destination. Without a history (a failure is only logged) it is none.
 */
export function useExportCustomer(embryoIds: readonly string[]): {
  customer: Ref | null;
  isLoading: boolean;
} {
  return useQueries({
    queries: embryoIds.map((embryoId) => ({
      queryKey: icsiReportKeys.history(embryoId),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        apiFetch<{ results: EmbryoHistoryItem[] }>('/api/icsi/history', {
          query: { embryoId },
          signal,
        }),
      meta: { silentError: true },
    })),
    combine: (results) => ({
      customer: lastExportCustomer(results.flatMap((r) => r.data?.results ?? [])),
      isLoading: results.some((r) => r.isPending && r.fetchStatus !== 'idle'),
    }),
  });
}
