import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IcsiLotDetail, IcsiLotInput } from '@stalboek/domain';
import { apiFetch } from '../../../api/client.ts';
import { transactionKeys } from '../../transactions/index.ts';
import { icsiKeys } from './keys.ts';

export type SavedIcsiLot = { icsi: IcsiLotDetail };

/** A new lot carries the embryos chosen of '1-{code}' … '{amount}-{code}'; an edit does not. */
export type SaveIcsiLot = { id?: string; icsi: IcsiLotInput; embryoCodes: string[] };

/**
 * POST /api/icsi {icsi, embryoCodes} (new) or PUT /api/icsi/{id} {icsi} (the whole form).
 * Afterwards every ICSI list and the ledger (Gain and Freeze of the lot) reload.
 */
export function useSaveIcsiLot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, icsi, embryoCodes }: SaveIcsiLot) =>
      id
        ? apiFetch<SavedIcsiLot>(`/api/icsi/${id}`, { method: 'PUT', body: { icsi } })
        : apiFetch<SavedIcsiLot>('/api/icsi', { method: 'POST', body: { icsi, embryoCodes } }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: icsiKeys.all });
      await queryClient.invalidateQueries({ queryKey: transactionKeys.all });
    },
  });
}

/**
 * DELETE /api/icsi/{id}; a lot of which an embryo left is refused (409, banner). The deleted lot
 * itself is not asked again (its page is being left: a 404 would reach the banner).
 */
export function useDeleteIcsiLot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(`/api/icsi/${id}`, { method: 'DELETE' }),
    onSettled: async (_data, _error, id) => {
      const deleted = icsiKeys.lot(id).join('/');
      await queryClient.invalidateQueries({
        queryKey: icsiKeys.all,
        predicate: (q) => q.queryKey.join('/') !== deleted,
      });
      await queryClient.invalidateQueries({ queryKey: transactionKeys.all });
    },
  });
}
