import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Protocol, ProtocolInput } from '@stalboek/domain';
import { apiFetch } from '../../../api/client.ts';
import type { TreatmentKind } from '../kinds.ts';
import { treatmentKeys } from './keys.ts';

/** POST /api/{protocol|labo} {protocol|labo} (new) or PUT /api/{protocol|labo}/{id}. */
export function useSaveTreatment(kind: TreatmentKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: ProtocolInput }) => {
      const payload = { [kind.resource]: body };
      return id
        ? apiFetch<Protocol>(`/api/${kind.resource}/${id}`, { method: 'PUT', body: payload })
        : apiFetch<Protocol>(`/api/${kind.resource}`, { method: 'POST', body: payload });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: treatmentKeys.all(kind) }),
  });
}
