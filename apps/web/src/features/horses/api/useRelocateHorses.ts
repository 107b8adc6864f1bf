import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../api/client.ts';
import { horseKeys, occupancyKeys } from './keys.ts';

/** PUT /api/horse/relocate {horses, stable}: `stable` is the chosen location's id (spec 02 §7). */
export function useRelocateHorses() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ horses, location }: { horses: string[]; location: string }) =>
      apiFetch<{ moved: number }>('/api/horse/relocate', {
        method: 'PUT',
        body: { horses, stable: location },
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: horseKeys.all });
      void queryClient.invalidateQueries({ queryKey: occupancyKeys.all });
    },
  });
}
