import { asc, eq, lt } from 'drizzle-orm';
import { MAIN_ACTIVITIES, STUD_HORSE_ACTIVITIES, type CaseStatus } from '@stalboek/domain';
import type { Tx } from '../client.ts';
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
} from '../schema/index.ts';
import {
  createLineNotifications,
  type NotificationConfig,
} from '../../modules/notifications/create.ts';
import { takeStockFefo } from '../../modules/stock/fefo.ts';

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
  elementModel: string;
  elementType: string | null;
  elementSpecification: string | null;
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
const paramsFor = (t: Treatment, h: Horse) =>
  (t.parameters as Param[]).map((p) => ({ ...p, element: h.id, elementName: h.name }));

function follicles(i: number, n: number) {
  return Array.from({ length: n }, (_, k) => ({
    follicle: `#${k + 1}`,
    size: 10 + ((i * 7 + k * 13) % 35),
    follicleTag: TAGS[(i + k) % TAGS.length] ?? null,
  }));
}

/**
 * ~200 demo cases over every status and main activity, spread over the last 400 days: research
 * sheets for mares (follicles, uterus, cysts), protocols and lab tests the horse itself fills in
 * (with their notifications, the older ones expired), products taken FEFO from the demo stock,
 * and boarding lines. Invoiced cases carry an invoice id and non-billable lines.
 */
export async function seedCases(tx: Tx): Promise<void> {
  const alive = await tx
    .select()
    .from(horses)
    .where(eq(horses.death, false))
    .orderBy(asc(horses.name));
  const stallions = alive.filter((h) => h.type === 'Hengst');
  const allProtocols = await tx.select().from(protocols).orderBy(asc(protocols.name));
  const allLabos = await tx.select().from(labos).orderBy(asc(labos.name));
  const stock = await tx.select({ id: products.id }).from(products).orderBy(asc(products.name));
  const [pension] = await tx.select().from(pensionTypes).limit(1);
  if (!alive.length) return;
  const counters = new Map<number, number>();
  const now = Date.now();

  for (let i = 0; i < CASES; i++) {
    const horse = alive[(i * 7) % alive.length]!;
    const created = new Date(now - (CASES - i) * 2 * DAY - (i % 5) * 3_600_000);
    const year = created.getUTCFullYear();
    const seq = (counters.get(year) ?? 0) + 1;
    counters.set(year, seq);
    const status = STATUSES[i % STATUSES.length]!;
    const invoiced = status === 'Gefactureerd' || status === 'Gesloten';
    const activity = MAIN_ACTIVITIES[i % MAIN_ACTIVITIES.length]!;
    const stud = STUD_HORSE_ACTIVITIES.includes(activity)
      ? stallions[i % stallions.length]
      : undefined;
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
    const owner = { caseId: c.id, horseId: horse.id, customerId: horse.ownerId };
    const sheetCount = horse.type === 'Merrie' ? 1 + (i % 4) : i % 3 === 0 ? 1 : 0;
    let lastSheet: { id: string; at: Date } | null = null;
    for (let s = 0; s < sheetCount; s++) {
      const at = new Date(created.getTime() + (s * 2 + 1) * DAY);
      if (at.getTime() > now) break;
      const mare = horse.type === 'Merrie';
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
            leftOvary: { follicles: mare ? follicles(i + s, 1 + ((i + s) % 3)) : [], tags: [] },
            rightOvary: { follicles: mare ? follicles(i + s + 1, (i + s) % 2) : [], tags: [] },
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
        .returning({ id: researchSheets.id });
      lastSheet = sheet ? { id: sheet.id, at } : null;
    }

    // Treatments the horse itself fills in, with their notifications.
    const protocol = allProtocols.filter((p) => fitsHorse(p, horse))[i % 5];
    const labo = allLabos.filter((l) => fitsHorse(l, horse))[i % 4];
    // The last cases are being treated now: their notifications are still ahead.
    const recent = i >= CASES - 12;
    // Lines of an examination are dated by it; the recent ones are the case's own, of these days.
    const onSheet = recent ? null : lastSheet;
    const sheetId = onSheet?.id ?? null;
    const date = onSheet
      ? onSheet.at
      : recent
        ? new Date(now - (i % 3) * DAY)
        : new Date(created.getTime() + DAY);
    if (protocol && (recent || i % 2 === 0)) {
      const [line] = await tx
        .insert(caseProtocolLines)
        .values({
          ...owner,
          sheetId,
          protocolId: protocol.id,
          parameters: paramsFor(protocol, horse),
          date,
          billable: !invoiced,
        })
        .returning({ id: caseProtocolLines.id });
      if (line)
        await createLineNotifications(tx, {
          ...owner,
          source: 'protocol',
          lineId: line.id,
          date,
          configs: protocol.notifications as NotificationConfig[],
        });
    }
    if (labo && (recent || i % 3 === 0)) {
      const [line] = await tx
        .insert(caseLaboLines)
        .values({
          ...owner,
          sheetId,
          laboId: labo.id,
          parameters: paramsFor(labo, horse),
          date,
          billable: !invoiced,
        })
        .returning({ id: caseLaboLines.id });
      if (line)
        await createLineNotifications(tx, {
          ...owner,
          source: 'labo',
          lineId: line.id,
          date,
          configs: labo.notifications as NotificationConfig[],
        });
    }
    const product = stock[(i * 3) % Math.max(stock.length, 1)];
    if (product && i % 4 === 1) {
      const [line] = await tx
        .insert(caseProductLines)
        .values({
          ...owner,
          sheetId,
          productId: product.id,
          amount: 1,
          date,
          billable: !invoiced,
        })
        .returning({ id: caseProductLines.id });
      // A product out of stock is simply not administered in the demo (savepoint).
      if (line)
        await tx
          .transaction((sp) =>
            takeStockFefo(sp, {
              ...owner,
              productId: product.id,
              amount: 1,
              type: 'Toediening',
              caseLineId: line.id,
              actor: ACTOR,
            }),
          )
          .catch(() => tx.delete(caseProductLines).where(eq(caseProductLines.id, line.id)));
    }
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
