import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { customerListResult } from '@stalboek/domain';
import { apiFetch } from '../../../api/client.ts';
import type { Query } from '../../../api/client.ts';
import { customerKeys } from './keys.ts';
import { PREFETCHED_FRESH_MS } from '../../../components/list/useListPrefetch.ts';

export type CustomerList = z.infer<typeof customerListResult>;

/** GET /api/customer: one page of customers ({customers, total}). */
export const customerListQuery = (query: Query) =>
  queryOptions({
    queryKey: customerKeys.list(query),
    queryFn: ({ signal }) => apiFetch<CustomerList>('/api/customer', { query, signal }),
    staleTime: PREFETCHED_FRESH_MS,
  });

/** The same list; while another page loads, the rows shown stay those of the last one. */
export function useCustomers(query: Query) {
  return useQuery({ ...customerListQuery(query), placeholderData: keepPreviousData });
}
