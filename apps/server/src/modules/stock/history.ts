import type { Tx } from '../../db/client.ts';
import { stockBatches, stockMods } from '../../db/schema/index.ts';
import { cents } from './guard.ts';

type BatchFields = Omit<
  typeof stockBatches.$inferInsert,
  'id' | 'remainingAmount' | 'createdAt' | 'updatedAt'
>;
/** A stock mod that went out of a batch, when it happened. */
export type PastMod = {
  type: 'Beschadigd' | 'Verkoop' | 'Toediening' | 'Controle';
  horseId: string | null;
  customerId: string | null;
  amount: number;
  createdAt: Date;
};
/** A batch delivered in the past, with what went out of it since, oldest first. */
export type PastBatch = BatchFields & { outgoing: PastMod[] };

/** Rows per INSERT, well under PostgreSQL's 65,535 parameters. */
const CHUNK = 500;

/**
 * Writes batches as they were delivered and used in the past (the demo data's year of stock):
 * each batch with its Aankoop at its delivery and its outgoing mods at their own dates, and
 * remaining = initial − Σ outgoing, the rule every later take and correction keeps. `createdBy`
 * names who recorded them; no audit rows, as no user wrote them through the API.
 */
export async function writeStockHistory(
  tx: Tx,
  batches: PastBatch[],
  createdBy: string,
): Promise<void> {
  if (!batches.length) return;
  const rows = await tx
    .insert(stockBatches)
    .values(
      batches.map(({ outgoing, ...batch }) => ({
        ...batch,
        remainingAmount:
          (cents(batch.initialAmount) - outgoing.reduce((s, m) => s + cents(m.amount), 0)) / 100,
        createdAt: batch.deliveryDate,
        updatedAt: outgoing.at(-1)?.createdAt ?? batch.deliveryDate,
      })),
    )
    .returning();
  const mods = rows.flatMap((batch, k) => [
    {
      type: 'Aankoop',
      productId: batch.productId,
      batchId: batch.id,
      amount: batch.initialAmount,
      createdBy,
      createdAt: batch.deliveryDate,
    },
    ...batches[k]!.outgoing.map((m) => ({
      ...m,
      productId: batch.productId,
      batchId: batch.id,
      createdBy,
    })),
  ]);
  for (let s = 0; s < mods.length; s += CHUNK)
    await tx.insert(stockMods).values(mods.slice(s, s + CHUNK));
}
