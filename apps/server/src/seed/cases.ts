import { asc, eq, inArray, lt } from 'drizzle-orm';
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
} from '../db/schema/index.ts';
import { saveOnMare } from '../modules/research-sheets/index.ts';
import { addCaseLines } from './case-lines.ts';
import { DAY, planCases, referenceCounters } from './case-plan.ts';

type SheetRow = typeof researchSheets.$inferSelect;

/**
 * ~200 demo cases over every status and main activity, spread over the last 400 days: research
 * sheets for mares (follicles, uterus, cysts, ovary tags, saved on the mare as the API does),
 * protocols and lab tests the horse itself fills in (with their notifications, the older ones
 * expired), products — a protocol's and single ones — taken FEFO from the demo stock by the
 * API's own functions, and boarding lines. Invoiced cases carry an invoice id and non-billable
 * lines. What the seed writes itself (cases, sheets, boarding lines) goes in one statement per
 * table; the lines go one by one through the cases module, which has the stock module take them.
 */
export async function seedCases(tx: Tx): Promise<void> {
  const alive = await tx
    .select()
    .from(horses)
    .where(eq(horses.death, false))
    .orderBy(asc(horses.name));
  const treatments = {
    protocols: await tx.select().from(protocols).orderBy(asc(protocols.name)),
    labos: await tx.select().from(labos).orderBy(asc(labos.name)),
    products: await tx.select({ id: products.id }).from(products).orderBy(asc(products.name)),
  };
  const [pension] = await tx.select().from(pensionTypes).limit(1);
  if (!alive.length) return;
  const now = Date.now();
  const planned = planCases(alive, now);

  const written = await tx
    .insert(cases)
    .values(planned.map((c) => c.row))
    .returning({ id: cases.id, reference: cases.reference });
  const ids = new Map(written.map((c) => [c.reference, c.id]));
  const idOf = (reference: string) => ids.get(reference)!;
  const sheetRows = planned.flatMap((c) =>
    c.sheets.map((s) => ({ ...s, caseId: idOf(c.row.reference) })),
  );
  const sheets = (
    sheetRows.length ? await tx.insert(researchSheets).values(sheetRows).returning() : []
  ).sort((a, b) => a.researchDate.getTime() - b.researchDate.getTime());
  // As the API does: a mare's sheet saves her ovary tags and its cysts on her, oldest first.
  const latestSheet = new Map<string, SheetRow>();
  for (const sheet of sheets) {
    await saveOnMare(tx, sheet);
    latestSheet.set(sheet.caseId, sheet);
  }

  for (const c of planned) {
    const caseId = idOf(c.row.reference);
    await addCaseLines(tx, c, caseId, latestSheet.get(caseId), treatments, now);
  }
  // An invoiced case's lines were invoiced with it.
  const invoiced = planned.filter((c) => c.invoiced).map((c) => idOf(c.row.reference));
  for (const table of [caseProtocolLines, caseLaboLines, caseProductLines])
    await tx.update(table).set({ billable: false }).where(inArray(table.caseId, invoiced));
  const boarded = planned.filter((c) => c.i % 4 === 2);
  if (pension && boarded.length)
    await tx.insert(caseBoardingLines).values(
      boarded.map(({ i, row, created, invoiced: done }) => ({
        caseId: idOf(row.reference),
        billable: !done,
        from: new Date(created.getTime() + 12 * 3_600_000),
        to: i % 8 === 2 ? null : new Date(created.getTime() + (3 + (i % 10)) * DAY),
        pensionTypeId: pension.id,
      })),
    );
  await tx.insert(caseReferenceCounters).values(referenceCounters(planned));
  // Reminders that expired over a month ago were dealt with (closed) long since.
  await tx
    .update(notifications)
    .set({ active: false })
    .where(lt(notifications.expirationDate, new Date(now - 30 * DAY)));
}
