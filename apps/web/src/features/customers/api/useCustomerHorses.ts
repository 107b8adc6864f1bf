import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../api/client.ts';
import type { Query } from '../../../api/client.ts';
import { customerKeys } from './keys.ts';

export type OwnedHorse = { _id: string; name: string; type: 'Hengst' | 'Merrie'; death: boolean };
export type OwnedHorses = { horses: OwnedHorse[]; total: number };

/** GET /api/customer/{id}/horse: one page of the horses the customer owns. */
export function useCustomerHorses(id: string, query: Query) {
  return useQuery({
    queryKey: customerKeys.horses(id, query),
    queryFn: ({ signal }) => apiFetch<OwnedHorses>(`/api/customer/${id}/horse`, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
