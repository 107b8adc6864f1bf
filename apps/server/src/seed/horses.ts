import { brusselsNoon } from '@stalboek/domain';
import type { Tx } from '../db/client.ts';
import { customers, horses, locations, pensionTypes } from '../db/schema/index.ts';
import { addLodging } from '../modules/lodgings/index.ts';
import { seedHorseFiles } from './horse-files.ts';

const SEED_ACTOR = { sub: 'seed', name: 'Demodata' };
// A date without time is 12:00 in Brussels (DESIGN §4), summer or winter.
const day = (iso: string) => brusselsNoon(iso).toISOString();

type Seed = {
  name: string;
  type: 'Hengst' | 'Merrie';
  breed?: string;
  studbook?: string;
  born: number;
  extra?: Partial<typeof horses.$inferInsert>;
};

const studs: Seed[] = [
  'Quidam de Revel Z',
  'Nooitgedacht',
  'Cassini van de Kapel',
  'Diamant de Semilly',
  'Heartbreaker II',
  'Kannan van Dormaal',
  'Ultimo Z',
  'Vigo d’Arsouilles',
].map((name, i) => ({
  name,
  type: 'Hengst',
  born: 2008 + i,
  studbook: i % 3 === 0 ? 'Zangersheide' : 'BWP',
  extra: {
    studHorse: true,
    wffsFree: i % 2 === 0,
    studFee: 750 + i * 150,
    father: 'Chin Chin',
    mother: 'Ratina Z',
    grandfather: 'Ramiro Z',
    ueln: `05600${String(1000 + i)}234567`.slice(0, 15),
  },
}));
const stallions: Seed[] = ['Apollo', 'Bacardi', 'Flamenco', 'Galoubet', 'Tornado', 'Walou'].map(
  (name, i) => ({ name: `${name} van het Hazeveld`, type: 'Hengst', born: 2015 + i }),
);
const mares: Seed[] = [
  'Zarina van de Kapel',
  'Hélène du Bois',
  'Daphné',
  'Zoë van Dormaal',
  'Aurora',
  'Bonita',
  'Carmen',
  'Dolce',
  'Elegance',
  'Fiona',
  'Gloria',
  'Iris ter Putte',
  'Jolie de Muze',
  'Kiki',
  'Lotte',
  'Mira',
  'Noor',
  'Ruby',
  'Esmée',
  'Fleur',
].map((name, i) => ({
  name,
  type: 'Merrie',
  born: 2006 + (i % 14),
  breed: i % 7 === 6 ? 'Haflinger' : 'Warmbloed',
  studbook: i % 7 === 6 ? 'Haflinger' : i % 2 ? 'SBS' : 'BWP',
  extra: { father: 'Cornet Obolensky', mother: 'Quinta', grandfather: 'Clinton' },
}));
const surrogates: Seed[] = Array.from({ length: 24 }, (_, i) => ({
  name: [
    'Bella',
    'Cléo',
    'Dolly',
    'Gaïa',
    'Jazz',
    'Mylord',
    'Nina',
    'Olga',
    'Pepper',
    'Queen',
    'Roos',
    'Saar',
    'Tess',
    'Uma',
    'Vera',
    'Wendy',
    'Xena',
    'Yara',
    'Zita',
    'Anouk',
    'Bo',
    'Cato',
    'Dina',
    'Elke',
  ][i]!,
  type: 'Merrie',
  born: 2010 + (i % 10),
  breed: i % 4 === 0 ? 'Trekpaard' : 'Warmbloed',
  studbook: 'Geen stamboek',
  extra: {
    surrogate: true,
    surrogateUid: `DM-${String(101 + i)}`,
    microchip: `98110000${String(4500000 + i * 37).slice(0, 7)}`,
  },
}));
const dead: Seed[] = [
  {
    name: 'Oude Jan',
    type: 'Hengst',
    born: 1998,
    extra: { death: true, dateOfDeath: new Date(day('2025-03-14')) },
  },
  {
    name: 'Mistral',
    type: 'Merrie',
    born: 2001,
    extra: { death: true, dateOfDeath: new Date(day('2026-02-02')) },
  },
];

