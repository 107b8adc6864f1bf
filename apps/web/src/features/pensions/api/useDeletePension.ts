import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../api/client.ts';
import { pensionKeys } from './keys.ts';

/** DELETE /api/pension/{id} (a type used by lodgings is refused: 409). */
export function useDeletePension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(`/api/pension/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pensionKeys.all }),
  });
}
