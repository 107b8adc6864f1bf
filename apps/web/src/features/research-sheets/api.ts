import { useMutation, useQuery } from '@tanstack/react-query';
import type { ResearchSheet, ResearchSheetListItem } from '@stalboek/domain';
import { apiFetch } from '../../api/client.ts';
import { caseKeys } from '../cases/api/keys.ts';
import { useInvalidateAfterCaseWrite } from '../cases/api/useCases.ts';

export type ResearchOptions = {
  moistList: string[];
  moistType: string[];
  pregnantOptions: string[];
  follicleTags: string[];
  ovaryTags: string[];
  cystType: string[];
};

export function useSheet(id: string | null) {
  return useQuery({
    queryKey: caseKeys.sheet(id ?? 'none'),
    queryFn: ({ signal }) => apiFetch<ResearchSheet>(`/api/researchSheet/${id}`, { signal }),
    enabled: Boolean(id),
  });
}

export function useVets() {
  return useQuery({
    queryKey: ['config', 'vets'],
    queryFn: ({ signal }) => apiFetch<{ vets: string[] }>('/api/config/vets', { signal }),
    staleTime: Infinity,
  });
}

export function useResearchOptions() {
  return useQuery({
    queryKey: ['config', 'research'],
    queryFn: ({ signal }) => apiFetch<ResearchOptions>('/api/config/research', { signal }),
    staleTime: Infinity,
  });
}

/** GET /api/researchSheet: a horse's or customer's sheets, newest first. */
export function useSheetList(
  filter: { horse?: string; customer?: string },
  page: number,
  limit = 10,
) {
  return useQuery({
    queryKey: [...caseKeys.all, 'sheets', filter, page, limit],
    queryFn: ({ signal }) =>
      apiFetch<{ results: ResearchSheetListItem[]; total: number }>('/api/researchSheet', {
        query: { ...filter, page, limit, sortBy: 'researchDate', sortDesc: true },
        signal,
      }),
  });
}

export function useSaveSheet() {
  const invalidate = useInvalidateAfterCaseWrite();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: unknown }) =>
      id
        ? apiFetch<ResearchSheet>(`/api/researchSheet/${id}`, { method: 'PUT', body })
        : apiFetch<ResearchSheet>('/api/researchSheet', { method: 'POST', body }),
    onSuccess: invalidate,
  });
}

export function useDeleteSheet() {
  const invalidate = useInvalidateAfterCaseWrite();
  return useMutation({
    mutationFn: (id: string) => apiFetch<null>(`/api/researchSheet/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}
