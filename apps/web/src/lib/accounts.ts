import { useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { Account } from '@stalboek/domain';
import { apiFetch } from '../api/client.ts';

/** Query keys of the ledger accounts, which every invoiced record (pension type, protocol) picks. */
export const accountKeys = {
  all: ['accounts'] as const,
  byNumber: (number: string | undefined) =>
    [...accountKeys.all, { number: number ?? null }] as const,
};

function fetchAccounts(number: string | undefined, signal: AbortSignal) {
  return apiFetch<{ results: Account[] }>('/api/account', { query: { number }, signal });
}

/** GET /api/account[?number=707102]: the ledger accounts by number, optionally by number prefix. */
export function useAccounts(number?: string) {
  return useQuery({
    queryKey: accountKeys.byNumber(number),
    queryFn: ({ signal }) => fetchAccounts(number, signal),
    select: (data) => data.results,
  });
}

/** Reloads the accounts now (the sync button) and refreshes every screen that lists them. */
export async function reloadAccounts(queryClient: QueryClient, number?: string): Promise<void> {
  await queryClient.fetchQuery({
    queryKey: accountKeys.byNumber(number),
    queryFn: ({ signal }) => fetchAccounts(number, signal),
    staleTime: 0,
  });
  await queryClient.invalidateQueries({ queryKey: accountKeys.all });
}
