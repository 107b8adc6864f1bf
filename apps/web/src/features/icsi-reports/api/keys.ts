import type { Query } from '../../../api/client.ts';

/**
 * Query keys of the ICSI reports. They start with 'icsi' (the ICSI module's `all`), so every ICSI
 * write reloads the reports too; they are the reports' own below it, since their answers differ
 * (an unknown embryo is null here).
 */
export const icsiReportKeys = {
  lot: (id: string) => ['icsi', 'report', 'lot', id] as const,
  embryo: (id: string) => ['icsi', 'report', 'embryo', id] as const,
  history: (embryoId: string) => ['icsi', 'report', 'history', embryoId] as const,
  stock: (query: Query) => ['icsi', 'report', 'stock', query] as const,
};
