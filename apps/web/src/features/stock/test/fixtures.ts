import type { Product, StockBatch, StockMod, StockOverviewRow } from '@stalboek/domain';

export const product: Product = {
  _id: '5a0e7f1c-3c2b-4f5e-9d8a-1b2c3d4e5f01',
  name: 'Equimoxine',
  type: 'Antibioticum',
  tax: 6,
  CNK: '7654321',
  dosage: 100,
  sellingPricePerUnit: 24,
  outgoingUnit: 'ml',
  waitingTime: 28,
  supplementAdministration: 5,
  createdAt: '2025-01-10T11:00:00.000Z',
  updatedAt: '2025-01-10T11:00:00.000Z',
};

export function batch(n: number, over: Partial<StockBatch> = {}): StockBatch {
  return {
    _id: `5a0e7f1c-3c2b-4f5e-9d8a-1b2c3d4e5f${String(10 + n)}`,
    product: product._id,
    lotNumber: `LOT-${n}`,
    expirationDate: `2026-0${n}-15T10:00:00.000Z`,
    deliveryDate: '2025-01-02T11:00:00.000Z',
    supplier: 'Medini',
    buyInPrice: 10,
    sellingPrice: 20,
    sellingPricePerUnit: 24,
    initialAmount: 10,
    remainingAmount: 4,
    active: true,
    createdAt: '2025-01-02T11:00:00.000Z',
    updatedAt: '2025-01-02T11:00:00.000Z',
    ...over,
  };
}

export function mod(over: Partial<StockMod> = {}): StockMod {
  const amount = over.amount ?? 2;
  return {
    _id: '5a0e7f1c-3c2b-4f5e-9d8a-1b2c3d4e5f31',
    type: 'Toediening',
    product: { _id: product._id, name: product.name },
    batch: { _id: batch(1)._id, lotNumber: 'LOT-1', supplier: 'Medini' },
    client: null,
    horse: { _id: '5a0e7f1c-3c2b-4f5e-9d8a-1b2c3d4e5f41', name: 'Flicka' },
    case: null,
    amount,
    createdAt: '2025-03-01T09:30:00.000Z',
    // An original as written, without corrections.
    effectiveAmount: over.correctionOf ? null : amount,
    correctionOf: null,
    reason: null,
    createdBy: 'Dr. Peeters',
    ...over,
  };
}

export const overviewRow: StockOverviewRow = {
  _id: product._id,
  name: product.name,
  type: product.type,
  CNK: product.CNK,
  dosage: 100,
  outgoingUnit: 'ml',
  tax: 6,
  expirationDate: '2026-01-15T11:00:00.000Z',
  waitingTime: 28,
  supplementAdministration: 5,
  remainingSellvalue: 80,
  remainingBuyValue: 40,
  remaining: 4,
};
