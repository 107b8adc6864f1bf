import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { transactionListResult } from '@stalboek/domain';
import { apiFetch } from '../../api/client.ts';
import type { Query } from '../../api/client.ts';

export type TransactionList = z.infer<typeof transactionListResult>;

/**
 * Query keys of the ledger of genetic material; a write that moves material (a semen action, a
 * correction) invalidates `all`.
 */
export const transactionKeys = {
  all: ['transactions'] as const,
  horse: (horseId: string, query: Query) =>
    [...transactionKeys.all, 'horse', horseId, query] as const,
};

/** GET /api/horse/{id}/transactions: one page of the horse's ledger rows (source or destination). */
export function useHorseTransactions(horseId: string, query: Query) {
  return useQuery({
    queryKey: transactionKeys.horse(horseId, query),
    queryFn: ({ signal }) =>
      apiFetch<TransactionList>(`/api/horse/${horseId}/transactions`, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
