import { isDeepStrictEqual } from 'node:util';
import { eq } from 'drizzle-orm';
import {
  sheetMsg,
  type ResearchSheet,
  type ResearchSheetBody,
  type SheetInformation,
} from '@stalboek/domain';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import {
  caseLaboLines,
  caseProductLines,
  caseProtocolLines,
  cases,
  customers,
  horses,
  researchSheets,
} from '../../db/schema/index.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { readLines, syncLines, type LineOwner } from '../cases/index.ts';
import { syncPregnancies } from '../icsi/index.ts';
import { saveOnMare } from './mare.ts';

export { listSheets } from './list.ts';

type SheetRow = typeof researchSheets.$inferSelect;

/** GET /api/researchSheet/{id}: the sheet with its lines. */
export async function getSheet(db: DbOrTx, id: string): Promise<ResearchSheet> {
  const [row] = await db.select().from(researchSheets).where(eq(researchSheets.id, id));
  if (!row) throw notFound('Onderzoeksfiche');
  return {
    _id: row.id,
    client: row.customerId,
    horse: row.horseId,
    case: row.caseId,
    doctor: row.doctor,
    researchDate: row.researchDate.toISOString(),
    billable: row.billable,
    information: row.information as SheetInformation,
    cysts: row.cysts as ResearchSheet['cysts'],
    ...(await readLines(db, { sheetId: id })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const ownerOf = (s: SheetRow): LineOwner => ({
  caseId: s.caseId,
  sheetId: s.id,
  horseId: s.horseId,
  customerId: s.customerId,
});

/** A stallion's sheet has no ovaries or cysts: they are dropped, not refused. */
function forHorse(type: string, body: ResearchSheetBody) {
  if (type === 'Merrie') return { information: body.information, cysts: body.cysts };
  const empty = { follicles: [], tags: [] };
  return {
    information: { ...body.information, leftOvary: empty, rightOvary: empty },
    cysts: [],
  };
}

/** POST /api/researchSheet: a new, billable sheet in an open case, for the case's horse. */
export async function createSheet(db: Db, actor: Actor, body: ResearchSheetBody) {
  const id = await db.transaction(async (tx) => {
    const [c] = await tx.select().from(cases).where(eq(cases.id, body.case)).for('update');
    if (!c) throw notFound('Case');
    if (c.status === 'Gesloten') throw conflict(sheetMsg.caseClosed);
    if (body.horse !== c.horseId)
      throw new AppError('BAD_REQUEST', sheetMsg.horseMismatch, [
        { path: 'horse', message: sheetMsg.horseMismatch },
      ]);
    const [horse] = await tx.select().from(horses).where(eq(horses.id, c.horseId));
    if (!horse) throw notFound('Paard');
    if (body.client) {
      const [cu] = await tx.select().from(customers).where(eq(customers.id, body.client));
      if (!cu) throw notFound('Klant');
    }
    const [sheet] = await tx
      .insert(researchSheets)
      .values({
        caseId: c.id,
        horseId: c.horseId,
        customerId: body.client ?? c.customerId,
        doctor: body.doctor,
        researchDate: new Date(body.researchDate),
        ...forHorse(horse.type, body),
      })
      .returning();
    if (!sheet) throw new Error('insert returned no row');
    await syncLines(tx, actor, ownerOf(sheet), body, { lineDate: sheet.researchDate });
    await saveOnMare(tx, sheet);
    await syncPregnancies(tx, actor, sheet.horseId);
    await recordAudit(tx, actor, {
      action: 'create',
      entity: 'research_sheet',
      entityId: sheet.id,
      after: sheet,
    });
    return sheet.id;
  });
  return getSheet(db, id);
}

/** A sheet of a closed case ('Gesloten') is neither changed nor deleted, as none is added. */
async function assertCaseOpen(tx: Tx, caseId: string) {
  const [c] = await tx
    .select({ status: cases.status })
    .from(cases)
    .where(eq(cases.id, caseId))
    .for('share');
  if (c?.status === 'Gesloten') throw conflict(sheetMsg.caseClosedSheet);
}

// jsonb does not keep key order: compare as values.
const same = (a: unknown, b: unknown) => isDeepStrictEqual(a, b);

/**
 * PUT /api/researchSheet/{id}. An invoiced sheet ('Gefactureerd') is read-only apart from its
 * lines' amounts (stock follows the product amounts): any other change is a 409. Nothing changes
 * once the case is closed.
 */
export async function updateSheet(db: Db, actor: Actor, id: string, body: ResearchSheetBody) {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(researchSheets)
      .where(eq(researchSheets.id, id))
      .for('update');
    if (!before) throw notFound('Onderzoeksfiche');
    await assertCaseOpen(tx, before.caseId);
    if (body.case !== before.caseId || body.horse !== before.horseId)
      throw new AppError('BAD_REQUEST', sheetMsg.horseMismatch, [
        { path: 'horse', message: sheetMsg.horseMismatch },
      ]);
    const [horse] = await tx.select().from(horses).where(eq(horses.id, before.horseId));
    const fields = forHorse(horse?.type ?? 'Merrie', body);
    if (!before.billable) {
      const unchanged =
        body.doctor === before.doctor &&
        new Date(body.researchDate).getTime() === before.researchDate.getTime() &&
        same(fields.information, before.information) &&
        same(fields.cysts, before.cysts);
      if (!unchanged) throw conflict(sheetMsg.invoiced);
      await syncLines(tx, actor, ownerOf(before), body, { amountsOnly: true });
      return;
    }
    const [after] = await tx
      .update(researchSheets)
      .set({
        doctor: body.doctor,
        researchDate: new Date(body.researchDate),
        customerId: body.client ?? before.customerId,
        ...fields,
        updatedAt: new Date(),
      })
      .where(eq(researchSheets.id, id))
      .returning();
    if (!after) throw notFound('Onderzoeksfiche');
    await syncLines(tx, actor, ownerOf(after), body, { lineDate: after.researchDate });
    await saveOnMare(tx, after, before.researchDate);
    await syncPregnancies(tx, actor, after.horseId);
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'research_sheet',
      entityId: id,
      before,
      after,
    });
  });
  return getSheet(db, id);
}

/** DELETE /api/researchSheet/{id}: only without protocols, lab tests and products, case not closed. */
export async function deleteSheet(db: Db, actor: Actor, id: string) {
  await db.transaction(async (tx) => {
    const [sheet] = await tx
      .select()
      .from(researchSheets)
      .where(eq(researchSheets.id, id))
      .for('update');
    if (!sheet) throw notFound('Onderzoeksfiche');
    await assertCaseOpen(tx, sheet.caseId);
    for (const table of [caseProtocolLines, caseLaboLines, caseProductLines]) {
      const [line] = await tx
        .select({ id: table.id })
        .from(table)
        .where(eq(table.sheetId, id))
        .limit(1);
      if (line) throw conflict(sheetMsg.notDeletable);
    }
    await tx.delete(researchSheets).where(eq(researchSheets.id, id));
    const [horse] = await tx
      .select()
      .from(horses)
      .where(eq(horses.id, sheet.horseId))
      .for('update');
    if (horse?.type === 'Merrie') {
      const cysts = { ...(horse.cysts as Record<string, unknown>) };
      delete cysts[String(sheet.researchDate.getTime())];
      await tx.update(horses).set({ cysts }).where(eq(horses.id, horse.id));
      await syncPregnancies(tx, actor, horse.id);
    }
    await recordAudit(tx, actor, {
      action: 'delete',
      entity: 'research_sheet',
      entityId: id,
      before: sheet,
    });
  });
}
