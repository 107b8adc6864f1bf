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
