import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../api/client.ts';
import { dataUrlBlob, saveBlob } from '../../../lib/download.ts';

/** GET /api/horse/{id}/pdfBase64 → the research sheet (two copies) as a download. */
export async function downloadResearchSheet(horseId: string, name: string): Promise<void> {
  const { link } = await apiFetch<{ link: string }>(`/api/horse/${horseId}/pdfBase64`);
  saveBlob(dataUrlBlob(link), `onderzoeksfiche-${name}.pdf`);
}

/** Runs a download as a mutation: its failure goes to the banner, `isPending` to the button. */
export function useDownload() {
  return useMutation({ mutationFn: (run: () => Promise<void>) => run() });
}
