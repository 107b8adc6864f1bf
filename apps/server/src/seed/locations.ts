import type { Tx } from '../db/client.ts';
import { locations } from '../db/schema/index.ts';

/** Stables and boxes as the clinic has them (DESIGN §6). */
export async function seedLocations(tx: Tx): Promise<void> {
  await tx.insert(locations).values([
    ...Array.from({ length: 12 }, (_, i) => ({
      stable: 'Stal Zoutleeuw',
      prefix: 'A',
      name: `${i + 1}`,
      places: 1,
    })),
    ...Array.from({ length: 8 }, (_, i) => ({
      stable: 'Stal Zoutleeuw',
      prefix: 'B',
      name: `${i + 1}`,
      places: 2,
    })),
    ...Array.from({ length: 10 }, (_, i) => ({
      stable: 'Stal Dormaal',
      prefix: 'D',
      name: `${i + 1}`,
      places: 1,
    })),
    { stable: 'Stal Dormaal', prefix: null, name: 'Quarantaine', places: 2 },
    { stable: 'Wei', prefix: null, name: 'Grote weide', places: 20 },
    { stable: 'Wei', prefix: null, name: 'Kleine weide', places: 4 },
    { stable: 'Wei', prefix: 'P', name: 'Paddock', places: 3 },
  ]);
}
