import { sql } from 'drizzle-orm';
import { PREGNANCY_MINIMUM_DAYS } from '@stalboek/domain';
import { queryRows, type Tx } from '../../db/client.ts';
import type { Actor } from '../../lib/audit.ts';
import { reverseTransactions, writeTransactions } from '../transactions/index.ts';
import { embryoLedger } from './ledger.ts';

const ACTION = 'Pregnant for at least 42 days' as const;

/**
 * Keeps the ledger's 'Pregnant for at least 42 days' of the embryos transferred into `mareId`
 * true to her research sheets (docs/domain.md 'ICSI → ledger'): an embryo has that row, dated the
 * first such sheet, while a sheet of hers marks her pregnant at least 42 Brussels days after its
 * transfer (and, for an embryo marked lost, a day before the loss); otherwise none. Called by every
 * sheet create, edit and delete, in its transaction, after the sheet locked the mare's row (a
 * transfer takes that row too), so two saves for one mare never write the row twice.
 */
export async function syncPregnancies(tx: Tx, actor: Actor, mareId: string) {
  const embryos = await queryRows<{
    id: string;
    lot_id: string;
    donor_mare_id: string;
    owner_id: string;
    first: Date | string | null;
    written: Date | string | null;
  }>(
    tx,
    sql`select e.id, e.lot_id, e.donor_mare_id, e.owner_id,
               (select min(s.research_date) from research_sheet s
                 where s.horse_id = ${mareId}
                   and (s.information -> 'pregnant' ->> 'isPregnant')::boolean
                   and (s.research_date at time zone 'Europe/Brussels')::date
                       >= (e.transfer_date at time zone 'Europe/Brussels')::date + ${PREGNANCY_MINIMUM_DAYS}::int
                   and (e.lost_date is null
                        or (s.research_date at time zone 'Europe/Brussels')::date
                           < (e.lost_date at time zone 'Europe/Brussels')::date)) as first,
               (select t.date from "transaction" t
                 where t.embryo_id = e.id and t.action = ${ACTION}
                   and t.reverses_id is null
                   and not exists (select 1 from "transaction" r where r.reverses_id = t.id)
                 limit 1) as written
          from embryo e
         where e.surrogate_id = ${mareId} and e.deleted_at is null
         order by e.id`,
  );
  for (const e of embryos) {
    const first = e.first ? new Date(e.first) : null;
    const written = e.written ? new Date(e.written) : null;
    if (first?.getTime() === written?.getTime()) continue;
    if (written) await reverseTransactions(tx, actor, { embryoId: e.id, action: ACTION });
    if (first)
      await writeTransactions(tx, actor, [
        embryoLedger(e, ACTION, first, { destinationHorseId: mareId }),
      ]);
  }
}
