import Papa from 'papaparse';
import { brusselsNoon, uploadMessages } from '@stalboek/domain';
import { AppError } from './errors.ts';

/** The cells of a data row by lower-cased column name. */
export type CsvValues = Record<string, string | undefined>;
/** A data row with its number as a spreadsheet shows it (the header is row 1). */
export type CsvRow = { row: number; values: CsvValues };

/**
 * The file as text: UTF-8 (a BOM is dropped), else Windows-1252 as Excel writes it. Bytes that
 * no text has (NUL, other control characters) mean it is not a CSV file.
 */
export function decodeCsv(data: Buffer): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(data);
  } catch {
    text = new TextDecoder('windows-1252').decode(data);
  }
  // Of the control characters only tab, CR and LF occur in text.
  if (/(?![\t\r\n])\p{Cc}/u.test(text)) throw new AppError('BAD_REQUEST', uploadMessages.badCsv);
  return text;
}

/** dd/mm/jjjj (also d-m-jjjj, d.m.jjjj or jjjj-mm-dd), stored at 12:00 Europe/Brussels. */
export function parseDay(value: string): Date | undefined {
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  const ymd = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const [y, m, d] = dmy ? [dmy[3], dmy[2], dmy[1]] : ymd ? [ymd[1], ymd[2], ymd[3]] : [];
  if (!y || !m || !d) return undefined;
  const day = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  const check = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(check.getTime()) || check.toISOString().slice(0, 10) !== day) return undefined;
  return brusselsNoon(day);
}

export type CsvShape = {
  /** Columns every file must have. */
  required: readonly string[];
  /** Groups of columns of which a file must have at least one. */
  oneOf?: readonly (readonly string[])[];
  /** The most data rows a file may hold, and the texts of an empty and of a too long file. */
  maxRows: number;
  empty: string;
  tooMany: string;
};

const quoted = (columns: readonly string[]) => columns.map((c) => `'${c}'`).join(' of ');

/**
 * Parses a CSV with a header row (`;`, `,` or tab between cells, detected; column names trimmed
 * and case-insensitive): its data rows, or a 400 naming the missing columns or the bad rows.
 */
export function parseCsv(text: string, shape: CsvShape): CsvRow[] {
  const parsed = Papa.parse<CsvValues>(text, {
    header: true,
    skipEmptyLines: 'greedy',
    delimitersToGuess: [';', ',', '\t'],
    transformHeader: (h) => h.trim().toLowerCase(),
  });
  const header = parsed.meta.fields ?? [];
  const missing = [
    ...shape.required.filter((c) => !header.includes(c)).map((c) => [c]),
    ...(shape.oneOf ?? []).filter((group) => !group.some((c) => header.includes(c))),
  ];
  if (missing.length) {
    const details = missing.map((c) => ({
      path: 'header',
      message: `Kolom ${quoted(c)} ontbreekt`,
    }));
    throw new AppError('BAD_REQUEST', details.map((d) => d.message).join('; '), details);
  }
  if (!parsed.data.length) throw new AppError('BAD_REQUEST', shape.empty);
  if (parsed.data.length > shape.maxRows) throw new AppError('BAD_REQUEST', shape.tooMany);
  const quoteErrors = parsed.errors.filter(
    (e) => e.code === 'MissingQuotes' || e.code === 'InvalidQuotes',
  );
  if (quoteErrors.length) {
    const details = quoteErrors.map((e) => ({
      path: `row ${(e.row ?? 0) + 2}`,
      message: 'Ongeldige aanhalingstekens',
    }));
    throw new AppError('BAD_REQUEST', 'Het bestand is geen geldige CSV', details);
  }
  return parsed.data.map((values, i) => ({ row: i + 2, values }));
}
