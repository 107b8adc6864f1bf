import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Pension, pensionFields } from '@stalboek/domain';
import { apiFetch } from '../../../api/client.ts';
import { pensionKeys } from './keys.ts';

/** The body the API takes: the parsed form. */
export type PensionBody = z.output<typeof pensionFields>;

/** POST /api/pension {pension} (new) or PUT /api/pension/{id} {pension}. */
export function useSavePension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, pension }: { id?: string; pension: PensionBody }) =>
      id
        ? apiFetch<Pension>(`/api/pension/${id}`, { method: 'PUT', body: { pension } })
        : apiFetch<Pension>('/api/pension', { method: 'POST', body: { pension } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pensionKeys.all }),
  });
}
