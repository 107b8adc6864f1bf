import { and, eq, gt, sum } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { stockBatches, type horses, type protocols } from '../db/schema/index.ts';
import { addProductLine, addTreatmentLine } from '../modules/cases/index.ts';
import { CASES, DAY, type PlannedCase } from './case-plan.ts';

const ACTOR = { sub: 'demo', name: 'Demodata' };

type Horse = typeof horses.$inferSelect;
type Treatment = typeof protocols.$inferSelect;
type Param = {
  elementModel: 'Horse';
  elementType: 'Hengst' | 'Merrie' | null;
  elementSpecification: 'Draagmoeder' | 'Donormerrie' | 'Dekhengst' | null;
};

/** What the demo lines choose from: protocols and lab tests, and products, each by name. */
export type Treatments = { protocols: Treatment[]; labos: Treatment[]; products: { id: string }[] };

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

/**
 * Treatments the case's horse itself fills in, through the API's own functions: a protocol's
 * products and a product line are taken FEFO as Toediening on the horse, linked to the line, and
 * protocols and lab tests create their notifications. A line that would leave less than the
 * reserve in stock, or whose stock has run out, is simply not given in the demo. Lines of an
 * examination are dated by its latest sheet; the last cases are being treated now (their lines
 * are their own, of these days, and their notifications still ahead).
 */
export async function addCaseLines(
  tx: Tx,
  c: PlannedCase,
  caseId: string,
  lastSheet: { id: string; researchDate: Date } | undefined,
  treatments: Treatments,
  now: number,
): Promise<void> {
  const { i, horse, created } = c;
  const protocol = treatments.protocols.filter((p) => fitsHorse(p, horse))[i % 5];
  const labo = treatments.labos.filter((l) => fitsHorse(l, horse))[i % 4];
  const recent = i >= CASES - 12;
  const onSheet = recent ? undefined : lastSheet;
  // The services stamp what they write with the time of writing; in the demo, the stock a line
  // takes is recorded on the line's date (not before its batch came in), so the medication
  // reports read like a real year. A mod is never changed afterwards, so it is asked for here.
  const owner = {
    caseId,
    horseId: horse.id,
    customerId: horse.ownerId,
    sheetId: onSheet?.id ?? null,
    recordStockAtLineDate: true,
  };
  const date = (
    onSheet
      ? onSheet.researchDate
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
  const product = treatments.products[(i * 3) % Math.max(treatments.products.length, 1)];
  if (product && i % 4 === 1 && (await leavesReserve(tx, [{ product: product.id, amount: 1 }])))
    await given((sp) =>
      addProductLine(sp, ACTOR, owner, { product: product.id, amount: 1, sell: true, date }),
    );
}
