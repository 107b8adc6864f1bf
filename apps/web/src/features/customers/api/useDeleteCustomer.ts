import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../api/client.ts';
import { customerKeys } from './keys.ts';

/**
 * DELETE /api/customer/{id}. The deleted customer's detail is dropped from the cache (never
 * refetched into a 404) and the lists are refreshed. A 409 (still owns horses) goes to the banner.
 */
export function useDeleteCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(`/api/customer/${id}`, { method: 'DELETE' }),
    onSuccess: async (_result, id) => {
      queryClient.removeQueries({ queryKey: customerKeys.detail(id), exact: true });
      await queryClient.invalidateQueries({ queryKey: customerKeys.lists() });
    },
  });
}
