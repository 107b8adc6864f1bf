import type { Product } from '@stalboek/domain';

export const config = {
  types: ['Geneesmiddel', 'Vaccin', 'Hormoon'],
  tax: [6, 21],
  units: ['ml', 'stuk', 'dosis'],
};

export const regumate: Product = {
  _id: '2f1c7a2e-6a40-4a7e-8f7e-0c0f9b1a0a01',
  name: 'Regumate Equine',
  type: 'Hormoon',
  tax: 6,
  CNK: '1234567',
  dosage: 1000,
  sellingPricePerUnit: 98.5,
  outgoingUnit: 'ml',
  waitingTime: 0,
  supplementAdministration: null,
  createdAt: '2025-01-10T11:00:00.000Z',
  updatedAt: '2025-01-10T11:00:00.000Z',
};
