import type { Query } from '../../../api/client.ts';

/** Query keys of the cases module; sheets live under the case they belong to. */
export const caseKeys = {
  all: ['cases'] as const,
  lists: () => [...caseKeys.all, 'list'] as const,
  list: (query: Query) => [...caseKeys.lists(), query] as const,
  detail: (id: string) => [...caseKeys.all, 'detail', id] as const,
  sheet: (id: string) => [...caseKeys.all, 'sheet', id] as const,
  config: ['config', 'status'] as const,
};
