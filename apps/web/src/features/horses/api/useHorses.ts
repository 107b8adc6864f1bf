import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { horseListResult } from '@stalboek/domain';
import { apiFetch } from '../../../api/client.ts';
import type { Query } from '../../../api/client.ts';
import { horseKeys } from './keys.ts';

export type HorseListResult = z.infer<typeof horseListResult>;

/** GET /api/horse: one page of the filtered, sorted horse list ({results, total}). */
export function useHorses(query: Query) {
  return useQuery({
    queryKey: horseKeys.list(query),
    queryFn: ({ signal }) => apiFetch<HorseListResult>('/api/horse', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The whole filtered list (limit -1), e.g. for the CSV download. */
export function fetchAllHorses(query: Query) {
  return apiFetch<HorseListResult>('/api/horse', { query: { ...query, page: 1, limit: -1 } });
}
