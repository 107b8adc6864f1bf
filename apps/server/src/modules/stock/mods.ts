import { randomUUID } from 'node:crypto';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  correctionMessages,
  dutchDay,
  notExpiredFrom,
  stockMessages,
  type ModEditInput,
  type ModInput,
  type StockBatch,
  type StockMod,
} from '@stalboek/domain';
import { queryRows, type Db, type DbOrTx } from '../../db/client.ts';
import { cases, customers, horses, stockBatches, stockMods } from '../../db/schema/index.ts';
import { coalescePerKey, type Outcome } from '../../lib/coalesce.ts';
import type { Actor } from '../../lib/audit.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { presentBatch } from './batches.ts';
import { lockMods, writeCorrection } from './corrections.ts';
import { cents, decimal, needsUnexpired, refusal, takeFromBatch } from './guard.ts';
import { auditNewMods, auditNewModsFrom } from './mod-audit.ts';
import { getMod, getMods } from './mod-list.ts';

export async function assertRefs(tx: DbOrTx, client?: string | null, horse?: string | null) {
  if (client) {
    const [c] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.id, client));
    if (!c) throw notFound('Klant');
  }
  if (horse) {
    const [h] = await tx.select({ id: horses.id }).from(horses).where(eq(horses.id, horse));
    if (!h) throw notFound('Paard');
  }
}

type Take = { actor: Actor; input: ModInput };
type TakeResult = { mod: StockMod; batch: StockBatch };

/**
 * A take that arrived alone, as one statement committed on its own: the guarded take, the mod and
 * its audit row. The batch's row lock is held only while the statement runs and commits. A
 * Toediening or Verkoop also needs a batch that has not expired today.
 */
async function takeOne(db: Db, batchId: string, { actor, input }: Take): Promise<TakeResult> {
  const modId = randomUUID();
  const amount = decimal(input.amount);
  const now = new Date();
  const unexpired = needsUnexpired(input.type)
    ? sql`and expiration_date >= ${notExpiredFrom(now).toISOString()}::timestamptz`
    : sql``;
  const taken = await queryRows<{ id: string }>(
    db,
    sql`with taken as (
          update stock_batch
             set remaining_amount = remaining_amount - ${amount}, updated_at = now()
           where id = ${batchId} and active and remaining_amount >= ${amount} ${unexpired}
          returning id, product_id
        ), mod as (
          insert into stock_mod (id, type, product_id, batch_id, customer_id, horse_id, amount, created_by)
          select ${modId}::uuid, ${input.type}, product_id, id, ${input.client ?? null}::uuid,
                 ${input.horse ?? null}::uuid, ${amount}, ${actor.name || actor.sub}
            from taken
          returning *
        ), logged as (${auditNewModsFrom(sql.raw('mod'), actor)})
        select id from taken`,
  );
  if (taken.length === 0) throw await refusal(db, batchId, { type: input.type, at: now });
  const [batch] = await db.select().from(stockBatches).where(eq(stockBatches.id, batchId));
  if (!batch) throw notFound('Lot');
  return { mod: await getMod(db, modId), batch: presentBatch(batch) };
}

/**
 * Takes that queued up behind another take on the same batch, in arrival order, in one
 * transaction: the batch row locked, each take accepted while the batch holds enough for it (as if
 * they ran one after the other), one guarded UPDATE for their total, their mods and audit rows in
 * one INSERT each. All arithmetic in cents.
 */