/**
 * About 60 horses of every kind with owners and lodgings (written through the lodging rules), and
 * a few passports and lab results.
 */
export async function seedHorses(tx: Tx): Promise<void> {
  const owners = await tx
    .select({ id: customers.id })
    .from(customers)
    .orderBy(customers.lastName, customers.company);
  // Looked up once: each lodging below names its location and pension type.
  const rooms = await tx.select().from(locations);
  const place = (stable: string, prefix: string | null, name: string) => {
    const l = rooms.find((r) => r.stable === stable && r.prefix === prefix && r.name === name);
    if (!l) throw new Error(`seed: no location ${stable} ${prefix}-${name}`);
    return l.id;
  };
  const pensions = await tx.select().from(pensionTypes);
  const pension = (name: string) => pensions.find((p) => p.name === name)!.id;
  const all = [...studs, ...stallions, ...mares, ...surrogates, ...dead];
  const rows = await tx
    .insert(horses)
    .values(
      all.map((s, i) => ({
        name: s.name,
        type: s.type,
        breed: s.breed ?? 'Warmbloed',
        studbook: s.studbook ?? 'BWP',
        dateOfBirth: new Date(day(`${s.born}-0${1 + (i % 9)}-1${i % 9}`)),
        ownerId: owners[(i * 7) % owners.length]!.id,
        microchip: s.extra?.microchip ?? `98100012${String(3400000 + i * 53).slice(0, 7)}`,
        ueln: s.extra?.ueln ?? `056002W${String(10000000 + i * 131).slice(0, 8)}`,
        coatColor: ['Vos', 'Bruin', 'Donkerbruin', 'Zwart', 'Schimmel'][i % 5],
        ...s.extra,
        stallionOwnerId: s.extra?.studHorse ? owners[(i * 3) % owners.length]!.id : null,
      })),
    )
    .returning();
  const byName = (name: string) => rows.find((r) => r.name === name)!.id;
  const stay = async (
    horse: string,
    location: string,
    arrival: string,
    pensionName: string,
    departure?: string,
  ) =>
    addLodging(
      tx,
      SEED_ACTOR,
      byName(horse),
      {
        arrival: day(arrival),
        departure: departure ? day(departure) : null,
        location,
        billable: true,
      },
      pension(pensionName),
    );

  for (const [i, s] of studs.entries())
    await stay(
      s.name,
      place('Stal Zoutleeuw', 'B', `${1 + Math.floor(i / 2)}`),
      '2026-02-01',
      'Box hengst dekseizoen',
    );
  for (const [i, s] of mares.slice(0, 12).entries())
    await stay(
      s.name,
      place('Stal Zoutleeuw', 'A', `${i + 1}`),
      `2026-0${1 + (i % 9)}-15`,
      'Box met stro',
    );
  for (const [i, s] of mares.slice(12, 20).entries())
    await stay(s.name, place('Stal Dormaal', 'D', `${i + 1}`), '2026-10-01', 'Merrie met veulen');
  const fields = [
    ['Wei', null, 'Grote weide', 20],
    ['Wei', null, 'Kleine weide', 3],
    ['Wei', 'P', 'Paddock', 1],
  ] as const;
  let s = 0;
  for (const [stable, prefix, name, n] of fields) {
    for (let k = 0; k < n && s < surrogates.length; k++, s++) {
      // A history first: the summer in the other field, then the running stay.
      await stay(
        surrogates[s]!.name,
        place('Wei', null, 'Kleine weide'),
        '2026-05-01',
        'Weide draagmoeder',
        '2026-09-30',
      );
      await stay(
        surrogates[s]!.name,
        place(stable, prefix, name),
        '2026-10-01',
        'Weide draagmoeder',
      );
    }
  }
  await stay(
    stallions[0]!.name,
    place('Stal Dormaal', null, 'Quarantaine'),
    '2026-11-15',
    'Box met stro',
  );
  await seedHorseFiles(tx);
}
