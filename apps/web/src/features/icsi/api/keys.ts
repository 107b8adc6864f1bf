import type { Query } from '../../../api/client.ts';

/** Query keys of the ICSI module; every ICSI write invalidates `all` (lots and embryos alike). */
export const icsiKeys = {
  all: ['icsi'] as const,
  lots: (query: Query) => [...icsiKeys.all, 'lots', query] as const,
  lot: (id: string) => [...icsiKeys.all, 'lot', id] as const,
};
