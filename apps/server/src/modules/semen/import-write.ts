import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { defaultLotNumber, type SemenLotInput } from '@stalboek/domain';
import type { Tx } from '../../db/client.ts';
import type { Actor } from '../../lib/audit.ts';
import { writeTransactions, type LedgerEntry } from '../transactions/index.ts';
import { ledgerAction, ledgerEntry } from './ledger.ts';

/**
 * Rows per INSERT. The lots, modifications and audit rows go as ONE parameter each (a JSON array
 * read by json_populate_recordset), so no chunk comes near PostgreSQL's 65 535 parameters; the
 * ledger goes through its one writer, 1000 × 13 parameters per statement.
 */
const CHUNK = 1000;

/** A lot as createLot inserts it (lots.ts), by column name. */
type LotRecord = {
  id: string;
  lot_number: string;
  stallion_id: string;
  owner_id: string;
  type: SemenLotInput['type'];
  production_date: string | null;
  import_date: string | null;
  export_type: string | null;
  container_id: string;
  tube: number;
  position: string;
  initial_inventory: number;
  current_inventory: number;
  color: string | null;
  concentration: number | null;
  motility: number | null;
  progress: number | null;
  velocity: number | null;
  pail: number | null;
  viability: number | null;
};
/** The lot's Create modification, as writeCreate inserts it (lots.ts). */
type ModRecord = {
  id: string;
  lot_id: string;
  type: 'Create';
  action: 'add';
  amount: number;
  owner_id: string;
  stallion_id: string;
  date: string;
  created_by: string;
};
/** createLot's audit row (recordAudit). */
type AuditRecord = {
  actor: string;
  actor_name: string | null;
  action: 'create';
  entity: 'semen_lot';
  entity_id: string;
  after: SemenLotInput;
};

/**
 * What createLot writes for one lot, as rows: the lot (current = initial inventory), its Create
 * at the production or import date, the ledger row of that Create (ledger.ts: Gain or Import)
 * and its audit row. `lotNumber` is defaultLotNumber, which the caller may remember per day.
 */
export function lotRecords(actor: Actor, input: SemenLotInput, lotNumber: string) {
  const id = randomUUID();
  const modId = randomUUID();
  const arrival = new Date(
    (input.type === 'Import' ? input.import_date : input.production_date) ?? Date.now(),
  );
  const lot: LotRecord = {
    id,
    lot_number: lotNumber,
    stallion_id: input.stallion,
    owner_id: input.owner,
    type: input.type,
    production_date: input.type === 'Productie' ? input.production_date : null,
    import_date: input.type === 'Import' ? input.import_date : null,
    export_type: input.export_type,
    container_id: input.location.container,
    tube: input.location.tube,
    position: input.location.position,
    initial_inventory: input.initial_inventory,
    current_inventory: input.initial_inventory,
    color: input.color,
    concentration: input.concentration,
    motility: input.motility,
    progress: input.progress,
    velocity: input.velocity,
    pail: input.pail,
    viability: input.viability,
  };
  const by = actor.name || actor.sub;
  const mod: ModRecord = {
    id: modId,
    lot_id: id,
    type: 'Create',
    action: 'add',
    amount: input.initial_inventory,
    owner_id: input.owner,
    stallion_id: input.stallion,
    date: arrival.toISOString(),
    created_by: by,
  };
  const action = ledgerAction({
    type: 'Create',
    lotType: input.type,
    exportType: null,
    leavesCentre: false,
    splitOff: false,
  });
  const ledger = ledgerEntry(action, {
    id: modId,
    stallionId: input.stallion,
    date: arrival,
    amount: input.initial_inventory,
    customerId: input.owner,
  });
  const record: AuditRecord = {
    actor: actor.sub,
    actor_name: actor.name || null,
    action: 'create',
    entity: 'semen_lot',
    entity_id: id,
    after: input,
  };
  return { lot, mod, ledger, record };
}

const LOT_COLUMNS = sql.raw(
  'id, lot_number, stallion_id, owner_id, type, production_date, import_date, export_type, ' +
    'container_id, tube, position, initial_inventory, current_inventory, color, concentration, ' +
    'motility, progress, velocity, pail, viability',
);
const MOD_COLUMNS = sql.raw(
  'id, lot_id, type, action, amount, owner_id, stallion_id, date, created_by',
);
const AUDIT_COLUMNS = sql.raw('actor, actor_name, action, entity, entity_id, after');

async function inChunks<T>(rows: readonly T[], write: (chunk: T[]) => Promise<unknown>) {
  for (let s = 0; s < rows.length; s += CHUNK) await write(rows.slice(s, s + CHUNK));
}

/**
 * Writes the lots of an import and everything createLot writes with each, in multi-row INSERTs:
 * the lots, then their Create modifications, their ledger rows (writeTransactions, the one
 * writer of the ledger) and their audit rows. Inside the caller's transaction.
 */
export async function writeLots(tx: Tx, actor: Actor, inputs: readonly SemenLotInput[]) {
  // defaultLotNumber formats the day in Brussels (Intl): once per day, not once per lot.
  const numbers = new Map<string, string>();
  const lotNumber = (input: SemenLotInput) => {
    if (input.lotNumber) return input.lotNumber;
    const key = `${input.production_date}|${input.import_date}`;
    const known = numbers.get(key) ?? defaultLotNumber(input);
    numbers.set(key, known);
    return known;
  };
  const records = inputs.map((input) => lotRecords(actor, input, lotNumber(input)));
  await inChunks(records, (chunk) =>
    tx.execute(
      sql`insert into semen_lot (${LOT_COLUMNS})
          select ${LOT_COLUMNS} from json_populate_recordset(null::semen_lot,
            ${JSON.stringify(chunk.map((r) => r.lot))}::json)`,
    ),
  );
  await inChunks(records, (chunk) =>
    tx.execute(
      sql`insert into semen_modification (${MOD_COLUMNS})
          select ${MOD_COLUMNS} from json_populate_recordset(null::semen_modification,
            ${JSON.stringify(chunk.map((r) => r.mod))}::json)`,
    ),
  );
  await inChunks<LedgerEntry>(
    records.flatMap((r) => r.ledger),
    (chunk) => writeTransactions(tx, actor, chunk),
  );
  await inChunks(records, (chunk) =>
    tx.execute(
      sql`insert into audit (${AUDIT_COLUMNS})
          select ${AUDIT_COLUMNS} from json_populate_recordset(null::audit,
            ${JSON.stringify(chunk.map((r) => r.record))}::json)`,
    ),
  );
  return records.map((r) => r.lot.id);
}
