import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Lodging, LodgingFields } from '@stalboek/domain';
import { apiFetch } from '../../../api/client.ts';
import { horseKeys, occupancyKeys } from './keys.ts';

/** The answer of a lodging write: the lodging and warnings (an overlap is not a refusal). */
export type LodgingAnswer = { lodging: Lodging; warnings: string[] };
export type SaveLodging = {
  lodgingId?: string;
  lodging: LodgingFields;
  /** Chosen at creation only. */
  pensionType?: string | null;
};

/** Lodgings change the horse's location and the occupancy of locations: refresh both. */
function useRefresh(horseId: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: horseKeys.detail(horseId) });
    void queryClient.invalidateQueries({ queryKey: horseKeys.all });
    void queryClient.invalidateQueries({ queryKey: occupancyKeys.all });
  };
}

/** POST /api/horse/{id}/lodging {lodging, pensionType} or PUT … {lodging incl. _id}. */
export function useSaveLodging(horseId: string) {
  const onSuccess = useRefresh(horseId);
  return useMutation({
    mutationFn: ({ lodgingId, lodging, pensionType }: SaveLodging) =>
      lodgingId
        ? apiFetch<LodgingAnswer>(`/api/horse/${horseId}/lodging`, {
            method: 'PUT',
            body: { lodging: { ...lodging, _id: lodgingId } },
          })
        : apiFetch<LodgingAnswer>(`/api/horse/${horseId}/lodging`, {
            method: 'POST',
            body: { lodging, pensionType: pensionType ?? null },
          }),
    onSuccess,
  });
}

/** DELETE /api/horse/{id}/lodging/{lodgingId} (invoiced lodgings are refused: 409). */
export function useDeleteLodging(horseId: string) {
  const onSuccess = useRefresh(horseId);
  return useMutation({
    mutationFn: (lodgingId: string) =>
      apiFetch<void>(`/api/horse/${horseId}/lodging/${lodgingId}`, { method: 'DELETE' }),
    onSuccess,
  });
}

/** POST /api/horse/{id}/checkout: ends every running lodging now and clears the location. */
export function useCheckOut(horseId: string) {
  const onSuccess = useRefresh(horseId);
  return useMutation({
    mutationFn: () =>
      apiFetch<{ lodgings: Lodging[] }>(`/api/horse/${horseId}/checkout`, { method: 'POST' }),
    onSuccess,
  });
}
