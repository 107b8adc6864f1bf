import Papa from 'papaparse';
import type { StockMod } from '@stalboek/domain';
import type { Query } from '../../api/client.ts';
import { fetchAllMods } from './api/useStockMods.ts';
import type { ModColumn } from './modColumns.tsx';
import { cellText } from './modColumns.tsx';
import { safeCell, saveCsv } from '../../lib/csv.ts';

/**
 * The report as CSV: the shown columns, `;` between cells (as Belgian spreadsheets expect). The
 * amount is a number we format ourselves, so a correction's '-2' stays a number (not defused).
 */
export function modsCsv(mods: StockMod[], columns: readonly ModColumn[]): string {
  const cell = (id: ModColumn['id'], m: StockMod) =>
    id === 'amount' ? cellText(id, m, 'csv') : safeCell(cellText(id, m, 'csv'));
  return Papa.unparse(
    {
      fields: columns.map((c) => c.header),
      data: mods.map((m) => columns.map((c) => cell(c.id, m))),
    },
    { delimiter: ';' },
  );
}

/** Downloads every row of the filtered report (all pages) as `filename`. */
export async function downloadModsCsv(
  query: Query,
  columns: readonly ModColumn[],
  filename: string,
): Promise<void> {
  saveCsv(modsCsv(await fetchAllMods(query), columns), filename);
}
