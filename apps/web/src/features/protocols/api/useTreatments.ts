import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Protocol } from '@stalboek/domain';
import { apiFetch } from '../../../api/client.ts';
import type { Query } from '../../../api/client.ts';
import type { TreatmentKind } from '../kinds.ts';
import { treatmentKeys } from './keys.ts';
import { PREFETCHED_FRESH_MS } from '../../../components/list/useListPrefetch.ts';

/** GET /api/protocol or /api/labo (page, limit, sortBy, sortDesc, search, tax[]) → {results, total}. */
export const treatmentListQuery = (kind: TreatmentKind, query: Query) =>
  queryOptions({
    queryKey: treatmentKeys.list(kind, query),
    queryFn: ({ signal }) =>
      apiFetch<{ results: Protocol[]; total: number }>(`/api/${kind.resource}`, { query, signal }),
    staleTime: PREFETCHED_FRESH_MS,
  });

/** The same list; while another page loads, the rows shown stay those of the last one. */
export function useTreatments(kind: TreatmentKind, query: Query) {
  return useQuery({ ...treatmentListQuery(kind, query), placeholderData: keepPreviousData });
}
