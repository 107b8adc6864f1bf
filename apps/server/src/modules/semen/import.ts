import { sql } from 'drizzle-orm';
import {
  ITEMS_PER_TUBE_POSITION,
  MAX_SEMEN_IMPORT_ROWS,
  SEMEN_CSV_COLUMNS,
  SEMEN_CSV_DATES,
  SEMEN_CSV_REQUIRED,
  semenImportMsg,
  semenMsg,
  type SemenLotInput,
} from '@stalboek/domain';
import { queryRows, type Db, type Tx } from '../../db/client.ts';
import type { Actor } from '../../lib/audit.ts';
import { parseCsv, type CsvRow } from '../../lib/csv.ts';
import { AppError, type ErrorDetail } from '../../lib/errors.ts';
import { loadLookups, rowChecker, type CheckedRow } from './import-rows.ts';
import { writeLots } from './import-write.ts';

/** The most row problems a refusal lists; the rest are counted in one last detail. */
const MAX_DETAILS = 1000;

/** Parses the 'Upload sperma stock' file: its rows, or a 400 naming the header's problem. */
export const parseSemenCsv = (text: string): CsvRow[] =>
  parseCsv(text, {
    required: SEMEN_CSV_REQUIRED,
    oneOf: [SEMEN_CSV_DATES],
    maxRows: MAX_SEMEN_IMPORT_ROWS,
    empty: semenImportMsg.empty,
    tooMany: semenImportMsg.tooMany,
  });

type Placed = CheckedRow & { input: SemenLotInput };
const placeKey = (p: SemenLotInput['location']) => `${p.container}|${p.tube}|${p.position}`;
const uuidList = (ids: readonly string[]) => JSON.stringify(ids);

/**
 * The room check of createLot (space.ts assertRoom) for every row at once: the containers the
 * rows go into are locked in id order (FOR NO KEY UPDATE, as assertRoom locks one), then one
 * grouped count gives the lots with straws left per tube position. A row whose tube the
 * container lacks, or that comes after its position is full (in file order), is a row problem.
 */
async function checkRoom(tx: Tx, placed: readonly Placed[]) {
  const ids = [...new Set(placed.map((c) => c.input.location.container))];
  if (!ids.length) return;
  const locked = await queryRows<{ id: string; available_places: number }>(
    tx,
    sql`select id, available_places from nitrogen_container
         where id in (select value::uuid from json_array_elements_text(${uuidList(ids)}::json))
         order by id for no key update`,
  );
  const tubes = new Map(locked.map((c) => [c.id, c.available_places]));
  const held = await queryRows<{ container_id: string; tube: number; position: string; n: number }>(
    tx,
    // What holds a place: semen lots with straws left and ICSI lots with active embryos there.
    sql`select container_id, tube, position, count(*)::int as n from tube_position_holder
         where container_id in (select value::uuid from json_array_elements_text(${uuidList(ids)}::json))
         group by container_id, tube, position`,
  );
  const used = new Map(held.map((h) => [`${h.container_id}|${h.tube}|${h.position}`, h.n]));
  for (const c of placed) {
    const place = c.input.location;
    const available = tubes.get(place.container) ?? 0;
    if (place.tube > available) {
      c.problems.push({ column: 'koker', message: semenMsg.noTube(available) });
      continue;
    }
    const key = placeKey(place);
    const n = (used.get(key) ?? 0) + 1;
    used.set(key, n);
    if (n > ITEMS_PER_TUBE_POSITION)
      c.problems.push({ column: 'koker', message: semenMsg.tubeFull(place.tube, place.position) });
  }
}

const COLUMN_ORDER = Object.keys(SEMEN_CSV_COLUMNS);
const order = (column: string) => {
  const i = COLUMN_ORDER.indexOf(column);
  return i < 0 ? COLUMN_ORDER.length : i;
};

/** The 400 of a refused file: one detail per problem, 'row N' as the spreadsheet shows it. */
function refusal(bad: readonly CheckedRow[]): AppError {
  const all: ErrorDetail[] = bad.flatMap((c) =>
    [...c.problems]
      .sort((a, b) => order(a.column) - order(b.column))
      .map((p) => ({ path: `row ${c.row}`, message: `${p.column}: ${p.message}` })),
  );
  const details = all.slice(0, MAX_DETAILS);
  if (all.length > details.length)
    details.push({ path: 'rows', message: semenImportMsg.more(all.length - details.length) });
  return new AppError('BAD_REQUEST', semenImportMsg.refused(bad.length), details);
}

/**
 * 'Upload sperma stock': every row of the file a lot, as createLot makes it (its Create, its Gain
 * or Import in the ledger, its audit row), all in ONE transaction or none. The rows are checked
 * in memory against a constant number of lookups, the room under the container locks, then the
 * records are written in multi-row INSERTs (docs/domain.md 'Semen CSV import').
 */
export async function importSemenLots(db: Db, actor: Actor, rows: readonly CsvRow[]) {
  return db.transaction(async (tx) => {
    const check = rowChecker(await loadLookups(tx, rows));
    const checked: CheckedRow[] = rows.map(({ row, values }) => ({ row, ...check(values) }));
    await checkRoom(
      tx,
      checked.filter((c): c is Placed => c.input !== undefined),
    );
    const bad = checked.filter((c) => c.problems.length);
    if (bad.length) throw refusal(bad);
    await writeLots(
      tx,
      actor,
      checked.map((c) => c.input as SemenLotInput),
    );
    return { imported: checked.length };
  });
}
