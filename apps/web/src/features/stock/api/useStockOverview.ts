import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { stockOverviewResult } from '@stalboek/domain';
import { apiFetch } from '../../../api/client.ts';
import type { Query } from '../../../api/client.ts';
import { stockKeys } from './keys.ts';

export type StockOverviewResult = z.infer<typeof stockOverviewResult>;

/** GET /api/stock: one row per product, with the totals of the whole filtered list. */
export function useStockOverview(query: Query) {
  return useQuery({
    queryKey: stockKeys.overview(query),
    queryFn: ({ signal }) => apiFetch<StockOverviewResult>('/api/stock', { query, signal }),
    placeholderData: keepPreviousData,
  });
}
