import { useQuery } from '@tanstack/react-query';
import type { CustomerDetail } from '@stalboek/domain';
import { apiFetch } from '../../../api/client.ts';
import { customerKeys } from './keys.ts';

/** GET /api/customer/{id}: the customer with its contacts; not asked for a new customer (null). */
export function useCustomer(id: string | null) {
  return useQuery({
    queryKey: customerKeys.detail(id ?? 'new'),
    queryFn: ({ signal }) => apiFetch<CustomerDetail>(`/api/customer/${id}`, { signal }),
    enabled: id !== null,
  });
}
