import type { StockMod } from '@stalboek/domain';

export const ids = {
  horse: '0b7e1c52-4a44-4c3e-9a54-6f1f1b9a2c01',
  product: '0b7e1c52-4a44-4c3e-9a54-6f1f1b9a2c02',
  client: '0b7e1c52-4a44-4c3e-9a54-6f1f1b9a2c03',
  batch: '0b7e1c52-4a44-4c3e-9a54-6f1f1b9a2c04',
};

/** A stock modification as GET /api/stock/mods answers it; local 14/03/2026 09:30. */
export function mod(over: Partial<StockMod> = {}): StockMod {
  const amount = over.amount ?? 2.5;
  return {
    _id: '0b7e1c52-4a44-4c3e-9a54-6f1f1b9a2c10',
    type: 'Toediening',
    product: { _id: ids.product, name: 'Regumate Equine 2,2 mg/ml' },
    batch: { _id: ids.batch, lotNumber: 'ME26123456', supplier: 'Medini' },
    client: { _id: ids.client, name: 'An Peeters' },
    horse: { _id: ids.horse, name: 'Zoë van Dormaal' },
    case: null,
    amount,
    createdAt: new Date(2026, 2, 14, 9, 30).toISOString(),
    // An original as written, without corrections.
    effectiveAmount: over.correctionOf ? null : amount,
    correctionOf: null,
    reason: null,
    createdBy: 'Dr. Peeters',
    ...over,
  };
}
