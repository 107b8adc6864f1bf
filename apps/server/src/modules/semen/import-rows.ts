import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  COLLECTION_COLORS,
  CONTAINER_POSITIONS,
  EXPORT_TYPE_LABELS,
  EXPORT_TYPES,
  msg,
  normalizeVat,
  SEMEN_CSV_FIELD_COLUMNS,
  SEMEN_TYPES,
  semenLotInput,
  semenMsg,
  type SemenCsvColumn,
  type SemenLotInput,
} from '@stalboek/domain';
import { queryRows, type Tx } from '../../db/client.ts';
import { parseDay, type CsvRow, type CsvValues } from '../../lib/csv.ts';
import { customerNameSql } from '../customers/index.ts';

/** One problem of a row, named by its CSV column. */
export type Problem = { column: string; message: string };
/** A row after the checks that need no lock: its lot, or its problems. */
export type CheckedRow = { row: number; input: SemenLotInput | undefined; problems: Problem[] };

type Horse = { id: string; name: string; type: string };
type Customer = { id: string; name: string };
type Container = { id: string; name: string };

const lower = (v: string) => v.trim().toLowerCase();
const upper = (v: string) => v.trim().toUpperCase();

function groupBy<T>(items: readonly T[], keys: (item: T) => (string | null)[]) {
  const map = new Map<string, T[]>();
  for (const item of items)
    for (const key of new Set(keys(item)))
      if (key) {
        const list = map.get(key);
        if (list) list.push(item);
        else map.set(key, [item]);
      }
  return map;
}

/** The distinct non-empty cells of a column, as one JSON parameter (no limit on their number). */
const keysOf = (rows: readonly CsvRow[], column: string) =>
  JSON.stringify([...new Set(rows.map((r) => (r.values[column] ?? '').trim()).filter(Boolean))]);

export type Lookups = Awaited<ReturnType<typeof loadLookups>>;

/**
 * What the rows name, in three queries whatever the file's length: the horses whose microchip,
 * UELN or name is in the `hengst` column, the customers whose shown name, e-mail or VAT number
 * is in `eigenaar`, and every container (a short table).
 */
export async function loadLookups(tx: Tx, rows: readonly CsvRow[]) {
  const horses = await queryRows<Horse & { microchip: string | null; ueln: string | null }>(
    tx,
    sql`with k as (select value as key from json_array_elements_text(${keysOf(rows, 'hengst')}::json))
        select id, name, type, microchip, ueln from horse
         where upper(microchip) in (select upper(key) from k)
            or upper(ueln) in (select upper(key) from k)
            or lower(name) in (select lower(key) from k)`,
  );
  const ownerKeys = keysOf(rows, 'eigenaar');
  const vats = JSON.stringify((JSON.parse(ownerKeys) as string[]).map(normalizeVat));
  const customers = await queryRows<Customer & { email: string | null; tva: string | null }>(
    tx,
    sql`with k as (select value as key from json_array_elements_text(${ownerKeys}::json)),
             c as (select id, ${customerNameSql('customer')} as name, email, tva from customer)
        select id, name, email, tva from c
         where lower(name) in (select lower(key) from k)
            or lower(email) in (select lower(key) from k)
            or tva in (select value from json_array_elements_text(${vats}::json))`,
  );
  const containers = await queryRows<Container>(tx, sql`select id, name from nitrogen_container`);
  return {
    horsesByCode: groupBy(horses, (h) => [
      h.microchip && upper(h.microchip),
      h.ueln && upper(h.ueln),
    ]),
    horsesByName: groupBy(horses, (h) => [lower(h.name)]),
    customersByName: groupBy(customers, (c) => [lower(c.name)]),
    customersByContact: groupBy(customers, (c) => [c.email && lower(c.email), c.tva]),
    containers: new Map(containers.map((c) => [lower(c.name), c])),
  };
}

/** The stallion a `hengst` cell names: by microchip or UELN, else by name; one stallion. */
function findStallion(l: Lookups, key: string): string {
  const byCode = l.horsesByCode.get(upper(key)) ?? [];
  const found = byCode.length ? byCode : (l.horsesByName.get(lower(key)) ?? []);
  const stallions = found.filter((h) => h.type === 'Hengst');
  if (stallions.length > 1)
    throw new Error(`meerdere hengsten heten '${key}': gebruik de microchip of het UELN`);
  if (stallions[0]) return stallions[0].id;
  if (found.length) throw new Error(`'${key}' is geen hengst`);
  throw new Error(`'${key}' niet gevonden`);
}

/** The customer an `eigenaar` cell names: by the name the customer list shows, e-mail or VAT. */
function findOwner(l: Lookups, key: string): string {
  const byName = l.customersByName.get(lower(key)) ?? [];
  const found = byName.length
    ? byName
    : (l.customersByContact.get(lower(key)) ?? l.customersByContact.get(normalizeVat(key)) ?? []);
  if (found.length > 1)
    throw new Error(`meerdere klanten heten '${key}': gebruik het e-mailadres of btw-nummer`);
  if (!found[0]) throw new Error(`'${key}' niet gevonden`);
  return found[0].id;
}

/** A choice, whatever its letter case (and the labels of the export types). */
function choice<T extends string>(
  value: string,
  options: readonly T[],
  labels: Partial<Record<T, string>> = {},
): T | undefined {
  const v = lower(value);
  return options.find((o) => lower(o) === v || (labels[o] !== undefined && lower(labels[o]) === v));
}

