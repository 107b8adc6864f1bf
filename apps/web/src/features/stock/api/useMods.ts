import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StockMod } from '@stalboek/domain';
import { apiFetch } from '../../../api/client.ts';
import type { Query } from '../../../api/client.ts';
import { stockKeys } from './keys.ts';
import { PREFETCHED_FRESH_MS } from '../../../components/list/useListPrefetch.ts';

/** GET /api/stock/{productId}/mods: one page of the product's stock modifications. */
export const modListQuery = (productId: string, query: Query) =>
  queryOptions({
    queryKey: stockKeys.mods(productId, query),
    queryFn: ({ signal }) =>
      apiFetch<{ results: StockMod[]; total: number }>(`/api/stock/${productId}/mods`, {
        query,
        signal,
      }),
    staleTime: PREFETCHED_FRESH_MS,
  });

/** The same list; while another page loads, the rows shown stay those of the last one. */
export function useMods(productId: string, query: Query) {
  return useQuery({ ...modListQuery(productId, query), placeholderData: keepPreviousData });
}

/** A mod's corrections are few; more than this would be paged like any list. */
const MAX_CORRECTIONS = 100;

/** GET /api/stock/mods?corrects={modId}: the corrections of one original, oldest first. */
export function useModCorrections(modId: string) {
  return useQuery({
    queryKey: stockKeys.corrections(modId),
    queryFn: ({ signal }) =>
      apiFetch<{ results: StockMod[]; total: number }>('/api/stock/mods', {
        query: {
          corrects: modId,
          sortBy: ['createdAt'],
          sortDesc: [false],
          limit: MAX_CORRECTIONS,
        },
        signal,
      }),
    select: (data) => data.results,
  });
}
