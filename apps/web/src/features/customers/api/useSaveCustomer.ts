import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CustomerDetail, customerFields } from '@stalboek/domain';
import { apiFetch } from '../../../api/client.ts';
import { customerKeys } from './keys.ts';

/** What the API takes inside {customer}: the parsed form (empty texts are null). */
export type CustomerBody = z.output<typeof customerFields>;

/**
 * POST /api/customer {customer} (new) or PUT /api/customer/{id} {customer}. The answer becomes
 * the cached detail (no refetch after create), and the lists are refreshed.
 */
export function useSaveCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, customer }: { id?: string; customer: CustomerBody }) =>
      id
        ? apiFetch<CustomerDetail>(`/api/customer/${id}`, { method: 'PUT', body: { customer } })
        : apiFetch<CustomerDetail>('/api/customer', { method: 'POST', body: { customer } }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(customerKeys.detail(saved._id), saved);
      await queryClient.invalidateQueries({ queryKey: customerKeys.lists() });
    },
  });
}