/** The fields of semenLotInput, each with its own schema, without the refinement on the dates. */
const lotFields = z.object(semenLotInput.shape);

// Stands in for a stallion, owner or container that was not found, so that the lot rules still
// check the rest of the row; the row has its problem already.
const UNKNOWN = randomUUID();

/** A date cell through parseDay and its field's schema: the stored value or the problem. */
type DayResult = { value: string | null; message?: string };

const DATE_FIELDS = { productiedatum: 'production_date', importdatum: 'import_date' } as const;

/**
 * The row check of one import: each row through the lot form's rules (semenLotInput) after the
 * lookups, its lot or its problems, each naming its column; room in the tubes is checked later,
 * under the locks. The date cells go through the date fields of semenLotInput once per distinct
 * text (a date check costs ~0.4 ms in Intl, and a file's rows share a few days); the rest of the
 * row through the other fields of semenLotInput, and its refinement (the date a type needs) here.
 */
export function rowChecker(l: Lookups) {
  const days = new Map<string, DayResult>();
  const dayOf = (column: keyof typeof DATE_FIELDS, text: string): DayResult => {
    const key = `${column}|${text}`;
    let found = days.get(key);
    if (!found) {
      const date = parseDay(text);
      const parsed = date && semenLotInput.shape[DATE_FIELDS[column]].safeParse(date.toISOString());
      found = !parsed
        ? { value: null, message: `'${text}' is geen datum (dd/mm/jjjj)` }
        : parsed.success
          ? { value: parsed.data }
          : { value: null, message: parsed.error.issues[0]?.message ?? msg.date };
      days.set(key, found);
    }
    return found;
  };
  return (values: CsvValues) => checkRow(l, values, dayOf);
}

function checkRow(
  l: Lookups,
  values: CsvValues,
  dayOf: (column: keyof typeof DATE_FIELDS, text: string) => DayResult,
): Omit<CheckedRow, 'row'> {
  const problems: Problem[] = [];
  const cell = (column: SemenCsvColumn) => {
    const v = (values[column] ?? '').trim();
    return v === '' ? undefined : v;
  };
  const problem = (column: SemenCsvColumn, message: string) => {
    if (!problems.some((p) => p.column === column)) problems.push({ column, message });
  };
  const lookup = (column: SemenCsvColumn, find: (key: string) => string) => {
    const key = cell(column);
    if (!key) return undefined;
    try {
      return find(key);
    } catch (err) {
      problem(column, (err as Error).message);
      return UNKNOWN;
    }
  };
  const pick = <T extends string>(
    column: SemenCsvColumn,
    options: readonly T[],
    labels: Partial<Record<T, string>> = {},
  ) => {
    const v = cell(column);
    if (v === undefined) return undefined;
    const found = choice(v, options, labels);
    if (!found) {
      const shown = options.map((o) => labels[o] ?? o).join(', ');
      problem(column, `'${v}' is geen geldige waarde (${shown})`);
    }
    return found;
  };
  const day = (column: keyof typeof DATE_FIELDS) => {
    const v = cell(column);
    if (v === undefined) return null;
    const { value, message } = dayOf(column, v);
    if (message) problem(column, message);
    return value;
  };
  // A decimal comma, as a Dutch spreadsheet writes numbers.
  const number = (column: SemenCsvColumn) => cell(column)?.replace(/^(-?\d+),(\d+)$/, '$1.$2');

  const type = pick('type', SEMEN_TYPES);
  const lot = {
    lotNumber: cell('lotnummer') ?? null,
    stallion: lookup('hengst', (k) => findStallion(l, k)),
    owner: lookup('eigenaar', (k) => findOwner(l, k)),
    type,
    production_date: day('productiedatum'),
    import_date: day('importdatum'),
    export_type: pick('exporttype', EXPORT_TYPES, EXPORT_TYPE_LABELS) ?? null,
    location: {
      container: lookup('container', (k) => {
        const found = l.containers.get(lower(k));
        if (!found) throw new Error(`'${k}' niet gevonden`);
        return found.id;
      }),
      tube: number('koker'),
      position: pick('positie', CONTAINER_POSITIONS),
    },
    initial_inventory: number('aantal'),
    color: pick('kleur', COLLECTION_COLORS) ?? null,
    concentration: number('concentratie'),
    motility: number('motiliteit'),
    progress: number('progressiviteit'),
    velocity: number('snelheid'),
    pail: number('pail'),
    viability: number('viabiliteit'),
  };
  // The dates were checked above (they would cost their Intl calls again); then the fields, and
  // the lot form's refinement (the date its type needs), which zod skips once a field failed.
  const parsed = lotFields.safeParse({ ...lot, production_date: null, import_date: null });
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = issue.path.join('.');
      problem((SEMEN_CSV_FIELD_COLUMNS[field] ?? field) as SemenCsvColumn, issue.message);
    }
  if (type === 'Productie' && !lot.production_date)
    problem('productiedatum', semenMsg.productionDateRequired);
  if (type === 'Import' && !lot.import_date) problem('importdatum', semenMsg.importDateRequired);
  if (problems.length || !parsed.success) return { input: undefined, problems };
  const { production_date, import_date } = lot;
  return { input: { ...parsed.data, production_date, import_date }, problems };
}
