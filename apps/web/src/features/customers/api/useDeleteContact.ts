import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../api/client.ts';
import { customerKeys } from './keys.ts';

/** DELETE /api/customer/{id}/contact/{contactId}; the customer's detail is refreshed. */
export function useDeleteContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ customerId, contactId }: { customerId: string; contactId: string }) =>
      apiFetch<void>(`/api/customer/${customerId}/contact/${contactId}`, { method: 'DELETE' }),
    onSuccess: (_result, { customerId }) =>
      queryClient.invalidateQueries({ queryKey: customerKeys.detail(customerId) }),
  });
}
