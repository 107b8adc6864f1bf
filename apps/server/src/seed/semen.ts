import { asc, eq } from 'drizzle-orm';
import {
  addBrusselsDays,
  COLLECTION_COLORS,
  dutchDay,
  ITEMS_PER_TUBE_POSITION,
  type ExportType,
} from '@stalboek/domain';
import type { Tx } from '../db/client.ts';
import { containers, customers, horses } from '../db/schema/index.ts';
import { writeSemenHistory, type PastSemenLot, type PastSemenMod } from '../modules/semen/index.ts';
import { generator } from './random.ts';

const CREATED_BY = 'Demodata';
const LOTS = 300;
/** Lots per tube position in the demo containers: room is left for the lots a user adds. */
const PER_POSITION = ITEMS_PER_TUBE_POSITION - 3;

/** Stallions whose frozen semen the clinic imports and stores (no lodging here). */
const foreign = [
  'Cornet Obolensky',
  'Chacco-Blue',
  'Comme il Faut',
  'Diarado',
  'Casall',
  'Contender',
  'Clarimo',
  'Cardento',
  'Balou du Rouet',
  'Baloubet du Rouet',
  'Emerald van ’t Ruytershof',
  'Toulon',
  'Zirocco Blue',
  'Mylord Carthago',
  'Kashmir van Schuttershof',
  'For Pleasure',
  'Jarnac',
  'Plot Blue',
  'Nabab de Rêve',
  'Darco',
  'Elvis ter Putte',
  'Tangelo van de Zuuthoeve',
  'Thunder van de Zuuthoeve',
  'Cicero Z',
  'Carrera VDL',
  'Sandro Boy',
];
const studbooks = ['Holsteiner', 'KWPN', 'BWP', 'Zangersheide', 'Hannoveraner', 'SF'];

/**
 * About 300 frozen-semen lots of some 40 stallions (the demo stallions and imported ones) in the
 * demo containers, with a year of exports, damage, destruction and counts, and the ledger rows
 * they wrote: the semen screens, the stallion and customer tabs and the ledger show life.
 */
export async function seedSemen(tx: Tx): Promise<void> {
  const rand = generator(20_261_203);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const buyers = await tx
    .select({ id: customers.id })
    .from(customers)
    .orderBy(asc(customers.lastName), asc(customers.company));
  const imported = await tx
    .insert(horses)
    .values(
      foreign.map((name, i) => ({
        name,
        type: 'Hengst' as const,
        studHorse: true,
        studbook: studbooks[i % studbooks.length]!,
        breed: 'Warmbloed',
        ownerId: buyers[(i * 5) % buyers.length]!.id,
        stallionOwnerId: buyers[(i * 5) % buyers.length]!.id,
        dateOfBirth: addBrusselsDays(new Date(Date.UTC(1998 + (i % 15), 3, 1)), 0),
      })),
    )
    .returning({ id: horses.id, ownerId: horses.ownerId });
  const own = await tx
    .select({ id: horses.id, ownerId: horses.ownerId })
    .from(horses)
    .where(eq(horses.type, 'Hengst'))
    .orderBy(asc(horses.name));
  const stallions = [
    ...own.filter((s) => !imported.some((i) => i.id === s.id)),
    ...imported,
  ].filter((s) => s.ownerId);
  const places = (await tx.select().from(containers).orderBy(asc(containers.name)))
    .filter((c) => c.name !== 'Transportvat')
    .flatMap((c) =>
      Array.from({ length: c.availablePlaces }, (_, t) =>
        (['Boven', 'Onder'] as const).map((position) => ({
          containerId: c.id,
          tube: t + 1,
          position,
        })),
      ).flat(),
    );
  const today = new Date();
  const lots: PastSemenLot[] = [];
  for (let k = 0; k < LOTS; k++) {
    const stallion = stallions[k % stallions.length]!;
    const isImport =
      k % stallions.length >= stallions.length - imported.length ? rand() < 0.8 : rand() < 0.1;
    // Frozen straws keep for decades: a quarter of the lots are years old, of stallions long gone.
    const ageDays = k % 4 === 0 ? 400 + rand() * 7000 : 20 + rand() * 380;
    const arrival = addBrusselsDays(today, -Math.floor(ageDays));
    const initial = 10 + Math.floor(rand() * 50);
    const place = places[Math.floor(k / PER_POSITION) % places.length]!;
    const exportType: ExportType | null = pick([
      'national',
      'national',
      'EU',
      'EU',
      'worldwide',
      null,
    ]);
    const mods = pastMods(rand, arrival, today, initial, () => pick(buyers).id);
    const quality = rand() > 0.1;
    lots.push({
      lotNumber: `${isImport ? 'IMP' : 'P'}-${dutchDay(arrival).replaceAll('/', '')}-${String(k + 1).padStart(3, '0')}`,
      stallionId: stallion.id,
      ownerId: isImport ? pick(buyers).id : stallion.ownerId!,
      type: isImport ? 'Import' : 'Productie',
      arrival,
      exportType,
      ...place,
      initial,
      color: pick(COLLECTION_COLORS),
      concentration: quality ? Math.round(150 + rand() * 250) : null,
      motility: quality ? Math.round(40 + rand() * 50) : null,
      progress: quality ? Math.round(20 + rand() * 50) : null,
      velocity: quality ? Math.round(60 + rand() * 60) : null,
      pail: quality ? Math.round(6 + rand() * 6) : null,
      viability: quality ? Math.round(50 + rand() * 40) : null,
      mods,
    });
  }
  await writeSemenHistory(tx, lots, CREATED_BY);
}

/** None, or up to four modifications after `arrival`, in date order, never taking more than the lot holds. */
function pastMods(
  rand: () => number,
  arrival: Date,
  today: Date,
  initial: number,
  customer: () => string,
): PastSemenMod[] {
  // Many lots lie untouched in the container for years.
  if (rand() < 0.4) return [];
  const span = Math.max(1, Math.floor((today.getTime() - arrival.getTime()) / 86_400_000));
  const days = Array.from({ length: Math.floor(rand() * 5) }, () => 1 + Math.floor(rand() * span))
    .filter((d) => d < span)
    .sort((a, b) => a - b);
  let left = initial;
  const mods: PastSemenMod[] = [];
  for (const d of days) {
    const date = addBrusselsDays(arrival, d);
    const r = rand();
    if (r < 0.6 && left > 0) {
      const amount = rand() < 0.15 ? left : Math.min(left, 1 + Math.floor(rand() * 8));
      mods.push({ type: 'Export', action: 'subtract', amount, date, ownerId: customer() });
      left -= amount;
    } else if (r < 0.75 && left > 0) {
      mods.push({ type: 'Damaged', action: 'subtract', amount: 1, date });
      left -= 1;
    } else if (r < 0.85 && left > 0) {
      const amount = Math.min(left, 1 + Math.floor(rand() * 3));
      mods.push({ type: 'Destroy', action: 'subtract', amount, date });
      left -= amount;
    } else if (left > 1) {
      mods.push({ type: 'Control', action: 'subtract', amount: 1, date });
      left -= 1;
    }
  }
  return mods;
}
