import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
import { embryoHistory } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/audit.ts';
import { AppError, notFound } from '../../lib/errors.ts';

/** An embryo as the actions read it under its row lock. */
export type LockedEmbryo = {
  id: string;
  code: string;
  lot_id: string;
  donor_mare_id: string;
  donor_stallion_id: string;
  owner_id: string;
  active: boolean;
  damaged: boolean;
  container_id: string;
  tube: number;
  position: 'Boven' | 'Onder';
  surrogate_id: string | null;
  transfer_date: Date | string | null;
  lost_date: Date | string | null;
  export_date: Date | string | null;
  imported_at: Date | string;
};

/**
 * The embryos `ids`, locked for this transaction in id order (two actions on overlapping
 * selections queue instead of deadlocking), each read again after the lock: what the one before
 * committed is what this one checks. An unknown embryo, or one of a deleted lot, is 404.
 */
export async function lockEmbryos(tx: Tx, ids: readonly string[]): Promise<LockedEmbryo[]> {
  const sorted = [...new Set(ids)].sort();
  const rows = await queryRows<LockedEmbryo>(
    tx,
    sql`select id, code, lot_id, donor_mare_id, donor_stallion_id, owner_id, active, damaged,
               container_id, tube, position, surrogate_id, transfer_date, lost_date, export_date,
               imported_at
          from embryo
         where id in (${sql.join(
           sorted.map((id) => sql`${id}::uuid`),
           sql`, `,
         )}) and deleted_at is null
         order by id
           for update`,
  );
  if (rows.length !== sorted.length) throw notFound('Embryo');
  // Back in the order asked (the first embryo names the lot of an export's delivery report).
  const byId = new Map(rows.map((r) => [r.id, r]));
  return [...new Set(ids)].map((id) => byId.get(id) as LockedEmbryo);
}

/** The one embryo of `lotId` the path names (404 when it is not of that lot). */
export async function lockEmbryoOfLot(tx: Tx, lotId: string, embryoId: string) {
  const [e] = await lockEmbryos(tx, [embryoId]);
  if (!e || e.lot_id !== lotId) throw notFound('Embryo');
  return e;
}

export type HistoryRow = {
  embryoId: string;
  type: (typeof embryoHistory.$inferInsert)['type'];
  date: Date;
  surrogateId?: string | null;
  customerId?: string | null;
  place?: { container: string; tube: number; position: 'Boven' | 'Onder' } | null;
  inHouse?: boolean;
  note?: string | null;
};

/** Appends rows to the embryos' history (append-only, migration 0035), with who wrote them. */
export async function writeHistory(tx: Tx, actor: Actor, rows: readonly HistoryRow[]) {
  if (rows.length === 0) return;
  await tx.insert(embryoHistory).values(
    rows.map((r) => ({
      embryoId: r.embryoId,
      type: r.type,
      date: r.date,
      surrogateId: r.surrogateId ?? null,
      customerId: r.customerId ?? null,
      containerId: r.place?.container ?? null,
      tube: r.place?.tube ?? null,
      position: r.place?.position ?? null,
      inHouse: r.inHouse ?? false,
      note: r.note ?? null,
      createdBy: actor.name || actor.sub,
    })),
  );
}

/** A 400 naming one field of the body. */
export const badField = (path: string, message: string) =>
  new AppError('BAD_REQUEST', message, [{ path, message }]);
