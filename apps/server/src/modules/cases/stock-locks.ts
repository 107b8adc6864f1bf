import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { caseProductLines, protocols } from '../../db/schema/index.ts';
import { lockBatchesInOrder } from '../stock/index.ts';
import { ownedBy, type LineOwner, type TreatmentLinesInput } from './line-owner.ts';

/**
 * Before a save of the owner's lines moves any stock: locks, in batch-id order, the batches of
 * every product the save may take (its product lines, the products of its new protocol lines and
 * of its saved lines, whose amounts may rise) and the batches its administrations came from. A
 * superset of what the save then changes, so no two saves wait for each other in a circle.
 */
export async function lockStockForLines(
  tx: Tx,
  owner: LineOwner,
  incoming: TreatmentLinesInput,
): Promise<void> {
  const saved = await tx
    .selectDistinct({ productId: caseProductLines.productId })
    .from(caseProductLines)
    .where(ownedBy(caseProductLines, owner));
  const protocolIds = incoming.protocols.filter((l) => !l._id).map((l) => l.protocol);
  const protocolProducts = protocolIds.length
    ? await tx
        .select({ products: protocols.products })
        .from(protocols)
        .where(inArray(protocols.id, protocolIds))
    : [];
  const productIds = [
    ...incoming.products.map((l) => l.product),
    ...saved.map((l) => l.productId),
    ...protocolProducts.flatMap((p) => (p.products as { product: string }[]).map((x) => x.product)),
  ];
  await lockBatchesInOrder(tx, { productIds, caseId: owner.caseId });
}
