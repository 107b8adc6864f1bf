import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Protocol } from '@stalboek/domain';
import { apiFetch } from '../../../api/client.ts';
import type { Query } from '../../../api/client.ts';
import type { TreatmentKind } from '../kinds.ts';
import { treatmentKeys } from './keys.ts';

/** GET /api/protocol or /api/labo (page, limit, sortBy, sortDesc, search, tax[]) → {results, total}. */
export function useTreatments(kind: TreatmentKind, query: Query) {
  return useQuery({
    queryKey: treatmentKeys.list(kind, query),
    queryFn: ({ signal }) =>
      apiFetch<{ results: Protocol[]; total: number }>(`/api/${kind.resource}`, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
