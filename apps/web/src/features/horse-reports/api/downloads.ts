import { useMutation } from '@tanstack/react-query';
import { apiBlob } from '../../../api/client.ts';
import type { Query } from '../../../api/client.ts';
import { saveBlob } from '../../horses/api/files.ts';
import { SURROGATE_FILTERS } from './useSurrogates.ts';

/** GET /api/horse/research-sheets/pdf: one PDF, two sheets per surrogate of the filtered list. */
export function useResearchSheetsPdf() {
  return useMutation({
    mutationFn: async (query: Query) => {
      const { blob, filename } = await apiBlob('/api/horse/research-sheets/pdf', {
        query: { ...query, ...SURROGATE_FILTERS },
      });
      saveBlob(blob, filename ?? 'onderzoeksfiches.pdf');
    },
  });
}
