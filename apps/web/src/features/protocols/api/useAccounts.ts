import { useQuery } from '@tanstack/react-query';
import type { Account } from '@stalboek/domain';
import { apiFetch } from '../../../api/client.ts';
import { treatmentKeys } from './keys.ts';

/** GET /api/account[?number=707102]: the ledger accounts by number, optionally by number prefix. */
export function useAccounts(number?: string) {
  return useQuery({
    queryKey: [...treatmentKeys.accounts, { number: number ?? null }],
    queryFn: ({ signal }) =>
      apiFetch<{ results: Account[] }>('/api/account', { query: { number }, signal }),
    select: (data) => data.results,
  });
}
