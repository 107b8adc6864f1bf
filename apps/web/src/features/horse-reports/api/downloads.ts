import { useMutation } from '@tanstack/react-query';
import type { Query } from '../../../api/client.ts';
import { downloadFile } from '../../../lib/download.ts';
import { SURROGATE_FILTERS } from './useSurrogates.ts';

/** GET /api/horse/research-sheets/pdf: one PDF, two sheets per surrogate of the filtered list. */
export function useResearchSheetsPdf() {
  return useMutation({
    mutationFn: (query: Query) =>
      downloadFile('/api/horse/research-sheets/pdf', 'onderzoeksfiches.pdf', {
        ...query,
        ...SURROGATE_FILTERS,
      }),
  });
}
