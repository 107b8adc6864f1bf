import { eq } from 'drizzle-orm';
import { brusselsDay, uploadMessages, type researchSheetsQuery } from '@stalboek/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { horses } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { rowLimit, run, statement } from '../../lib/statements.ts';
import { horseOrder, horseWhere } from './list.ts';
import { renderResearchSheets, type SheetMare } from './pdf-layout.ts';

/** The most mares one list export prints (two pages each). */
export const MAX_SHEETS = 500;

type SheetsQuery = z.output<typeof researchSheetsQuery>;

const sheetColumns = {
  name: horses.name,
  type: horses.type,
  surrogate: horses.surrogate,
  dateOfBirth: horses.dateOfBirth,
  microchip: horses.microchip,
  surrogateUid: horses.surrogateUid,
};

const year = (d: Date) => brusselsDay(d).slice(0, 4);

function toSheet(r: {
  name: string;
  dateOfBirth: Date | null;
  microchip: string | null;
  surrogateUid: string | null;
}): SheetMare {
  return {
    name: r.name,
    birthYear: r.dateOfBirth ? year(r.dateOfBirth) : null,
    microchip: r.microchip,
    surrogateUid: r.surrogateUid,
  };
}

function joinDutch(items: string[]): string {
  return items.length > 1
    ? `${items.slice(0, -1).join(', ')} en ${items.at(-1)}`
    : (items[0] ?? '');
}

/**
 * The research sheet of one saved surrogate mare as a data URL (spec 01 Horse detail): it needs
 * name, birth date, brand number (surrogate_uid) and microchip; a missing one is named in a 409.
 */
export async function horseSheetLink(db: Db, horseId: string): Promise<{ link: string }> {
  const [row] = await db.select(sheetColumns).from(horses).where(eq(horses.id, horseId));
  if (!row) throw notFound('Paard');
  if (row.type !== 'Merrie' || !row.surrogate)
    throw conflict('Een onderzoeksfiche bestaat enkel voor draagmoeders.');
  const missing = [
    row.dateOfBirth ? '' : 'geboortedatum',
    row.surrogateUid ? '' : 'brandnummer',
    row.microchip ? '' : 'microchip',
  ].filter(Boolean);
  if (missing.length)
    throw conflict(
      `Onderzoeksfiche niet mogelijk: ${joinDutch(missing)} ${missing.length > 1 ? 'ontbreken' : 'ontbreekt'}.`,
    );
  const pdf = await renderResearchSheets([toSheet(row)], {
    year: year(new Date()),
    title: `Onderzoeksfiche ${row.name}`,
  });
  return { link: `data:application/pdf;base64,${Buffer.from(pdf).toString('base64')}` };
}

/**
 * One PDF with the research sheets of the filtered list (spec 02 /settings/research-sheets):
 * always alive surrogate mares, whatever the filters say; by location, then name, by default.
 */
export async function researchSheetsPdf(db: Db, query: SheetsQuery): Promise<Buffer> {
  const where = horseWhere({
    ...query,
    type: 'Merrie',
    surrogate: true,
    death: undefined,
    aliveOnly: true,
  });
  const order = horseOrder(query, [{ field: 'location' }, { field: 'name' }]);
  const sheets = statement(
    `horse/sheets|${where.key}|${order.key}`,
    () =>
      db
        .select(sheetColumns)
        .from(horses)
        .where(where.where())
        .orderBy(...order.by)
        .limit(rowLimit(MAX_SHEETS + 1)),
    where.custom,
  );
  const rows = await run<Parameters<typeof toSheet>[0]>(db, sheets, where.values);
  if (!rows.length) throw conflict(uploadMessages.noSurrogates);
  if (rows.length > MAX_SHEETS)
    throw conflict(
      `Meer dan ${MAX_SHEETS} draagmoeders: verfijn de filters om de onderzoeksfiches te downloaden.`,
    );
  const pdf = await renderResearchSheets(rows.map(toSheet), {
    year: year(new Date()),
    title: 'Onderzoeksfiches',
  });
  return Buffer.from(pdf);
}
