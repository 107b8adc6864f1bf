import type { Tx } from '../db/client.ts';
import { containers } from '../db/schema/index.ts';

export async function seedContainers(tx: Tx): Promise<void> {
  await tx.insert(containers).values([
    { name: 'Vat 1', availablePlaces: 10 },
    { name: 'Vat 2', availablePlaces: 10 },
    { name: 'Vat 3 (export)', availablePlaces: 6 },
    { name: 'Transportvat', availablePlaces: 4 },
  ]);
}
