import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { customerNameSql } from '../customers/index.ts';

/** A lot stored for a horse: what the storage costs (issue of its own) will be charged on. */
const storedLot = z.object({
  _id: z.uuid(),
  lotNumber: z.string(),
  owner: z.object({ _id: z.uuid(), name: z.string() }),
  current_inventory: z.number().int(),
  from: z.iso.datetime({ offset: true }).nullable(),
  last_invoice_date: z.iso.datetime({ offset: true }).nullable(),
  empty_date: z.iso.datetime({ offset: true }).nullable(),
});
export const horseStorageResult = z.object({
  icsi: z.array(z.object({ _id: z.uuid() })),
  semen: z.array(storedLot),
});

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/**
 * GET /api/horse/{id}/storage: the stallion's lots in the containers (the ICSI module adds the
 * embryos), oldest first; each with the day storage runs from.
 */
export async function horseStorage(db: Db, horseId: string) {
  const rows = await queryRows<{
    id: string;
    lot_number: string;
    owner_id: string;
    owner_name: string;
    current_inventory: number;
    from: Date | string | null;
    last_invoice_date: Date | string | null;
    empty_date: Date | string | null;
    horse: string | null;
  }>(
    db,
    sql`select h.id as horse, l.id, l.lot_number, l.owner_id, ${customerNameSql('o')} as owner_name,
               l.current_inventory, coalesce(l.production_date, l.import_date) as from,
               l.last_invoice_date, l.empty_date
          from horse h
          left join semen_lot l on l.stallion_id = h.id and l.deleted_at is null
          left join customer o on o.id = l.owner_id
         where h.id = ${horseId}
         order by coalesce(l.production_date, l.import_date) nulls last, l.id`,
  );
  if (rows.length === 0) throw notFound('Paard');
  return {
    icsi: [],
    semen: rows
      .filter((r) => r.id !== null)
      .map((r) => ({
        _id: r.id,
        lotNumber: r.lot_number,
        owner: { _id: r.owner_id, name: r.owner_name },
        current_inventory: r.current_inventory,
        from: iso(r.from),
        last_invoice_date: iso(r.last_invoice_date),
        empty_date: iso(r.empty_date),
      })),
  };
}
