import { and, asc, eq, gt, lt, sum } from 'drizzle-orm';
import {
  MAIN_ACTIVITIES,
  STUD_HORSE_ACTIVITIES,
  brusselsDay,
  brusselsNoon,
  type CaseStatus,
} from '@stalboek/domain';
import type { Tx } from '../db/client.ts';
import {
  caseBoardingLines,
  caseLaboLines,
  caseProductLines,
  caseProtocolLines,
  caseReferenceCounters,
  cases,
  horses,
  labos,
  notifications,
  pensionTypes,
  products,
  protocols,
  researchSheets,
  stockBatches,
} from '../db/schema/index.ts';
import { addProductLine, addTreatmentLine } from '../modules/cases/index.ts';
import { saveOnMare } from '../modules/research-sheets/index.ts';

const DAY = 86_400_000;
const CASES = 200;
const ACTOR = { sub: 'demo', name: 'Demodata' };
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

type Horse = typeof horses.$inferSelect;
type Treatment = typeof protocols.$inferSelect;
type Param = {
  elementModel: 'Horse';
  elementType: 'Hengst' | 'Merrie' | null;
  elementSpecification: 'Draagmoeder' | 'Donormerrie' | 'Dekhengst' | null;
};

/** A protocol or lab test whose every parameter the case's own horse fills. */
function fitsHorse(t: Treatment, h: Horse) {
  return (t.parameters as Param[]).every(
    (p) =>
      p.elementModel === 'Horse' &&
      (!p.elementType || p.elementType === h.type) &&
      (!p.elementSpecification ||
        (p.elementSpecification === 'Draagmoeder' && h.surrogate) ||
        (p.elementSpecification === 'Donormerrie' && !h.surrogate && h.type === 'Merrie') ||
        (p.elementSpecification === 'Dekhengst' && h.studHorse)),
  );
}
/** A line of `t` as the API takes it: the horse fills every parameter, each simple one is 1. */
const lineOf = (t: Treatment, h: Horse, date: string) => ({
  protocol: t.id,
  parameters: (t.parameters as Param[]).map((p) => ({ ...p, element: h.id, elementName: h.name })),
  simple_parameters: (t.simpleParameters as { elementName: string }[]).map((p) => ({
    elementName: p.elementName,
    elementAmount: 1,
  })),
  amount: 1,
  date,
});

/** Demo lines leave this much of each product in stock, for a newcomer's own first tries. */
const RESERVE = 2;
async function leavesReserve(tx: Tx, wanted: { product: string; amount: number }[]) {
  for (const w of wanted) {
    const [row] = await tx
      .select({ left: sum(stockBatches.remainingAmount) })
      .from(stockBatches)
      .where(
        and(
          eq(stockBatches.productId, w.product),
          eq(stockBatches.active, true),
          gt(stockBatches.expirationDate, new Date()),
        ),
      );
    if (Number(row?.left ?? 0) - w.amount < RESERVE) return false;
  }
  return true;
}

function follicles(i: number, n: number) {
  return Array.from({ length: n }, (_, k) => ({
    follicle: `#${k + 1}`,
    size: 10 + ((i * 7 + k * 13) % 35),
    follicleTag: TAGS[(i + k) % TAGS.length] ?? null,
  }));
}

/**
 * ~200 demo cases over every status and main activity, spread over the last 400 days: research
 * sheets for mares (follicles, uterus, cysts, ovary tags, saved on the mare as the API does),
 * protocols and lab tests the horse itself fills in (with their notifications, the older ones
 * expired), products — a protocol's and single ones — taken FEFO from the demo stock by the
 * API's own functions, and boarding lines. Invoiced cases carry an invoice id and non-billable
 * lines.
 */
