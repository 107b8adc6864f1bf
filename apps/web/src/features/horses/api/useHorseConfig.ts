import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../api/client.ts';
import { horseKeys } from './keys.ts';

export type HorseConfig = {
  stables: string[];
  types: string[];
  studbook: string[];
  colors: string[];
  breeds: string[];
};

/** GET /api/config/horse: the lists the horse screens offer (stables, types, studbooks …). */
export function useHorseConfig() {
  return useQuery({
    queryKey: horseKeys.config(),
    queryFn: ({ signal }) => apiFetch<HorseConfig>('/api/config/horse', { signal }),
    staleTime: Infinity,
  });
}
