import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { HorseDetail, horseFields, LodgingFields } from '@stalboek/domain';
import { apiFetch } from '../../../api/client.ts';
import { horseKeys, occupancyKeys } from './keys.ts';

/** The horse as the API takes it (the parsed form). */
export type HorseBody = z.output<typeof horseFields>;
export type FirstLodging = LodgingFields & { pensionType: string | null };
export type SaveHorse = { id?: string; horse: HorseBody; lodgings?: FirstLodging[] };
type Saved = HorseDetail & { warnings?: string[] };

/** Spec 01 §8: a failed save reads 'fout opgetreden tijdens het opslagen van {name}'. */
export function savingError(name: string, error: unknown): Error {
  const reason = error instanceof Error && error.message ? `: ${error.message}` : '';
  return new Error(`fout opgetreden tijdens het opslagen van ${name}${reason}`, { cause: error });
}

/** POST /api/horse/create {horse incl. lodgings} or PUT /api/horse/{id} {horse}. */
export function saveHorse({ id, horse, lodgings = [] }: SaveHorse): Promise<Saved> {
  const request = id
    ? apiFetch<Saved>(`/api/horse/${id}`, { method: 'PUT', body: { horse } })
    : apiFetch<Saved>('/api/horse/create', {
        method: 'POST',
        body: { horse: { ...horse, lodgings } },
      });
  return request.catch((error: unknown) => {
    throw savingError(horse.name, error);
  });
}

/** Saves a horse (form or inline list edit); refreshes the horse screens and occupancy. */
export function useSaveHorse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveHorse,
    onSuccess: (saved) => {
      queryClient.setQueryData(horseKeys.detail(saved._id), saved);
      void queryClient.invalidateQueries({ queryKey: horseKeys.all });
      void queryClient.invalidateQueries({ queryKey: occupancyKeys.all });
    },
  });
}
