import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { toExpireResult } from '@stalboek/domain';
import { apiFetch } from '../../../api/client.ts';

export type ToExpire = z.infer<typeof toExpireResult>['results'][number];

/** Dashboard blocks show 5 items (spec 01 §9). */
export const DASHBOARD_ITEMS = 5;

/** GET /api/product/to-expire: the active lots with stock left, soonest expiry first. */
export function useProductsToExpire() {
  return useQuery({
    // Under ['stock'], so every stock write reloads the block.
    queryKey: ['stock', 'to-expire', DASHBOARD_ITEMS],
    queryFn: ({ signal }) =>
      apiFetch<{ results: ToExpire[] }>('/api/product/to-expire', {
        query: { limit: DASHBOARD_ITEMS },
        signal,
      }),
    select: (data) => data.results.slice(0, DASHBOARD_ITEMS),
  });
}
