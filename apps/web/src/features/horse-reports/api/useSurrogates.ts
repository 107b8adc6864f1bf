import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { horseListResult } from '@stalboek/domain';
import { apiFetch } from '../../../api/client.ts';
import type { Query } from '../../../api/client.ts';
import { horseReportKeys } from './keys.ts';

type HorseList = z.infer<typeof horseListResult>;

/** Alive surrogate mares (spec 02 "/settings/research-sheets"): the horse list, forced filters. */
export const SURROGATE_FILTERS = { type: 'Merrie', surrogate: true, aliveOnly: true } as const;

/** GET /api/horse?type=Merrie&surrogate=true&aliveOnly=true&… */
export function useSurrogates(query: Query) {
  const all = { ...query, ...SURROGATE_FILTERS };
  return useQuery({
    queryKey: horseReportKeys.surrogates(all),
    queryFn: ({ signal }) => apiFetch<HorseList>('/api/horse', { query: all, signal }),
    placeholderData: keepPreviousData,
  });
}
