import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Container, containerInput } from '@stalboek/domain';
import { apiFetch } from '../../../api/client.ts';
import { containerKeys } from './keys.ts';

/** The body the API takes: the parsed form. */
export type ContainerBody = z.output<typeof containerInput>;

/** POST /api/nitrogen-container (new) or PUT /api/nitrogen-container/{id}. */
export function useSaveContainer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: ContainerBody }) =>
      id
        ? apiFetch<Container>(`/api/nitrogen-container/${id}`, { method: 'PUT', body })
        : apiFetch<Container>('/api/nitrogen-container', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: containerKeys.all }),
  });
}
