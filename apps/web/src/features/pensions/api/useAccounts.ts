import { useQuery } from '@tanstack/react-query';
import type { Account } from '@stalboek/domain';
import { apiFetch } from '../../../api/client.ts';
import { pensionKeys } from './keys.ts';

/** GET /api/account: the ledger accounts, by number. */
export function useAccounts() {
  return useQuery({
    queryKey: pensionKeys.accounts(),
    queryFn: ({ signal }) => apiFetch<{ results: Account[] }>('/api/account', { signal }),
    select: (data) => data.results,
  });
}
