import { addBrusselsDays } from '@stalboek/domain';
import { inArray, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../db/client.ts';
import { labos, protocols, stockBatches } from '../db/schema/index.ts';
import { receiveBatch } from '../modules/stock/index.ts';

const ACTOR = { sub: 'demo', name: 'Demodata' };
/** A fresh delivery of this many units of every product a protocol or lab test uses. */
const DELIVERED = 80;

/**
 * The clinic restocks what its protocols and lab tests use: one delivery two weeks ago of each
 * such product (through the same service as 'Lot toevoegen', so with its Aankoop mod), before the
 * demo cases take from stock. A newcomer can then apply any protocol in the demo.
 */
export async function restockTreatmentProducts(tx: Tx): Promise<void> {
  const used = await queryRows<{ id: string }>(
    tx,
    sql`SELECT DISTINCT (p->>'product')::uuid AS id
          FROM (SELECT products FROM ${protocols} UNION ALL SELECT products FROM ${labos}) t,
               jsonb_array_elements(t.products) p
         ORDER BY id`,
  );
  const ids = used.map((r) => r.id);
  if (!ids.length) return;
  // The last delivery of each product gives the supplier and prices of the new one.
  const latest = await tx
    .selectDistinctOn([stockBatches.productId])
    .from(stockBatches)
    .where(inArray(stockBatches.productId, ids))
    .orderBy(stockBatches.productId, sql`${stockBatches.deliveryDate} desc`);
  const now = new Date();
  for (const [n, id] of ids.entries()) {
    const last = latest.find((b) => b.productId === id);
    await receiveBatch(
      tx,
      {
        product: id,
        lotNumber: `RS${String(now.getFullYear()).slice(2)}${700_100 + n * 37}`,
        supplier: last?.supplier ?? 'Medini',
        expirationDate: addBrusselsDays(now, 420).toISOString(),
        deliveryDate: addBrusselsDays(now, -14).toISOString(),
        buyInPrice: Number(last?.buyInPrice ?? 10),
        sellingPrice: Number(last?.sellingPrice ?? 15),
        sellingPricePerUnit: Number(last?.sellingPricePerUnit ?? 1),
        initialAmount: DELIVERED,
      },
      ACTOR,
    );
  }
}
