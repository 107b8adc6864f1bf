import { useQueries } from '@tanstack/react-query';
import type { SemenLotDetail } from '@stalboek/domain';
import { apiFetch } from '../../../api/client.ts';
import { isNotFound } from '../../../components/NotFound.tsx';
import { semenReportKeys } from './keys.ts';

export type DeliveryLots = {
  /** The lots found, in the order of the URL. */
  lots: SemenLotDetail[];
  /** Ids the server does not know (or that are no ids at all). */
  missing: string[];
  /** Some lot could not be asked (no connection, a server error: the banner says why). */
  failed: boolean;
  isLoading: boolean;
};

/**
 * GET /api/semen/{id} for every lot of the report (the list gives no modifications, and the
 * straw count is that of the lot's last Export). An unknown lot is an answer, not a failure: it
 * is listed in `missing` instead of reaching the banner.
 */
export function useDeliveryLots(ids: readonly string[]): DeliveryLots {
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: semenReportKeys.deliveryLot(id),
      queryFn: async ({ signal }: { signal: AbortSignal }) => {
        try {
          const { semenCollection } = await apiFetch<{ semenCollection: SemenLotDetail }>(
            `/api/semen/${encodeURIComponent(id)}`,
            { signal },
          );
          return semenCollection;
        } catch (error) {
          if (isNotFound(error)) return null;
          throw error;
        }
      },
    })),
    combine: (results) => ({
      lots: results.flatMap((r) => (r.data ? [r.data] : [])),
      missing: ids.filter((_id, i) => results[i]?.data === null),
      failed: results.some((r) => r.isError),
      isLoading: results.some((r) => r.isPending && r.fetchStatus !== 'idle'),
    }),
  });
}
