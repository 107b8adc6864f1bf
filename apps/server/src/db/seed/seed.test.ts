import { afterAll, beforeAll, expect, test } from 'vitest';
import { customerFields } from '@stalboek/domain';
import { openDatabase, type Database } from '../client.ts';
import { containers, customers, horses, locations } from '../schema/index.ts';
import { seedDemoData } from './index.ts';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
});
afterAll(() => database.close());

test('demo data is written once into an empty database and obeys the rules the API enforces', async () => {
  expect(await seedDemoData(database.db)).toBe(true);
  expect(await seedDemoData(database.db)).toBe(false);
  const db = database.db;
  expect((await db.select().from(locations)).length).toBeGreaterThan(20);
  expect((await db.select().from(containers)).length).toBeGreaterThan(2);
  const all = await db.select().from(customers);
  expect(all.filter((c) => c.type === 'particulier').length).toBeGreaterThanOrEqual(15);
  expect(all.filter((c) => c.type === 'bedrijf').length).toBeGreaterThanOrEqual(8);
  for (const c of all) {
    const parsed = customerFields.safeParse({
      type: c.type,
      first_name: c.firstName,
      last_name: c.lastName,
      company: c.company,
      tva: c.tva,
      vat_liability: c.vatLiability,
      language: c.language,
      email: c.email,
      telephone_mobile: c.telephoneMobile,
      telephone_fixed: c.telephoneFixed,
      addressLine: c.addressLine,
      zip: c.zip,
      city: c.city,
      country: c.country,
    });
    expect(
      parsed.success,
      `${c.lastName ?? c.company}: ${JSON.stringify(parsed.error?.issues)}`,
    ).toBe(true);
  }
  const herd = await db.select().from(horses);
  expect(herd.length).toBeGreaterThanOrEqual(55);
  expect(herd.every((h) => h.ownerId)).toBe(true);
  expect(herd.filter((h) => h.surrogate).length).toBeGreaterThanOrEqual(20);
  expect(herd.filter((h) => h.studHorse).length).toBeGreaterThanOrEqual(5);
  expect(herd.filter((h) => h.death).every((h) => h.dateOfDeath && !h.locationId)).toBe(true);
  // Every horse with a location got it from a running lodging, within the places.
  const rooms = await db.select().from(locations);
  for (const room of rooms) {
    expect(room.occupants).toBe(herd.filter((h) => h.locationId === room.id).length);
    expect(room.occupants).toBeLessThanOrEqual(room.places);
  }
});
