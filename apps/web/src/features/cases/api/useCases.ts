import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  CaseCreateBody,
  CaseDetail,
  CaseListItem,
  CaseStatus,
  CaseUpdateBody,
  MainActivity,
} from '@stalboek/domain';
import { apiFetch, type Query } from '../../../api/client.ts';
import { caseKeys } from './keys.ts';
import { PREFETCHED_FRESH_MS } from '../../../components/list/useListPrefetch.ts';

/** GET /api/case: one page of cases. */
export const caseListQuery = (query: Query) =>
  queryOptions({
    queryKey: caseKeys.list(query),
    queryFn: ({ signal }) =>
      apiFetch<{ results: CaseListItem[]; total: number }>('/api/case', { query, signal }),
    staleTime: PREFETCHED_FRESH_MS,
  });

/** The same list; while another page loads, the rows shown stay those of the last one. */
export function useCases(query: Query, enabled = true) {
  return useQuery({ ...caseListQuery(query), placeholderData: keepPreviousData, enabled });
}

/** GET /api/case/{id}. */
export function useCase(id: string) {
  return useQuery({
    queryKey: caseKeys.detail(id),
    queryFn: ({ signal }) => apiFetch<CaseDetail>(`/api/case/${id}`, { signal }),
  });
}

/** GET /api/config/status: statuses and main activities. */
export function useCaseConfig() {
  return useQuery({
    queryKey: caseKeys.config,
    queryFn: ({ signal }) =>
      apiFetch<{ statuses: CaseStatus[]; activities: MainActivity[] }>('/api/config/status', {
        signal,
      }),
    staleTime: Infinity,
  });
}

/** A save moves stock and may create notifications: those screens reload too. */
export function useInvalidateAfterCaseWrite() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: caseKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['stock'] }),
      queryClient.invalidateQueries({ queryKey: ['notifications'] }),
    ]);
}

export function useCreateCase() {
  const invalidate = useInvalidateAfterCaseWrite();
  return useMutation({
    mutationFn: (body: CaseCreateBody) =>
      apiFetch<{ _id: string }>('/api/case', { method: 'POST', body }),
    onSuccess: invalidate,
  });
}

export function useSaveCase(id: string) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateAfterCaseWrite();
  return useMutation({
    mutationFn: (body: CaseUpdateBody) =>
      apiFetch<CaseDetail>(`/api/case/${id}`, { method: 'PUT', body }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(caseKeys.detail(id), saved);
      await invalidate();
    },
  });
}

export function useDeleteCase(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<null>(`/api/case/${id}`, { method: 'DELETE' }),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: caseKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: caseKeys.lists() });
      await queryClient.invalidateQueries({ queryKey: ['stock'] });
    },
  });
}
