import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../api/client.ts';
import { customerKeys } from './keys.ts';

export type CustomerEmbryos = { results: { _id: string }[]; total: number };

/** GET /api/customer/{id}/embryos (empty until the ICSI module delivers embryos). */
export function useCustomerEmbryos(id: string) {
  return useQuery({
    queryKey: customerKeys.embryos(id),
    queryFn: ({ signal }) => apiFetch<CustomerEmbryos>(`/api/customer/${id}/embryos`, { signal }),
  });
}
