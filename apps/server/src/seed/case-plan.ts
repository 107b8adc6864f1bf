import {
  MAIN_ACTIVITIES,
  STUD_HORSE_ACTIVITIES,
  brusselsDay,
  brusselsNoon,
  type CaseStatus,
} from '@stalboek/domain';
import type { cases, horses, researchSheets } from '../db/schema/index.ts';

export const DAY = 86_400_000;
export const CASES = 200;
const STATUSES: CaseStatus[] = [
  'Open',
  'Open',
  'Open',
  'Open',
  'Factureerbaar',
  'Factureerbaar',
  'Gefactureerd',
  'Niet factureerbaar',
  'Gesloten',
  'Gesloten',
];
const TAGS = ['Dominant', 'Ovulatie', 'Corpus luteum', null, null];
const MOIST = [null, 'Weinig', 'Matig'];
const DOCTORS = ['Dr. Peeters', 'Dr. Janssens', 'Dr. Claes'];

type Horse = typeof horses.$inferSelect;
type NewCase = typeof cases.$inferInsert;
type NewSheet = Omit<typeof researchSheets.$inferInsert, 'caseId'>;

/** One demo case as it is written: its row, its sheets (oldest first), and what its lines need. */
export type PlannedCase = {
  i: number;
  horse: Horse;
  invoiced: boolean;
  created: Date;
  row: NewCase & { reference: string };
  sheets: NewSheet[];
};

function follicles(i: number, n: number) {
  return Array.from({ length: n }, (_, k) => ({
    follicle: `#${k + 1}`,
    size: 10 + ((i * 7 + k * 13) % 35),
    follicleTag: TAGS[(i + k) % TAGS.length] ?? null,
  }));
}

/**
 * The research sheets of case `i` on the `horseIndex`th living horse: 1–4 for a mare, one in
 * three cases for others; none dated ahead of now.
 */
function plannedSheets(
  i: number,
  horseIndex: number,
  horse: Horse,
  created: Date,
  invoiced: boolean,
  now: number,
) {
  const mare = horse.type === 'Merrie';
  const count = mare ? 1 + (i % 4) : i % 3 === 0 ? 1 : 0;
  // Ovary tags are the mare's own (she keeps them between sheets): some have them.
  const tags = {
    left: mare && horseIndex % 6 === 0 ? ['Multifolliculair'] : [],
    right: mare && horseIndex % 13 === 0 ? ['Tumoraal'] : [],
  };
  const sheets: NewSheet[] = [];
  for (let s = 0; s < count; s++) {
    const at = new Date(created.getTime() + (s * 2 + 1) * DAY);
    if (at.getTime() > now) break;
    sheets.push({
      horseId: horse.id,
      customerId: horse.ownerId,
      doctor: DOCTORS[(i + s) % 3]!,
      researchDate: at,
      billable: !invoiced,
      information: {
        leftOvary: { follicles: mare ? follicles(i + s, 1 + ((i + s) % 3)) : [], tags: tags.left },
        rightOvary: { follicles: mare ? follicles(i + s + 1, (i + s) % 2) : [], tags: tags.right },
        uterus: {
          rating: (i + s) % 5,
          content: { moist: MOIST[(i + s) % 3] ?? null, type: (i + s) % 3 ? 'Helder' : null },
        },
        pregnant:
          s === count - 1 && i % 6 === 0
            ? { isPregnant: true, count: 'Eenling' }
            : { isPregnant: false, count: null },
      },
      cysts: mare && i % 9 === 0 ? [{ id: '#1', size: 6 + (i % 10), position: 'Boven' }] : [],
      createdAt: at,
      updatedAt: at,
    });
  }
  return sheets;
}

/**
 * The demo cases, oldest first, every two days back from today in office hours (9:00 to 13:00
 * Brussels, whatever time the demo is seeded), cycling through the statuses, main activities and
 * living horses; references count per year.
 */
export function planCases(alive: Horse[], now: number): PlannedCase[] {
  const studs = alive.filter((h) => h.studHorse);
  const counters = new Map<number, number>();
  const today = brusselsNoon(brusselsDay(new Date(now))).getTime();
  return Array.from({ length: CASES }, (_, i) => {
    const horseIndex = (i * 7) % alive.length;
    const horse = alive[horseIndex]!;
    const created = new Date(today - (CASES - i) * 2 * DAY - (3 - (i % 5)) * 3_600_000);
    const year = created.getUTCFullYear();
    const seq = (counters.get(year) ?? 0) + 1;
    counters.set(year, seq);
    const status = STATUSES[i % STATUSES.length]!;
    const invoiced = status === 'Gefactureerd' || status === 'Gesloten';
    const activity = MAIN_ACTIVITIES[i % MAIN_ACTIVITIES.length]!;
    const stud = STUD_HORSE_ACTIVITIES.includes(activity) ? studs[i % studs.length] : undefined;
    const row = {
      reference: `${year}-${String(seq).padStart(5, '0')}`,
      status,
      mainActivity: activity,
      horseId: horse.id,
      customerId: horse.ownerId,
      extraHorseId: stud?.id ?? null,
      invoiceId: invoiced ? `TL-DEMO-${1000 + i}` : null,
      createdAt: created,
      updatedAt: created,
    };
    const sheets = plannedSheets(i, horseIndex, horse, created, invoiced, now);
    return { i, horse, invoiced, created, row, sheets };
  });
}

/** The highest reference number of each year, for the case reference counters. */
export function referenceCounters(planned: PlannedCase[]): { year: number; last: number }[] {
  const last = new Map<number, number>();
  for (const { row } of planned) {
    const [year, seq] = row.reference.split('-').map(Number) as [number, number];
    last.set(year, Math.max(last.get(year) ?? 0, seq));
  }
  return [...last].map(([year, n]) => ({ year, last: n }));
}