async function takeGroup(db: Db, batchId: string, takes: Take[]): Promise<Outcome<TakeResult>[]> {
  if (takes.length === 1 && takes[0]) {
    const take = takes[0];
    return [{ value: await takeOne(db, batchId, take) }];
  }
  const written = await db.transaction(async (tx) => {
    const refuseAll = (error: unknown) => ({ outcomes: takes.map(() => ({ error })), after: null });
    const [batch] = await tx
      .select()
      .from(stockBatches)
      .where(eq(stockBatches.id, batchId))
      .for('update');
    if (!batch) return refuseAll(notFound('Lot'));
    if (!batch.active) return refuseAll(conflict(stockMessages.inactive));
    const expired = batch.expirationDate < notExpiredFrom(new Date());
    let left = cents(batch.remainingAmount);
    const accepted: { take: Take; id: string }[] = [];
    const outcomes = takes.map((take): Outcome<string> => {
      if (expired && needsUnexpired(take.input.type))
        return { error: conflict(stockMessages.expiredBatch(dutchDay(batch.expirationDate))) };
      const amount = cents(take.input.amount);
      if (amount > left) return { error: conflict(stockMessages.notEnough(left / 100)) };
      left -= amount;
      const id = randomUUID();
      accepted.push({ take, id });
      return { value: id };
    });
    if (accepted.length === 0) return { outcomes, after: null };
    const total = cents(batch.remainingAmount) - left;
    const after = await takeFromBatch(tx, batchId, total / 100);
    await tx.insert(stockMods).values(
      accepted.map(({ take, id }) => ({
        id,
        type: take.input.type,
        productId: batch.productId,
        batchId,
        customerId: take.input.client ?? null,
        horseId: take.input.horse ?? null,
        amount: take.input.amount,
        createdBy: take.actor.name || take.actor.sub,
      })),
    );
    await auditNewMods(
      tx,
      accepted.map(({ take, id }) => ({ id, actor: take.actor })),
    );
    return { outcomes, after };
  });
  const { outcomes, after } = written;
  if (!after) return outcomes as Outcome<TakeResult>[];
  const ids = outcomes.flatMap((o) => ('value' in o ? [o.value] : []));
  const mods = new Map((await getMods(db, ids)).map((m) => [m._id, m]));
  const batch = presentBatch(after);
  return outcomes.map((o) => {
    if (!('value' in o)) return o;
    const mod = mods.get(o.value);
    return mod ? { value: { mod, batch } } : { error: notFound('Stockmodificatie') };
  });
}

const takeQueues = new WeakMap<Db, (batchId: string, take: Take) => Promise<TakeResult>>();

/**
 * PUT /api/stock/{batchId}: a user records Beschadigd, Verkoop, Toediening or Controle.
 *
 * Takes on a batch that arrive while one is being written wait and are then written together
 * (lib/coalesce.ts): a hot batch costs one locked transaction per group, not per take
 * (bench/stock.ts, decision 14). The row lock keeps other processes correct.
 */
export async function recordMod(db: Db, actor: Actor, batchId: string, input: ModInput) {
  await assertRefs(db, input.client, input.horse);
  let submit = takeQueues.get(db);
  if (!submit) {
    submit = coalescePerKey((key: string, takes: Take[]) => takeGroup(db, key, takes));
    takeQueues.set(db, submit);
  }
  return submit(batchId, { actor, input });
}

/**
 * PUT /api/stock/{batchId}/{modId}: a new amount for a mod, written as a correction of the
 * difference with the user's reason; the original stays as it was. The batch follows: less gives
 * back, more is taken under the same guard as a take (not checked against expiry: it corrects a
 * record). The Aankoop mod is the batch's delivery, and a mod of a case's product line changes with
 * that line (so the case and its stock agree): neither is corrected here. Answers the correction.
 */
export async function editMod(
  db: Db,
  actor: Actor,
  batchId: string,
  modId: string,
  body: ModEditInput,
) {
  return db.transaction(async (tx) => {
    const [mod] = await lockMods(
      tx,
      and(eq(stockMods.id, modId), eq(stockMods.batchId, batchId)) as SQL,
    );
    if (!mod) throw notFound('Stockmodificatie');
    if (mod.correctsId) throw conflict(correctionMessages.correctionOfCorrection);
    if (mod.type === 'Aankoop')
      throw conflict('Een aankoop is de levering van het lot en kan niet aangepast worden.');
    if (mod.caseId !== null || mod.caseLineId !== null) {
      const [owner] = mod.caseId
        ? await tx
            .select({ reference: cases.reference })
            .from(cases)
            .where(eq(cases.id, mod.caseId))
        : [];
      throw conflict(stockMessages.modOfCase(owner?.reference ?? null));
    }
    const by = cents(body.amount) - mod.effective;
    if (by === 0) throw conflict(correctionMessages.unchanged);
    const correction = await writeCorrection(tx, actor, mod, by, body.reason);
    return { mod: await getMod(tx, correction.id), batch: presentBatch(correction.batch) };
  });
}
