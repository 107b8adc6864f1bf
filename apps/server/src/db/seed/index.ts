import { count } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { locations } from '../schema/index.ts';
import { seedLocations } from './locations.ts';
import { seedContainers } from './containers.ts';
import { seedCustomers } from './customers.ts';
import { seedPensions } from './pensions.ts';
import { seedHorses } from './horses.ts';
import { seedStock } from './stock.ts';
import { seedProtocols } from './protocols.ts';
import { seedAnnouncements } from './announcements.ts';
import { seedCases } from './cases.ts';

/** Demo data for a newcomer, written once: only into an empty database. */
export async function seedDemoData(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(locations);
  if ((row?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    await seedLocations(tx);
    await seedContainers(tx);
    await seedCustomers(tx);
    await seedPensions(tx);
    await seedHorses(tx);
    await seedStock(tx);
    await seedProtocols(tx);
    await seedAnnouncements(tx);
    await seedCases(tx);
  });
  return true;
}
