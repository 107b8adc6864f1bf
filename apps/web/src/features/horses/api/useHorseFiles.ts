import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LabResult, StoredFile } from '@stalboek/domain';
import { apiFetch } from '../../../api/client.ts';
import { horseKeys } from './keys.ts';

function fileForm(file: File, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  // Fields first: the server reads them before the file part.
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', file);
  return form;
}

/** POST /api/horse/{id}/passport (multipart `file`): replaces the passport. */
export function useUploadPassport(horseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) =>
      apiFetch<StoredFile>(`/api/horse/${horseId}/passport`, {
        method: 'POST',
        body: fileForm(file),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: horseKeys.detail(horseId) }),
  });
}

/** DELETE /api/horse/{id}/passport. */
export function useDeletePassport(horseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<void>(`/api/horse/${horseId}/passport`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: horseKeys.detail(horseId) }),
  });
}

/** GET /api/horse/{id}/labo: the lab results, newest first. */
export function useLabResults(horseId: string) {
  return useQuery({
    queryKey: horseKeys.labResults(horseId),
    queryFn: ({ signal }) =>
      apiFetch<{ results: LabResult[] }>(`/api/horse/${horseId}/labo`, { signal }),
    select: (data) => data.results,
  });
}

/** POST /api/horse/{id}/labo (multipart: lab, date, file). */
export function useUploadLabResult(horseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lab, date, file }: { lab: string; date: string; file: File }) =>
      apiFetch<LabResult>(`/api/horse/${horseId}/labo`, {
        method: 'POST',
        body: fileForm(file, { lab, date }),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: horseKeys.labResults(horseId) }),
  });
}

/** DELETE /api/horse/{id}/labo/{labId}/{filename}. */
export function useDeleteLabResult(horseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lab: LabResult) =>
      apiFetch<void>(`/api/horse/${horseId}/labo/${lab._id}/${encodeURIComponent(lab.filename)}`, {
        method: 'DELETE',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: horseKeys.labResults(horseId) }),
  });
}
