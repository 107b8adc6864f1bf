import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { containerListResult } from '@stalboek/domain';
import { apiFetch } from '../../../api/client.ts';
import type { Query } from '../../../api/client.ts';
import { containerKeys } from './keys.ts';

export type ContainerList = z.infer<typeof containerListResult>;

/** GET /api/nitrogen-container: one page of containers ({results, total}). */
export function useContainers(query: Query) {
  return useQuery({
    queryKey: containerKeys.list(query),
    queryFn: ({ signal }) => apiFetch<ContainerList>('/api/nitrogen-container', { query, signal }),
    placeholderData: keepPreviousData,
  });
}
