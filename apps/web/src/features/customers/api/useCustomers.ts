import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { customerListResult } from '@stalboek/domain';
import { apiFetch } from '../../../api/client.ts';
import type { Query } from '../../../api/client.ts';
import { customerKeys } from './keys.ts';

export type CustomerList = z.infer<typeof customerListResult>;

/** GET /api/customer: one page of customers ({customers, total}). */
export function useCustomers(query: Query) {
  return useQuery({
    queryKey: customerKeys.list(query),
    queryFn: ({ signal }) => apiFetch<CustomerList>('/api/customer', { query, signal }),
    placeholderData: keepPreviousData,
  });
}
