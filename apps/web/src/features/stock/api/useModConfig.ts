import { useQuery } from '@tanstack/react-query';
import type { EditableModType } from '@stalboek/domain';
import { apiFetch } from '../../../api/client.ts';
import { stockKeys } from './keys.ts';

/** GET /api/config/mod: the modification types a user may record on a batch. */
export function useModConfig() {
  return useQuery({
    queryKey: stockKeys.modConfig(),
    queryFn: ({ signal }) => apiFetch<{ types: EditableModType[] }>('/api/config/mod', { signal }),
    select: (data) => data.types,
    staleTime: Infinity,
  });
}
