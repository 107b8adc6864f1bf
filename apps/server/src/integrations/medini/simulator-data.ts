import type { MediniLine } from './feed.ts';

const DAY_MS = 86_400_000;
const day = (now: number, days: number) => new Date(now + days * DAY_MS).toISOString().slice(0, 10);

/**
 * Two recent Medini deliveries as the simulator serves them. The CNKs of the complete lines are
 * products of the demo catalogue (seed/stock.ts gives CNK 1402517 + i × 37813), so a fresh dev
 * database imports them at once; the other lines are new products or lack a dosage or a date, and
 * wait in the 'Imported batches' dialog.
 */
export function demoDeliveryLines(now = Date.now()): MediniLine[] {
  const first = day(now, -6);
  const second = day(now, -1);
  const published = (d: string) => `${d}T07:30:00.000Z`;
  const line = (
    id: string,
    delivered: string,
    fields: Omit<MediniLine, 'id' | 'supplier' | 'publishedAt' | 'deliveryDate'> & {
      deliveryDate?: string | null;
    },
  ): MediniLine => ({
    id,
    supplier: 'Medini',
    publishedAt: published(delivered),
    deliveryDate: delivered,
    ...fields,
  });
  return [
    // Known products, complete: imported as batches right away.
    line('MED-2026-04811-1', first, {
      cnk: '1402517',
      productName: 'Regumate Equine 2,2 mg/ml',
      tax: 6,
      dosage: 1000,
      outgoingUnit: 'ml',
      lotNumber: 'RG4471A',
      buyInPrice: 212.4,
      sellingPrice: 329.22,
      sellingPricePerUnit: 0.33,
      amount: 2,
      expirationDate: day(now, 540),
    }),
    line('MED-2026-04811-2', first, {
      cnk: '1591582',
      productName: 'Chorulon 1500 IE (hCG)',
      tax: 6,
      dosage: 1,
      outgoingUnit: 'dosis',
      lotNumber: 'C1500-8812',
      buyInPrice: 14.85,
      sellingPrice: 23.02,
      sellingPricePerUnit: 23.02,
      amount: 10,
      expirationDate: day(now, 400),
    }),
    // Known product, expiry date missing.
    line('MED-2026-04811-3', first, {
      cnk: '1478143',
      productName: 'Estrumate 250 µg/ml (cloprostenol)',
      tax: 6,
      dosage: 20,
      outgoingUnit: 'ml',
      lotNumber: 'EST-22K19',
      buyInPrice: 46.1,
      sellingPrice: 71.46,
      sellingPricePerUnit: 3.57,
      amount: 3,
      expirationDate: null,
    }),
    // New products: the user chooses type and dosage.
    line('MED-2026-04811-4', first, {
      cnk: '3216547',
      productName: 'Altresyn 4 mg/ml orale oplossing (altrenogest)',
      tax: 6,
      dosage: null,
      outgoingUnit: 'ml',
      lotNumber: 'ALT0923',
      buyInPrice: 118.5,
      sellingPrice: 183.68,
      sellingPricePerUnit: null,
      amount: 1,
      expirationDate: day(now, 610),
    }),
    line('MED-2026-05102-1', second, {
      cnk: '2547893',
      productName: 'Equest Pramox orale gel',
      tax: 6,
      dosage: 1,
      outgoingUnit: 'dosis',
      lotNumber: 'EQP-5531',
      buyInPrice: 22.75,
      sellingPrice: 35.26,
      sellingPricePerUnit: 35.26,
      amount: 12,
      expirationDate: day(now, 720),
    }),
    line('MED-2026-05102-2', second, {
      cnk: '3378201',
      productName: 'Hippoxine spray 250 ml',
      tax: 21,
      dosage: null,
      outgoingUnit: null,
      lotNumber: 'HX-250-771',
      buyInPrice: 9.4,
      sellingPrice: null,
      sellingPricePerUnit: null,
      amount: 6,
      expirationDate: day(now, 900),
      deliveryDate: null,
    }),
    // Known product, complete.
    line('MED-2026-05102-3', second, {
      cnk: '2158777',
      productName: 'Equilis Prequenza Te',
      tax: 6,
      dosage: 1,
      outgoingUnit: 'dosis',
      lotNumber: 'A318B01',
      buyInPrice: 17.95,
      sellingPrice: 27.82,
      sellingPricePerUnit: 27.82,
      amount: 20,
      expirationDate: day(now, 365),
    }),
  ];
}
