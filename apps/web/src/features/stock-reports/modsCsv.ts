import Papa from 'papaparse';
import type { StockMod } from '@stalboek/domain';
import type { Query } from '../../api/client.ts';
import { fetchAllMods } from './api/useStockMods.ts';
import type { ModColumn } from './modColumns.tsx';
import { cellText } from './modColumns.tsx';

/**
 * A cell a spreadsheet would run as a formula (= + - @, tab, CR) gets a leading quote (DESIGN §4).
 * The same rule as the horse list's CSV; features do not import each other.
 */
export function safeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

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

/** Offers `csv` as a download named `filename` (UTF-8 with BOM, so accents survive Excel). */
export function saveCsv(csv: string, filename: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Downloads every row of the filtered report (all pages) as `filename`. */
export async function downloadModsCsv(
  query: Query,
  columns: readonly ModColumn[],
  filename: string,
): Promise<void> {
  saveCsv(modsCsv(await fetchAllMods(query), columns), filename);
}
