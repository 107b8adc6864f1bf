import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../api/client.ts';
import { horseKeys, occupancyKeys } from './keys.ts';

/** DELETE /api/horse/{id} (permanent; 409 while records the clinic must keep exist). */
export function useDeleteHorse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(`/api/horse/${id}`, { method: 'DELETE' }),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: horseKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: horseKeys.all });
      void queryClient.invalidateQueries({ queryKey: occupancyKeys.all });
    },
  });
}
