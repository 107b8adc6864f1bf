import { apiBlob } from '../api/client.ts';
import type { Query } from '../api/client.ts';

/** Offers a blob as a download named `filename`. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Shows a blob in a new tab (a passport to look at). */
export function openBlob(blob: Blob): void {
  const url = URL.createObjectURL(blob);
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Downloads an API file with the bearer token under the server's name (or `fallback`). */
export async function downloadFile(path: string, fallback: string, query?: Query): Promise<void> {
  const { blob, filename } = await apiBlob(path, { query });
  saveBlob(blob, filename ?? fallback);
}

/** Opens an API file (e.g. the passport) in a new tab. */
export async function viewFile(path: string): Promise<void> {
  const { blob } = await apiBlob(path);
  openBlob(blob);
}

/** A data URL ('data:application/pdf;base64,…') as a Blob. */
export function dataUrlBlob(link: string): Blob {
  const [head = '', data = ''] = link.split(',', 2);
  const type = /^data:([^;,]+)/.exec(head)?.[1] ?? 'application/octet-stream';
  const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type });
}
