import { useQuery } from '@tanstack/react-query';
import type { Protocol } from '@stalboek/domain';
import { apiFetch } from '../../../api/client.ts';
import type { TreatmentKind } from '../kinds.ts';
import { treatmentKeys } from './keys.ts';

/** GET /api/protocol/{id} or /api/labo/{id}; nothing is fetched for a new record. */
export function useTreatment(kind: TreatmentKind, id: string | undefined) {
  return useQuery({
    queryKey: treatmentKeys.detail(kind, id ?? ''),
    queryFn: ({ signal }) => apiFetch<Protocol>(`/api/${kind.resource}/${id}`, { signal }),
    enabled: id !== undefined,
  });
}
