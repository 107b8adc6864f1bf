import type { Query } from '../../../../api/client.ts';

/**
 * Query keys of the embryos, under the ICSI module's ['icsi'] (api/keys.ts of the lots): an
 * embryo action reloads the lots too (their count of active embryos).
 */
export const embryoKeys = {
  icsi: ['icsi'] as const,
  all: ['icsi', 'embryos'] as const,
  list: (path: string, query: Query) => [...embryoKeys.all, 'list', path, query] as const,
  history: (embryoId: string) => [...embryoKeys.all, 'history', embryoId] as const,
  space: (containerId: string, tube: number, position: string) =>
    [...embryoKeys.all, 'space', containerId, tube, position] as const,
};
