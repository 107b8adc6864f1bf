import { useMutation } from '@tanstack/react-query';
import { apiBlob } from '../../../api/client.ts';
import type { Query } from '../../../api/client.ts';
import { SURROGATE_FILTERS } from './useSurrogates.ts';

/** Offers a blob as a download named `filename`. */
function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

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