export async function seedCases(tx: Tx): Promise<void> {
  const alive = await tx
    .select()
    .from(horses)
    .where(eq(horses.death, false))
    .orderBy(asc(horses.name));
  const studs = alive.filter((h) => h.studHorse);
  const allProtocols = await tx.select().from(protocols).orderBy(asc(protocols.name));
  const allLabos = await tx.select().from(labos).orderBy(asc(labos.name));
  const stock = await tx.select({ id: products.id }).from(products).orderBy(asc(products.name));
  const [pension] = await tx.select().from(pensionTypes).limit(1);
  if (!alive.length) return;
  const counters = new Map<number, number>();
  const now = Date.now();

  for (let i = 0; i < CASES; i++) {
    const horse = alive[(i * 7) % alive.length]!;
    // Office hours, 9:00 to 13:00 Brussels, whatever time the demo is seeded.
    const created = new Date(
      brusselsNoon(brusselsDay(new Date(now))).getTime() -
        (CASES - i) * 2 * DAY -
        (3 - (i % 5)) * 3_600_000,
    );
    const year = created.getUTCFullYear();
    const seq = (counters.get(year) ?? 0) + 1;
    counters.set(year, seq);
    const status = STATUSES[i % STATUSES.length]!;
    const invoiced = status === 'Gefactureerd' || status === 'Gesloten';
    const activity = MAIN_ACTIVITIES[i % MAIN_ACTIVITIES.length]!;
    const stud = STUD_HORSE_ACTIVITIES.includes(activity) ? studs[i % studs.length] : undefined;
    const [c] = await tx
      .insert(cases)
      .values({
        reference: `${year}-${String(seq).padStart(5, '0')}`,
        status,
        mainActivity: activity,
        horseId: horse.id,
        customerId: horse.ownerId,
        extraHorseId: stud?.id ?? null,
        invoiceId: invoiced ? `TL-DEMO-${1000 + i}` : null,
        createdAt: created,
        updatedAt: created,
      })
      .returning();
    if (!c) continue;
    const caseOwner = { caseId: c.id, horseId: horse.id, customerId: horse.ownerId };
    const sheetCount = horse.type === 'Merrie' ? 1 + (i % 4) : i % 3 === 0 ? 1 : 0;
    let lastSheet: { id: string; at: Date } | null = null;
    const mare = horse.type === 'Merrie';
    // Ovary tags are the mare's own (she keeps them between sheets): some have them.
    const horseIndex = (i * 7) % alive.length;
    const ovaryTags = {
      left: mare && horseIndex % 6 === 0 ? ['Multifolliculair'] : [],
      right: mare && horseIndex % 13 === 0 ? ['Tumoraal'] : [],
    };
    for (let s = 0; s < sheetCount; s++) {
      const at = new Date(created.getTime() + (s * 2 + 1) * DAY);
      if (at.getTime() > now) break;
      const [sheet] = await tx
        .insert(researchSheets)
        .values({
          caseId: c.id,
          horseId: horse.id,
          customerId: horse.ownerId,
          doctor: ['Dr. Peeters', 'Dr. Janssens', 'Dr. Claes'][(i + s) % 3]!,
          researchDate: at,
          billable: !invoiced,
          information: {
            leftOvary: {
              follicles: mare ? follicles(i + s, 1 + ((i + s) % 3)) : [],
              tags: ovaryTags.left,
            },
            rightOvary: {
              follicles: mare ? follicles(i + s + 1, (i + s) % 2) : [],
              tags: ovaryTags.right,
            },
            uterus: {
              rating: (i + s) % 5,
              content: { moist: MOIST[(i + s) % 3] ?? null, type: (i + s) % 3 ? 'Helder' : null },
            },
            pregnant:
              s === sheetCount - 1 && i % 6 === 0
                ? { isPregnant: true, count: 'Eenling' }
                : { isPregnant: false, count: null },
          },
          cysts: mare && i % 9 === 0 ? [{ id: '#1', size: 6 + (i % 10), position: 'Boven' }] : [],
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      if (!sheet) continue;
      // As the API does: a mare's sheet saves her ovary tags and its cysts on her.
      await saveOnMare(tx, sheet);
      lastSheet = { id: sheet.id, at };
    }

    // Treatments the horse itself fills in, through the API's own functions: a protocol's
    // products and a product line are taken FEFO as Toediening on the horse, linked to the line,
    // and protocols and lab tests create their notifications. A line that would leave less than
    // the reserve in stock, or whose stock has run out, is simply not given in the demo.
    const protocol = allProtocols.filter((p) => fitsHorse(p, horse))[i % 5];
    const labo = allLabos.filter((l) => fitsHorse(l, horse))[i % 4];
    // The last cases are being treated now: their notifications are still ahead.
    const recent = i >= CASES - 12;
    // Lines of an examination are dated by it; the recent ones are the case's own, of these days.
    const onSheet = recent ? null : lastSheet;
    // The services stamp what they write with the time of writing; in the demo, the stock a line
    // takes is recorded on the line's date (not before its batch came in), so the medication
    // reports read like a real year. A mod is never changed afterwards, so it is asked for here.
    const owner = { ...caseOwner, sheetId: onSheet?.id ?? null, recordStockAtLineDate: true };
    const date = (
      onSheet
        ? onSheet.at
        : recent
          ? new Date(now - (i % 3) * DAY)
          : new Date(created.getTime() + DAY)
    ).toISOString();
    const given = (add: (sp: Tx) => Promise<unknown>) => tx.transaction(add).catch(() => undefined);
    if (
      protocol &&
      (recent || i % 2 === 0) &&
      (await leavesReserve(tx, protocol.products as { product: string; amount: number }[]))
    )
      await given((sp) =>
        addTreatmentLine(sp, ACTOR, owner, 'protocol', lineOf(protocol, horse, date), 'demo'),
      );
    if (labo && (recent || i % 3 === 0))
      await given((sp) =>
        addTreatmentLine(sp, ACTOR, owner, 'labo', lineOf(labo, horse, date), 'demo'),
      );
    const product = stock[(i * 3) % Math.max(stock.length, 1)];
    if (product && i % 4 === 1 && (await leavesReserve(tx, [{ product: product.id, amount: 1 }])))
      await given((sp) =>
        addProductLine(sp, ACTOR, owner, { product: product.id, amount: 1, sell: true, date }),
      );
    // An invoiced case's lines were invoiced with it.
    if (invoiced)
      for (const table of [caseProtocolLines, caseLaboLines, caseProductLines])
        await tx.update(table).set({ billable: false }).where(eq(table.caseId, c.id));
    if (pension && i % 4 === 2)
      await tx.insert(caseBoardingLines).values({
        caseId: c.id,
        billable: !invoiced,
        from: new Date(created.getTime() + 12 * 3_600_000),
        to: i % 8 === 2 ? null : new Date(created.getTime() + (3 + (i % 10)) * DAY),
        pensionTypeId: pension.id,
      });
  }
  for (const [year, last] of counters)
    await tx.insert(caseReferenceCounters).values({ year, last });
  // Reminders that expired over a month ago were dealt with (closed) long since.
  await tx
    .update(notifications)
    .set({ active: false })
    .where(lt(notifications.expirationDate, new Date(now - 30 * DAY)));
}
