import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../api/client.ts';

/** The two CSV uploads of /settings/uploadSemenStock. */
export type CsvUploadType = 'Semen' | 'Lodging';

const UPLOAD_PATHS: Record<CsvUploadType, string> = {
  Semen: '/api/semen/upload/semen',
  Lodging: '/api/semen/upload/lodging',
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
    // Imported lodgings move horses: every horse and location screen is out of date.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['horses'] });
      void queryClient.invalidateQueries({ queryKey: ['locations'] });
    },
  });
}
