import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import { apiFetch } from '../../../api/client.ts';
import { transactionKeys } from '../../transactions/index.ts';

/** The two CSV uploads of /settings/uploadSemenStock. */
export type CsvUploadType = 'Semen' | 'Lodging';

const UPLOAD_PATHS: Record<CsvUploadType, string> = {
  Semen: '/api/semen/upload/semen',
  Lodging: '/api/semen/upload/lodging',
};

/**
 * What an import makes out of date: imported lodgings move horses (every horse and location
 * screen); imported semen lots fill the lot lists, the containers' free space and the ledger.
 */
const STALE: Record<CsvUploadType, QueryKey[]> = {
  Semen: [['semen'], ['containers'], transactionKeys.all],
  Lodging: [['horses'], ['locations']],
};

/** POST /api/semen/upload/{semen|lodging} (multipart `file`) → {imported}. */
export function useCsvUpload(type: CsvUploadType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return apiFetch<{ imported: number }>(UPLOAD_PATHS[type], { method: 'POST', body });
    },
    onSuccess: () => {
      for (const queryKey of STALE[type]) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
