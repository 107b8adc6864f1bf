import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ModEditInput, ModInput, NewBatchBody, StockBatch, StockMod } from '@stalboek/domain';
import { apiFetch } from '../../../api/client.ts';
import { stockKeys } from './keys.ts';

type ModResult = { mod: StockMod; batch: StockBatch };

/** A stock write that reloads every stock list afterwards (overview, batches, mods). */
function useStockWrite<V, R>(write: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: stockKeys.all }),
  });
}

/** POST /api/stock: receive a new batch of a product (writes its Aankoop mod). */
export function useCreateBatch() {
  return useStockWrite((body: NewBatchBody) =>
    apiFetch<{ batch: StockBatch }>('/api/stock', { method: 'POST', body }),
  );
}

/**
 * PUT /api/stock/{batchId}/deactivate|activate for every given batch, one call each (spec 02 §4);
 * the first refusal stops the rest and shows in the banner.
 */
export function useSetBatchesActive() {
  return useStockWrite(async ({ ids, active }: { ids: string[]; active: boolean }) => {
    for (const id of ids) {
      await apiFetch<{ batch: StockBatch }>(
        `/api/stock/${id}/${active ? 'activate' : 'deactivate'}`,
        { method: 'PUT' },
      );
    }
  });
}

/** PUT /api/stock/{batchId}: take an amount out of one batch (Beschadigd, Verkoop, ...). */
export function useAddMod() {
  return useStockWrite(({ batchId, body }: { batchId: string; body: ModInput }) =>
    apiFetch<ModResult>(`/api/stock/${batchId}`, { method: 'PUT', body }),
  );
}

/**
 * PUT /api/stock/{batchId}/{modId}: a mod's new amount and why; the API writes a correction of the
 * difference (answered as `mod`) and the batch moves by it.
 */
export function useEditMod() {
  return useStockWrite(({ mod, body }: { mod: StockMod; body: ModEditInput }) =>
    apiFetch<ModResult>(`/api/stock/${mod.batch._id}/${mod._id}`, { method: 'PUT', body }),
  );
}
