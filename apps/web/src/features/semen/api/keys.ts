import type { Query } from '../../../api/client.ts';

/** Query keys of the semen module; every semen write invalidates `all`. */
export const semenKeys = {
  all: ['semen'] as const,
  horses: (query: Query) => [...semenKeys.all, 'horses', query] as const,
  lots: (query: Query) => [...semenKeys.all, 'lots', query] as const,
  lot: (id: string) => [...semenKeys.all, 'lot', id] as const,
  colors: () => ['config', 'colors'] as const,
  /** Shared with the horse pages (GET /api/horse/{id}), so a horse loaded there is known here. */
  horse: (id: string) => ['horses', 'detail', id] as const,
};
