import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../api/client.ts';
import type { TreatmentKind } from '../kinds.ts';
import { treatmentKeys } from './keys.ts';

/** DELETE /api/{protocol|labo}/{id}; a refusal (409) goes to the banner. */
export function useDeleteTreatment(kind: TreatmentKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(`/api/${kind.resource}/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: treatmentKeys.all(kind) }),
  });
}
