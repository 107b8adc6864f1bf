import { sql } from 'drizzle-orm';
import { brusselsDay, brusselsNoon } from '@stalboek/domain';
import { queryRows, type Tx } from '../../db/client.ts';
import type { Actor } from '../../lib/audit.ts';
import { reverseTransactions, writeTransactions, type LedgerEntry } from '../transactions/index.ts';

/** 12:00 Brussels of today (or of the day of `at`): how a date without time is stored. */
export const noonOf = (at: Date = new Date()) => brusselsNoon(brusselsDay(at));

/** The day a lot's embryos came to be: its collection date, else the day it was registered. */
export const ledgerDate = (collectionDate: Date | string | null, createdAt: Date | string) =>
  collectionDate ? new Date(collectionDate) : noonOf(new Date(createdAt));

/**
 * The ledger rows of a new lot (docs/domain.md 'ICSI → ledger'): its embryos were produced here
 * (Gain) and frozen into the container (Freeze), both for the donor mare and the owner, at the
 * collection date, amount the number of embryos made.
 */
export function lotLedger(l: {
  lotId: string;
  donorMareId: string;
  ownerId: string;
  embryos: number;
  date: Date;
}): LedgerEntry[] {
  return (['Gain', 'Freeze'] as const).map((action) => ({
    horseId: l.donorMareId,
    type: 'ICSI embryo',
    action,
    date: l.date,
    amount: l.embryos,
    customerId: l.ownerId,
    source: 'embryo',
    icsiLotId: l.lotId,
  }));
}

/**
 * Rewrites a lot's own rows (Gain, Freeze) at a new date: each row in force is reversed and
 * written again (the ledger is never edited). Nothing in force (a deleted lot): nothing.
 */
export async function moveLotLedger(tx: Tx, actor: Actor, lotId: string, date: Date) {
  const rows = await queryRows<{
    horse_id: string;
    action: 'Gain' | 'Freeze';
    amount: number;
    customer_id: string | null;
  }>(
    tx,
    sql`select t.horse_id, t.action, t.amount, t.customer_id from "transaction" t
         where t.icsi_lot_id = ${lotId} and t.embryo_id is null and t.reverses_id is null
           and not exists (select 1 from "transaction" r where r.reverses_id = t.id)
         order by t.created_at, t.id`,
  );
  if (rows.length === 0) return;
  await reverseTransactions(tx, actor, { icsiLotId: lotId });
  await writeTransactions(
    tx,
    actor,
    rows.map((r) => ({
      horseId: r.horse_id,
      type: 'ICSI embryo' as const,
      action: r.action,
      date,
      amount: r.amount,
      customerId: r.customer_id,
      source: 'embryo' as const,
      icsiLotId: lotId,
    })),
  );
}

/**
 * One embryo's ledger row (docs/domain.md 'ICSI → ledger'): type ICSI embryo, horse the donor
 * mare, customer the owner (or the destination of an export), amount 1.
 */
export function embryoLedger(
  e: { id: string; lot_id: string; donor_mare_id: string; owner_id: string },
  action: 'Implanted' | 'Sent' | 'Pregnant for at least 42 days',
  date: Date,
  more: { customerId?: string; destinationHorseId?: string | null } = {},
): LedgerEntry {
  return {
    horseId: e.donor_mare_id,
    type: 'ICSI embryo',
    action,
    date,
    amount: 1,
    customerId: more.customerId ?? e.owner_id,
    destinationHorseId: more.destinationHorseId ?? null,
    source: 'embryo',
    icsiLotId: e.lot_id,
    embryoId: e.id,
  };
}
