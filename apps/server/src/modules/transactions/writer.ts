import { sql, type SQL } from 'drizzle-orm';
import type { TransactionAction, TransactionSource, TransactionType } from '@stalboek/domain';
import { queryRows, type Tx } from '../../db/client.ts';
import { transactions } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/audit.ts';

/** One movement of genetic material, as the operation that caused it writes it. */
export type LedgerEntry = {
  horseId: string;
  type: TransactionType;
  action: TransactionAction;
  date: Date;
  amount: number;
  customerId?: string | null;
  destinationHorseId?: string | null;
  source: TransactionSource;
  semenModificationId?: string | null;
  caseId?: string | null;
  caseProtocolLineId?: string | null;
  caseLaboLineId?: string | null;
  /** An ICSI lot's row; with `embryoId` one of its embryos. */
  icsiLotId?: string | null;
  embryoId?: string | null;
};

/**
 * The one writer of the ledger (docs/domain.md 'Transactions'): every operation that moves
 * genetic material calls it inside its own transaction, so the movement and its record commit
 * together or not at all. Entries of amount 0 are no movement and are left out.
 */
export async function writeTransactions(tx: Tx, actor: Actor, entries: readonly LedgerEntry[]) {
  const rows = entries
    .filter((e) => e.amount > 0)
    .map((e) => ({
      horseId: e.horseId,
      type: e.type,
      action: e.action,
      date: e.date,
      amount: e.amount,
      customerId: e.customerId ?? null,
      destinationHorseId: e.destinationHorseId ?? null,
      source: e.source,
      semenModificationId: e.semenModificationId ?? null,
      caseId: e.caseId ?? null,
      caseProtocolLineId: e.caseProtocolLineId ?? null,
      caseLaboLineId: e.caseLaboLineId ?? null,
      icsiLotId: e.icsiLotId ?? null,
      embryoId: e.embryoId ?? null,
      createdBy: actor.name || actor.sub,
    }));
  if (rows.length === 0) return [];
  const written = await tx.insert(transactions).values(rows).returning({ id: transactions.id });
  return written.map((r) => r.id);
}

/** The rows an operation wrote, by what caused them. */
export type LedgerCause =
  | { semenModificationId: string }
  | { caseProtocolLineId: string }
  | { caseLaboLineId: string }
  /** An ICSI lot's own rows (its embryos' Gain and Freeze), not those of one embryo. */
  | { icsiLotId: string }
  /** One embryo's rows of one action (its Implanted, Sent, pregnancy). */
  | { embryoId: string; action: TransactionAction };

function causeCondition(cause: LedgerCause): SQL {
  if ('semenModificationId' in cause)
    return sql`t.semen_modification_id = ${cause.semenModificationId}`;
  if ('caseProtocolLineId' in cause)
    return sql`t.case_protocol_line_id = ${cause.caseProtocolLineId}`;
  if ('embryoId' in cause)
    return sql`t.embryo_id = ${cause.embryoId} and t.action = ${cause.action}`;
  if ('icsiLotId' in cause) return sql`t.icsi_lot_id = ${cause.icsiLotId} and t.embryo_id is null`;
  return sql`t.case_labo_line_id = ${cause.caseLaboLineId}`;
}

/**
 * Undoes the rows `cause` wrote and that are not undone yet: a reversal row each, with the
 * opposite amount, pointing at its original (rows are never deleted; DESIGN §4). The unique
 * index on reverses_id makes a second reversal of the same row impossible, also in parallel.
 * Returns how many rows were undone.
 */
export async function reverseTransactions(tx: Tx, actor: Actor, cause: LedgerCause) {
  const undone = await queryRows<{ id: string }>(
    tx,
    sql`insert into "transaction" (horse_id, type, action, date, amount, customer_id,
          destination_horse_id, gustation, source, semen_modification_id, case_id,
          case_protocol_line_id, case_labo_line_id, icsi_lot_id, embryo_id, reverses_id, created_by)
        select t.horse_id, t.type, t.action, t.date, -t.amount, t.customer_id,
               t.destination_horse_id, t.gustation, t.source, t.semen_modification_id, t.case_id,
               t.case_protocol_line_id, t.case_labo_line_id, t.icsi_lot_id, t.embryo_id, t.id,
               ${actor.name || actor.sub}
          from "transaction" t
         where ${causeCondition(cause)} and t.reverses_id is null
           and not exists (select 1 from "transaction" r where r.reverses_id = t.id)
         order by t.id
        returning id`,
  );
  return undone.length;
}
