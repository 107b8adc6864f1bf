import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ExportType,
  SemenActionBody,
  SemenLocationInput,
  SemenLotDetail,
  SemenLotInput,
} from '@stalboek/domain';
import { apiFetch } from '../../../api/client.ts';
import { transactionKeys } from '../../transactions/index.ts';
import { semenKeys } from './keys.ts';

/** A semen write: afterwards every semen list and the ledgers it writes to reload. */
function useSemenWrite<V, R>(write: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: semenKeys.all });
      await queryClient.invalidateQueries({ queryKey: transactionKeys.all });
    },
  });
}

export type SavedLot = { semenCollection: SemenLotDetail };

/** POST /api/semen {semenCollection} (new) or PUT /api/semen/{id} {semenCollection}. */
export function useSaveSemenLot() {
  return useSemenWrite(({ id, body }: { id?: string; body: SemenLotInput }) =>
    id
      ? apiFetch<SavedLot>(`/api/semen/${id}`, { method: 'PUT', body: { semenCollection: body } })
      : apiFetch<SavedLot>('/api/semen', { method: 'POST', body: { semenCollection: body } }),
  );
}

/**
 * DELETE /api/semen/{id}; a lot with modifications beyond Create is refused (409, banner). The
 * deleted lot itself is not asked again (its page is being left: a 404 would reach the banner).
 */
export function useDeleteSemenLot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(`/api/semen/${id}`, { method: 'DELETE' }),
    onSettled: async (_data, _error, id) => {
      const deleted = semenKeys.lot(id);
      await queryClient.invalidateQueries({
        queryKey: semenKeys.all,
        predicate: (q) => q.queryKey.join('/') !== deleted.join('/'),
      });
      await queryClient.invalidateQueries({ queryKey: transactionKeys.all });
    },
  });
}

/** POST /api/semen/actions: one action on every selected lot, all or nothing. */
export function useSemenAction() {
  return useSemenWrite((body: SemenActionBody) =>
    apiFetch<{ modifications: string[] }>('/api/semen/actions', { method: 'POST', body }),
  );
}

/** DELETE /api/semen/{id}/modification: the Correction, which undoes the lot's last modification. */
export function useCorrectSemenLot() {
  return useSemenWrite((id: string) =>
    apiFetch<{ id: string }>(`/api/semen/${id}/modification`, { method: 'DELETE' }),
  );
}

/** POST /api/semen/relocate {lots, location}. */
export function useRelocateSemenLots() {
  return useSemenWrite((body: { lots: string[]; location: SemenLocationInput }) =>
    apiFetch<void>('/api/semen/relocate', { method: 'POST', body }),
  );
}

/** POST /api/semen/export-type {lots, export_type}. */
export function useSetSemenExportType() {
  return useSemenWrite((body: { lots: string[]; export_type: ExportType }) =>
    apiFetch<void>('/api/semen/export-type', { method: 'POST', body }),
  );
}
