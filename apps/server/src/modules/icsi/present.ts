import { sql, type SQL } from 'drizzle-orm';
import type { Embryo, IcsiLot, IcsiLotDetail } from '@stalboek/domain';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { customerNameSql } from '../customers/index.ts';

// How the API shows lots and embryos: the columns and joins of each, and the reads by id.

const iso = (v: Date | string) => new Date(v).toISOString();
const isoOrNull = (v: Date | string | null) => (v === null ? null : iso(v));
type Position = IcsiLot['location']['position'];

export type LotRow = {
  id: string;
  code: string;
  amount: number;
  owner_id: string;
  owner_name: string;
  donor_mare_id: string;
  donor_mare_name: string;
  donor_stallion_id: string;
  donor_stallion_name: string;
  collection_date: Date | string | null;
  traces: boolean;
  collection_color: string | null;
  container_id: string;
  container_name: string;
  tube: number;
  position: Position;
  active_embryos: number;
  created_at: Date | string;
  updated_at: Date | string;
};

/** The columns a lot is shown with (alias l) and the joins that name its parties and container. */
export const lotSelect = () => sql`select l.id, l.code, l.amount, l.owner_id,
    ${customerNameSql('o')} as owner_name, l.donor_mare_id, m.name as donor_mare_name,
    l.donor_stallion_id, s.name as donor_stallion_name, l.collection_date, l.traces,
    l.collection_color, l.container_id, n.name as container_name, l.tube, l.position,
    l.active_embryos, l.created_at, l.updated_at
  from icsi_lot l
  join customer o on o.id = l.owner_id
  join horse m on m.id = l.donor_mare_id
  join horse s on s.id = l.donor_stallion_id
  join nitrogen_container n on n.id = l.container_id`;

export function presentLot(r: LotRow): IcsiLot {
  return {
    _id: r.id,
    code: r.code,
    amount: r.amount,
    owner: { _id: r.owner_id, name: r.owner_name },
    donor_mare: { _id: r.donor_mare_id, name: r.donor_mare_name },
    donor_stallion: { _id: r.donor_stallion_id, name: r.donor_stallion_name },
    collectionDate: isoOrNull(r.collection_date),
    traces: r.traces,
    collectionColor: r.collection_color,
    location: {
      container: { _id: r.container_id, name: r.container_name },
      tube: r.tube,
      position: r.position,
    },
    activeEmbryos: r.active_embryos,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  };
}

export type EmbryoRow = {
  id: string;
  code: string;
  lot_id: string;
  lot_code: string;
  donor_mare_id: string;
  donor_mare_name: string;
  donor_stallion_id: string;
  donor_stallion_name: string;
  active: boolean;
  damaged: boolean;
  traces: boolean;
  color: string | null;
  container_id: string;
  container_name: string;
  tube: number;
  position: Position;
  owner_id: string;
  owner_name: string;
  surrogate_id: string | null;
  surrogate_name: string | null;
  transfer_date: Date | string | null;
  lost_date: Date | string | null;
  export_date: Date | string | null;
  imported_at: Date | string;
  last_invoice_date: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
};

/** The columns an embryo is shown with (alias e) and its joins. */
export const embryoSelect = () => sql`select e.id, e.code, e.lot_id, l.code as lot_code,
    e.donor_mare_id, m.name as donor_mare_name, e.donor_stallion_id,
    s.name as donor_stallion_name, e.active, e.damaged, e.traces, e.color, e.container_id,
    n.name as container_name, e.tube, e.position, e.owner_id, ${customerNameSql('o')} as owner_name,
    e.surrogate_id, g.name as surrogate_name, e.transfer_date, e.lost_date, e.export_date, e.imported_at,
    e.last_invoice_date, e.created_at, e.updated_at
  from embryo e
  join icsi_lot l on l.id = e.lot_id
  join horse m on m.id = e.donor_mare_id
  join horse s on s.id = e.donor_stallion_id
  join nitrogen_container n on n.id = e.container_id
  join customer o on o.id = e.owner_id
  left join horse g on g.id = e.surrogate_id`;

export function presentEmbryo(r: EmbryoRow): Embryo {
  return {
    _id: r.id,
    code: r.code,
    lot: { _id: r.lot_id, code: r.lot_code },
    donor_mare: { _id: r.donor_mare_id, name: r.donor_mare_name },
    donor_stallion: { _id: r.donor_stallion_id, name: r.donor_stallion_name },
    active: r.active,
    damaged: r.damaged,
    traces: r.traces,
    color: r.color,
    location: {
      container: { _id: r.container_id, name: r.container_name },
      tube: r.tube,
      position: r.position,
    },
    owner: { _id: r.owner_id, name: r.owner_name },
    surrogate: r.surrogate_id ? { _id: r.surrogate_id, name: r.surrogate_name ?? '' } : null,
    transferDate: isoOrNull(r.transfer_date),
    lostDate: isoOrNull(r.lost_date),
    exportDate: isoOrNull(r.export_date),
    importedAt: iso(r.imported_at),
    last_invoice_date: isoOrNull(r.last_invoice_date),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  };
}

/** GET /api/icsi/{id}: the lot and its embryos in number order; a deleted lot is 404. */
export async function getLot(db: DbOrTx, id: string): Promise<IcsiLotDetail> {
  const [row] = await queryRows<LotRow>(
    db,
    sql`${lotSelect()} where l.id = ${id} and l.deleted_at is null`,
  );
  if (!row) throw notFound('ICSI lot');
  const embryos = await queryRows<{ id: string; code: string; active: boolean; damaged: boolean }>(
    db,
    sql`select id, code, active, damaged from embryo where lot_id = ${id} order by seq`,
  );
  return {
    ...presentLot(row),
    embryos: embryos.map((e) => ({
      _id: e.id,
      code: e.code,
      active: e.active,
      damaged: e.damaged,
    })),
  };
}

/** Embryos shown as the API shows them, by a condition on alias e (those of deleted lots never). */
export async function selectEmbryos(db: DbOrTx, where: SQL, tail: SQL = sql``) {
  const rows = await queryRows<EmbryoRow>(
    db,
    sql`${embryoSelect()} where e.deleted_at is null and ${where} ${tail}`,
  );
  return rows.map(presentEmbryo);
}

/** GET /api/icsi/embryo/{id} (404 for an unknown embryo or one of a deleted lot). */
export async function getEmbryo(db: DbOrTx, id: string): Promise<Embryo> {
  const [found] = await selectEmbryos(db, sql`e.id = ${id}`);
  if (!found) throw notFound('Embryo');
  return found;
}

/** An embryo a case's Embryo parameter may name (one not deleted), with its code and donor mare. */
export async function embryoForParameter(db: DbOrTx, id: string) {
  const [e] = await queryRows<{ code: string; mare: string }>(
    db,
    sql`select e.code, m.name as mare from embryo e join horse m on m.id = e.donor_mare_id
         where e.id = ${id} and e.deleted_at is null`,
  );
  return e && { code: e.code, donorMare: e.mare };
}
