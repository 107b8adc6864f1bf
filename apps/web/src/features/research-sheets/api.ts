import { useMutation, useQuery } from '@tanstack/react-query';
import { sheetMsg, type ResearchSheet, type ResearchSheetListItem } from '@stalboek/domain';
import { apiFetch } from '../../api/client.ts';
import { caseKeys, useInvalidateAfterCaseWrite } from '../cases/index.ts';

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
    meta: { errorMessage: sheetMsg.vetsFailed },
  });
}

export function useResearchOptions() {
  return useQuery({
    queryKey: ['config', 'research'],
    queryFn: ({ signal }) => apiFetch<ResearchOptions>('/api/config/research', { signal }),
    staleTime: Infinity,
    meta: { errorMessage: sheetMsg.settingsFailed },
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

/**
 * Creates (POST) or saves (PUT) a sheet. A failure the server does not explain shows the spec's
 * default message of each (spec 01 §8); the mare's ovary tags and cysts are saved in the same
 * transaction, so '…bijwerken van de gelinkte merrie' cannot happen on its own.
 */
export function useSaveSheet() {
  const invalidate = useInvalidateAfterCaseWrite();
  const create = useMutation({
    mutationFn: (body: unknown) =>
      apiFetch<ResearchSheet>('/api/researchSheet', { method: 'POST', body }),
    onSuccess: invalidate,
    meta: { errorMessage: sheetMsg.saveFailed },
  });
  const update = useMutation({
    mutationFn: ({ id, body }: { id: string; body: unknown }) =>
      apiFetch<ResearchSheet>(`/api/researchSheet/${id}`, { method: 'PUT', body }),
    onSuccess: invalidate,
    meta: { errorMessage: sheetMsg.updateFailed },
  });
  return {
    isPending: create.isPending || update.isPending,
    mutate: (
      { id, body }: { id: string | null; body: unknown },
      options?: { onSuccess?: (sheet: ResearchSheet) => void; onError?: () => void },
    ) => {
      const handlers = {
        onSuccess: (sheet: ResearchSheet) => options?.onSuccess?.(sheet),
        onError: () => options?.onError?.(),
      };
      if (id) update.mutate({ id, body }, handlers);
      else create.mutate(body, handlers);
    },
  };
}

export function useDeleteSheet() {
  const invalidate = useInvalidateAfterCaseWrite();
  return useMutation({
    mutationFn: (id: string) => apiFetch<null>(`/api/researchSheet/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
    meta: { errorMessage: sheetMsg.deleteFailed },
  });
}
