import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  ContainerPosition,
  EmbryoHistoryItem,
  embryoPageResult,
  embryoSpaceResult,
} from '@stalboek/domain';
import { apiFetch } from '../../../../api/client.ts';
import type { Query } from '../../../../api/client.ts';
import { embryoKeys } from './keys.ts';

export type EmbryoPage = z.infer<typeof embryoPageResult>;
export type EmbryoSpace = z.infer<typeof embryoSpaceResult>['container'];

/**
 * One page of embryos: GET /api/icsi/embryos (a lot's, batch_id), /api/customer/{id}/embryos or
 * /api/horse/{id}/embryos, all with the same query and `{results, total}`.
 */
export function useEmbryos(path: string, query: Query) {
  return useQuery({
    queryKey: embryoKeys.list(path, query),
    queryFn: ({ signal }) => apiFetch<EmbryoPage>(path, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/icsi/history?embryoId: the embryo's history in date order. */
export function useEmbryoHistory(embryoId: string) {
  return useQuery({
    queryKey: embryoKeys.history(embryoId),
    queryFn: ({ signal }) =>
      apiFetch<{ results: EmbryoHistoryItem[] }>('/api/icsi/history', {
        query: { embryoId },
        signal,
      }),
    select: (data) => data.results,
  });
}

export type SpacePlace = { containerId: string; tube: number; position: ContainerPosition };

/** POST /api/nitrogen-container/remaining-space/embryo: the room left at one tube position. */
export function useEmbryoSpace(place: SpacePlace | null) {
  return useQuery({
    queryKey: embryoKeys.space(place?.containerId ?? '', place?.tube ?? 0, place?.position ?? ''),
    queryFn: ({ signal }) =>
      apiFetch<{ container: EmbryoSpace }>('/api/nitrogen-container/remaining-space/embryo', {
        method: 'POST',
        body: place,
        signal,
      }),
    select: (data) => data.container,
    enabled: place !== null,
    meta: { silentError: true },
  });
}
