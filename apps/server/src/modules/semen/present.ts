import { sql, type SQL } from 'drizzle-orm';
import type { SemenLot, SemenModification } from '@stalboek/domain';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { customerNameSql } from '../customers/index.ts';

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());
const num = (v: number | string | null) => (v === null ? null : Number(v));

export type LotRow = {
  id: string;
  lot_number: string;
  stallion_id: string;
  stallion_name: string;
  owner_id: string;
  owner_name: string;
  type: SemenLot['type'];
  production_date: Date | string | null;
  import_date: Date | string | null;
  export_date: Date | string | null;
  last_invoice_date: Date | string | null;
  empty_date: Date | string | null;
  export_type: SemenLot['export_type'];
  container_id: string;
  container_name: string;
  tube: number;
  position: SemenLot['location']['position'];
  initial_inventory: number;
  current_inventory: number;
  color: string | null;
  concentration: number | string | null;
  motility: number | string | null;
  progress: number | string | null;
  velocity: number | string | null;
  pail: number | string | null;
  viability: number | string | null;
  split_from_id: string | null;
  created_at: Date | string;
  updated_at: Date | string;
};

/** The columns a lot is shown with (alias l), and the joins that name its stallion, owner, container. */
export const lotColumns = sql`l.id, l.lot_number, l.stallion_id, s.name as stallion_name, l.owner_id,
  ${customerNameSql('o')} as owner_name, l.type, l.production_date, l.import_date, l.export_date,
  l.last_invoice_date, l.empty_date, l.export_type, l.container_id, n.name as container_name,
  l.tube, l.position, l.initial_inventory, l.current_inventory, l.color, l.concentration,
  l.motility, l.progress, l.velocity, l.pail, l.viability, l.split_from_id, l.created_at,
  l.updated_at`;
export const lotJoins = sql`join horse s on s.id = l.stallion_id
  join customer o on o.id = l.owner_id
  join nitrogen_container n on n.id = l.container_id`;

export function presentLot(r: LotRow): SemenLot {
  return {
    _id: r.id,
    lotNumber: r.lot_number,
    stallion: { _id: r.stallion_id, name: r.stallion_name },
    owner: { _id: r.owner_id, name: r.owner_name },
    type: r.type,
    production_date: iso(r.production_date),
    import_date: iso(r.import_date),
    export_date: iso(r.export_date),
    last_invoice_date: iso(r.last_invoice_date),
    empty_date: iso(r.empty_date),
    export_type: r.export_type,
    location: {
      container: { _id: r.container_id, name: r.container_name },
      tube: r.tube,
      position: r.position,
    },
    initial_inventory: r.initial_inventory,
    current_inventory: r.current_inventory,
    color: r.color,
    concentration: num(r.concentration),
    motility: num(r.motility),
    progress: num(r.progress),
    velocity: num(r.velocity),
    pail: num(r.pail),
    viability: num(r.viability),
    splitFrom: r.split_from_id,
    createdAt: iso(r.created_at) ?? '',
    updatedAt: iso(r.updated_at) ?? '',
  };
}

/** Lots shown as the API shows them, by any condition on alias l (deleted lots never). */
export async function selectLots(db: DbOrTx, where: SQL, tail: SQL = sql``) {
  const rows = await queryRows<LotRow>(
    db,
    sql`select ${lotColumns} from semen_lot l ${lotJoins}
         where l.deleted_at is null and ${where} ${tail}`,
  );
  return rows.map(presentLot);
}

type ModRow = {
  id: string;
  type: SemenModification['type'];
  action: SemenModification['action'];
  amount: number;
  owner_id: string | null;
  owner_name: string | null;
  stallion_id: string;
  stallion_name: string;
  date: Date | string;
  corrects_id: string | null;
  corrected_by: string | null;
  split_lot_id: string | null;
  case_id: string | null;
  case_reference: string | null;
  created_by: string | null;
  created_at: Date | string;
};

/** A lot's modifications, newest first (the lot form's ledger). */
export async function selectModifications(db: DbOrTx, lotId: string): Promise<SemenModification[]> {
  return (await modificationsOf(db, [lotId])).get(lotId) ?? [];
}

/** The modifications of several lots in one statement, newest first, by lot id. */
export async function modificationsOf(
  db: DbOrTx,
  lotIds: readonly string[],
): Promise<Map<string, SemenModification[]>> {
  const byLot = new Map<string, SemenModification[]>();
  if (!lotIds.length) return byLot;
  const rows = await queryRows<ModRow & { lot_id: string }>(
    db,
    sql`select m.id, m.type, m.action, m.amount, m.owner_id, ${customerNameSql('o')} as owner_name,
               m.stallion_id, s.name as stallion_name, m.date, m.corrects_id,
               (select c.id from semen_modification c where c.corrects_id = m.id) as corrected_by,
               m.split_lot_id, m.case_id, k.reference as case_reference, m.created_by, m.created_at,
               m.lot_id
          from semen_modification m
          join horse s on s.id = m.stallion_id
          left join customer o on o.id = m.owner_id
          left join "case" k on k.id = m.case_id
         where m.lot_id in (${sql.join(
           lotIds.map((id) => sql`${id}::uuid`),
           sql`, `,
         )})
         order by m.created_at desc, m.id desc`,
  );
  for (const r of rows) {
    const list = byLot.get(r.lot_id) ?? [];
    list.push(presentModification(r));
    byLot.set(r.lot_id, list);
  }
  return byLot;
}

function presentModification(r: ModRow): SemenModification {
  return {
    _id: r.id,
    type: r.type,
    action: r.action,
    amount: r.amount,
    owner: r.owner_id ? { _id: r.owner_id, name: r.owner_name ?? '-' } : null,
    stallion: { _id: r.stallion_id, name: r.stallion_name },
    date: iso(r.date) ?? '',
    corrects: r.corrects_id,
    correctedBy: r.corrected_by,
    splitLot: r.split_lot_id,
    case: r.case_id ? { _id: r.case_id, reference: r.case_reference ?? '' } : null,
    createdBy: r.created_by,
    createdAt: iso(r.created_at) ?? '',
  };
}

export async function getLot(db: DbOrTx, id: string) {
  const [lot] = await selectLots(db, sql`l.id = ${id}`);
  if (!lot) throw notFound('Sperma lot');
  return { ...lot, modifications: await selectModifications(db, id) };
}
