import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StockMod } from '@stalboek/domain';
import { apiFetch } from '../../../api/client.ts';
import type { Query } from '../../../api/client.ts';
import { stockKeys } from './keys.ts';

/** GET /api/stock/{productId}/mods: one page of the product's stock modifications. */
export function useMods(productId: string, query: Query) {
  return useQuery({
    queryKey: stockKeys.mods(productId, query),
    queryFn: ({ signal }) =>
      apiFetch<{ results: StockMod[]; total: number }>(`/api/stock/${productId}/mods`, {
        query,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
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
