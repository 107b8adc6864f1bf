import type { Db } from '../db/client.ts';
import { demoSeed } from '../db/schema/index.ts';
import { seedLocations } from './locations.ts';
import { seedContainers } from './containers.ts';
import { seedCustomers } from './customers.ts';
import { seedPensions } from './pensions.ts';
import { seedHorses } from './horses.ts';
import { seedStock } from './stock.ts';
import { seedProtocols } from './protocols.ts';
import { restockTreatmentProducts } from './restock.ts';
import { seedAnnouncements } from './announcements.ts';
import { seedCases } from './cases.ts';
import { seedSemen } from './semen.ts';
import { seedInseminations } from './inseminations.ts';
import { seedIcsi } from './icsi.ts';

/**
 * Demo data for a newcomer, written at most once in a database's life: the `demo_seed` row claims
 * it in the same transaction (a second process starting at the same time waits, then finds the
 * row), and a database that held data before the marker existed was marked by its migration.
 * Emptying a table later never brings the demo data back into real data.
 */
export async function seedDemoData(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(demoSeed)
      .values({ singleton: true })
      .onConflictDoNothing()
      .returning({ at: demoSeed.seededAt });
    if (claimed.length === 0) return false;
    await seedLocations(tx);
    await seedContainers(tx);
    await seedCustomers(tx);
    await seedPensions(tx);
    await seedHorses(tx);
    await seedStock(tx);
    await seedProtocols(tx);
    await restockTreatmentProducts(tx);
    await seedAnnouncements(tx);
    await seedCases(tx);
    await seedSemen(tx);
    await seedInseminations(tx);
    await seedIcsi(tx);
    return true;
  });
}
