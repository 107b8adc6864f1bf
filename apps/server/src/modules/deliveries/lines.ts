import {
  brusselsNoon,
  PRODUCT_TYPES,
  PRODUCT_UNITS,
  type IncompleteDelivery,
  type NewBatchInput,
} from '@stalboek/domain';
import { mediniLine, type MediniLine } from '../../integrations/medini/feed.ts';
import type { deliveryLines, products } from '../../db/schema/index.ts';

export type LineRow = typeof deliveryLines.$inferSelect;
type ProductRow = Pick<
  typeof products.$inferSelect,
  'id' | 'name' | 'tax' | 'type' | 'dosage' | 'outgoingUnit'
>;

/** The feed line a delivery_line row recorded (its payload, checked again). */
export function lineOf(row: LineRow): MediniLine {
  return mediniLine.parse(JSON.parse(row.payload));
}

const cents = (n: number) => Math.round(n * 100) / 100;
const noon = (day: string | null | undefined) => (day ? brusselsNoon(day).toISOString() : null);
const unitOf = (unit: string | null | undefined) =>
  PRODUCT_UNITS.find((u) => u === unit?.trim().toLowerCase()) ?? null;
const typeOf = (type: string) => PRODUCT_TYPES.find((t) => t === type) ?? null;

/** The batch a line makes by itself, or null when a batch field is missing. */
export function completeBatch(line: MediniLine): NewBatchInput | null {
  const expirationDate = noon(line.expirationDate);
  const deliveryDate = noon(line.deliveryDate);
  if (
    expirationDate === null ||
    deliveryDate === null ||
    line.sellingPrice == null ||
    line.sellingPricePerUnit == null
  )
    return null;
  return {
    lotNumber: line.lotNumber,
    supplier: line.supplier,
    expirationDate,
    deliveryDate,
    buyInPrice: cents(line.buyInPrice),
    sellingPrice: cents(line.sellingPrice),
    sellingPricePerUnit: cents(line.sellingPricePerUnit),
    initialAmount: cents(line.amount),
  };
}

/** A pending line as the dialog shows it; a known product shows our product's fields. */
export function presentIncomplete(
  row: LineRow,
  line: MediniLine,
  product: ProductRow | undefined,
): IncompleteDelivery {
  return {
    _id: row.id,
    product: {
      _id: product?.id ?? null,
      CNK: line.cnk,
      name: product?.name ?? line.productName.slice(0, 64),
      tax: product?.tax ?? line.tax,
      type: product ? typeOf(product.type) : null,
      dosage: product?.dosage ?? line.dosage ?? null,
      outgoingUnit: product ? product.outgoingUnit : unitOf(line.outgoingUnit),
    },
    lotNumber: line.lotNumber,
    supplier: line.supplier,
    buyInPrice: cents(line.buyInPrice),
    sellingPrice: line.sellingPrice == null ? null : cents(line.sellingPrice),
    sellingPricePerUnit: line.sellingPricePerUnit == null ? null : cents(line.sellingPricePerUnit),
    initialAmount: cents(line.amount),
    expirationDate: noon(line.expirationDate),
    deliveryDate: noon(line.deliveryDate),
  };
}
