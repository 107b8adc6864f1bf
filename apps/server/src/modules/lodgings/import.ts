import { inArray, or, sql } from 'drizzle-orm';
import { locationLabel } from '@stalboek/domain';
import type { Db, Tx } from '../../db/client.ts';
import { isTransient } from '../../db/pg-errors.ts';
import { horses, locations, pensionTypes } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/audit.ts';
import { fromDatabaseError } from '../../lib/db-errors.ts';
import { parseCsv, parseDay, type CsvRow, type CsvValues } from '../../lib/csv.ts';
import { AppError, type ErrorDetail } from '../../lib/errors.ts';
import { addLodging } from './service.ts';

// The date rule of the lodging columns, shared with the semen import (lib/csv.ts).
export { parseDay };

/** The most lodgings one file may hold. */
export const MAX_IMPORT_ROWS = 5000;
const REQUIRED = ['paard', 'locatie', 'aankomst'] as const;

type Row = CsvValues;
export type { CsvRow };

/** Parses the CSV (header row; `;` or `,`): its rows, or a 400 naming the header or bad rows. */
export function parseLodgingCsv(text: string): CsvRow[] {
  return parseCsv(text, {
    required: REQUIRED,
    maxRows: MAX_IMPORT_ROWS,
    empty: 'Het bestand bevat geen verblijven',
    tooMany: `Maximaal ${MAX_IMPORT_ROWS} verblijven per bestand`,
  });
}

const text = (v: string | undefined) => (v ?? '').trim();
const lower = (v: string | null | undefined) => (v ?? '').trim().toLowerCase();

const BILLABLE: Record<string, boolean> = {
  '': true,
  ja: true,
  j: true,
  yes: true,
  true: true,
  '1': true,
  nee: false,
  n: false,
  no: false,
  false: false,
  '0': false,
};

type Lookups = Awaited<ReturnType<typeof loadLookups>>;

/** Horses named in the file (by microchip or name), every location and pension type. */
async function loadLookups(tx: Tx, rows: CsvRow[]) {
  const keys = [...new Set(rows.map((r) => text(r.values.paard)).filter(Boolean))];
  const lowered = [...new Set(keys.map((k) => k.toLowerCase()))];
  const found = keys.length
    ? await tx
        .select({ id: horses.id, name: horses.name, microchip: horses.microchip })
        .from(horses)
        .where(or(inArray(horses.microchip, keys), inArray(sql`lower(${horses.name})`, lowered)))
    : [];
  return {
    horses: found,
    locations: await tx.select().from(locations),
    pensions: await tx.select({ id: pensionTypes.id, name: pensionTypes.name }).from(pensionTypes),
  };
}

function findHorse(l: Lookups, key: string): string {
  const byChip = l.horses.filter((h) => h.microchip === key);
  const found = byChip.length ? byChip : l.horses.filter((h) => lower(h.name) === lower(key));
  if (found.length > 1) throw new Error(`meerdere paarden heten '${key}': gebruik de microchip`);
  if (!found[0]) throw new Error(`paard '${key}' niet gevonden`);
  return found[0].id;
}

function findLocation(l: Lookups, stable: string, name: string): string {
  const inStable = l.locations.filter((x) => !stable || lower(x.stable) === lower(stable));
  const byLabel = inStable.filter((x) => lower(locationLabel(x)) === lower(name));
  const found = byLabel.length ? byLabel : inStable.filter((x) => lower(x.name) === lower(name));
  if (found.length > 1)
    throw new Error(`locatie '${name}' bestaat in meerdere stallen: vul de stal in`);
  if (!found[0])
    throw new Error(`locatie '${name}'${stable ? ` in stal '${stable}'` : ''} niet gevonden`);
  return found[0].id;
}

/** One row checked against the lookups: the lodging to add, or the row's problems. */
function checkRow(l: Lookups, v: Row) {
  const problems: string[] = [];
  const attempt = <T>(f: () => T): T | undefined => {
    try {
      return f();
    } catch (err) {
      problems.push((err as Error).message);
      return undefined;
    }
  };
  const need = (column: string) => {
    if (!text(v[column])) problems.push(`${column} is verplicht`);
    return text(v[column]);
  };
  const horseKey = need('paard');
  const locationName = need('locatie');
  const arrivalText = need('aankomst');
  const horseId = horseKey ? attempt(() => findHorse(l, horseKey)) : undefined;
  const location = locationName
    ? attempt(() => findLocation(l, text(v.stal), locationName))
    : undefined;
  const arrival = arrivalText ? parseDay(arrivalText) : undefined;
  if (arrivalText && !arrival)
    problems.push(`aankomst '${arrivalText}' is geen datum (dd/mm/jjjj)`);
  const departureText = text(v.vertrek);
  const departure = departureText ? parseDay(departureText) : undefined;
  if (departureText && !departure)
    problems.push(`vertrek '${departureText}' is geen datum (dd/mm/jjjj)`);
  if (arrival && departure && departure < arrival)
    problems.push('Vertrek mag niet voor aankomst liggen');
  const billable = BILLABLE[lower(v.factureerbaar)];
  if (billable === undefined) problems.push(`factureerbaar '${text(v.factureerbaar)}': ja of nee`);
  const pensionName = text(v.pensiontype);
  const pension = pensionName ? l.pensions.find((p) => lower(p.name) === lower(pensionName)) : null;
  if (pension === undefined) problems.push(`pensiontype '${pensionName}' niet gevonden`);
  if (problems.length || !horseId || !location || !arrival || billable === undefined)
    return { problems };
  const lodging = {
    location,
    arrival: arrival.toISOString(),
    departure: departure ? departure.toISOString() : null,
    billable,
  };
  return { problems, horseId, lodging, pensionId: pension?.id ?? null };
}

/**
 * Adds every lodging of the file through the lodging rules (full location, dead horse, dates),
 * in file order and in one transaction: all rows, or none and a 400 with each bad row.
 */
export async function importLodgings(db: Db, actor: Actor, rows: CsvRow[]) {
  return db.transaction(async (tx) => {
    const lookups = await loadLookups(tx, rows);
    const details: ErrorDetail[] = [];
    let imported = 0;
    for (const { row, values } of rows) {
      const checked = checkRow(lookups, values);
      const { horseId, lodging, pensionId } = checked;
      let problems = checked.problems;
      if (!problems.length && horseId && lodging) {
        try {
          // A savepoint: a refused row leaves the transaction usable for the next rows.
          await tx.transaction((sp) => addLodging(sp, actor, horseId, lodging, pensionId ?? null));
          imported++;
        } catch (err) {
          const refused = err instanceof AppError ? err : fromDatabaseError(err);
          // A lost connection or a deadlock is no fault of the row: the whole import fails or retries.
          if (!refused || isTransient(err)) throw err;
          problems = [refused.message];
        }
      }
      if (problems.length) details.push({ path: `row ${row}`, message: problems.join('; ') });
    }
    if (details.length)
      throw new AppError(
        'BAD_REQUEST',
        `${details.length} ${details.length === 1 ? 'rij bevat' : 'rijen bevatten'} fouten: niets geïmporteerd`,
        details,
      );
    return { imported };
  });
}
