import { saveBlob } from './download.ts';

/** A cell a spreadsheet would run as a formula (= + - @, tab, CR) gets a leading quote (DESIGN §4). */
export function safeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Offers `csv` as a download named `filename`, UTF-8 with a byte order mark so accents survive Excel. */
export function saveCsv(csv: string, filename: string): void {
  saveBlob(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }), filename);
}
