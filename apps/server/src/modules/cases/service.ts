import { asc, eq, sql } from 'drizzle-orm';
import {
  brusselsDay,
  caseMsg,
  caseStudHorse,
  correctionReasons,
  factureerbaarBlocked,
  type BoardingLine,
  type CaseCreateBody,
  type CaseDetail,
  type CaseStatus,
  type CaseUpdateBody,
} from '@stalboek/domain';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import {
  caseBoardingLines,
  caseReferenceCounters,
  cases,
  customers,
  horses,
  locations,
  pensionTypes,
  researchSheets,
} from '../../db/schema/index.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { giveBackCaseStock } from '../stock/index.ts';
import type { LineOwner } from './line-owner.ts';
import { readLines } from './lines-read.ts';
import { removeAllLines, syncLines } from './lines.ts';
import { lockStockForLines } from './stock-locks.ts';
import { presentCase, selectCases } from './list.ts';

async function assertHorse(tx: DbOrTx, id: string, what = 'Paard') {
  const [h] = await tx.select().from(horses).where(eq(horses.id, id));
  if (!h) throw notFound(what);
  return h;
}
async function assertCustomer(tx: DbOrTx, id: string | null) {
  if (!id) return;
  const [c] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, id));
  if (!c) throw notFound('Klant');
}

/**
 * POST /api/case. The reference is 'YYYY-NNNNN': the year's counter row is bumped in this
 * transaction, so parallel creates wait on that row and references stay unique without gaps.
 */
export async function createCase(db: Db, actor: Actor, body: CaseCreateBody) {
  return db.transaction(async (tx) => {
    await assertHorse(tx, body.horse);
    await assertCustomer(tx, body.customer);
    // The year the clinic is in: a case opened at 00:30 on 1 January in Brussels is next year's.
    const year = Number(brusselsDay(new Date()).slice(0, 4));
    const [counter] = await tx
      .insert(caseReferenceCounters)
      .values({ year, last: 1 })
      .onConflictDoUpdate({
        target: caseReferenceCounters.year,
        set: { last: sql`${caseReferenceCounters.last} + 1` },
      })
      .returning();
    const reference = `${year}-${String(counter?.last ?? 1).padStart(5, '0')}`;
    const [row] = await tx
      .insert(cases)
      .values({
        reference,
        horseId: body.horse,
        customerId: body.customer,
        mainActivity: body.mainActivity,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    await recordAudit(tx, actor, {
      action: 'create',
      entity: 'case',
      entityId: row.id,
      after: row,
    });
    return { _id: row.id };
  });
}

async function boardingLines(db: DbOrTx, caseId: string): Promise<BoardingLine[]> {
  const rows = await db
    .select({
      line: caseBoardingLines,
      typeName: pensionTypes.name,
      pricePerDay: pensionTypes.pricePerDay,
      locationName: locations.name,
      locationPrefix: locations.prefix,
    })
    .from(caseBoardingLines)
    .leftJoin(pensionTypes, eq(pensionTypes.id, caseBoardingLines.pensionTypeId))
    .leftJoin(locations, eq(locations.id, caseBoardingLines.locationId))
    .where(eq(caseBoardingLines.caseId, caseId))
    .orderBy(asc(caseBoardingLines.position));
  return rows.map(({ line, ...r }, index) => ({
    _id: line.id,
    billable: line.billable,
    from: line.from?.toISOString() ?? null,
    to: line.to?.toISOString() ?? null,
    type:
      line.pensionTypeId && r.typeName !== null
        ? { _id: line.pensionTypeId, name: r.typeName, pricePerDay: r.pricePerDay ?? 0 }
        : null,
    location:
      line.locationId && r.locationName !== null
        ? {
            _id: line.locationId,
            name: r.locationPrefix ? `${r.locationPrefix}-${r.locationName}` : r.locationName,
          }
        : null,
    index,
  }));
}

/** GET /api/case/{id}. */
export async function getCase(db: DbOrTx, id: string): Promise<CaseDetail> {
  const [row] = await selectCases(db).where(eq(cases.id, id));
  if (!row) throw notFound('Case');
  const [extra] = row.c.extraHorseId
    ? await db
        .select({ _id: horses.id, name: horses.name })
        .from(horses)
        .where(eq(horses.id, row.c.extraHorseId))
    : [];
  const [pension, sheets, lines] = await Promise.all([
    boardingLines(db, id),
    db
      .select()
      .from(researchSheets)
      .where(eq(researchSheets.caseId, id))
      .orderBy(asc(researchSheets.researchDate), asc(researchSheets.id)),
    readLines(db, { caseId: id }),
  ]);
  return {
    ...presentCase(row),
    extra: extra ?? null,
    pension,
    researchSheets: sheets.map((s) => ({
      _id: s.id,
      researchDate: s.researchDate.toISOString(),
      doctor: s.doctor,
      billable: s.billable,
    })),
    ...lines,
    storageICSI: [],
    storageSemen: [],
  };
}

async function lockCase(tx: Tx, id: string) {
  const [row] = await tx.select().from(cases).where(eq(cases.id, id)).for('update');
  if (!row) throw notFound('Case');
  return row;
}

const ownerOf = (c: typeof cases.$inferSelect): LineOwner => ({
  caseId: c.id,
  sheetId: null,
  horseId: c.horseId,
  customerId: c.customerId,
});

/**
 * PUT /api/case/{id}: the whole case in one transaction — header, boarding lines and the
 * case-level treatment lines (stock taken or given back). Refused once invoiced. The stud horse
 * must be one (stud_horse) and is kept only for ET, KI and ICSI-ET: another activity clears it.
 */
export async function updateCase(db: Db, actor: Actor, id: string, body: CaseUpdateBody) {
  await db.transaction(async (tx) => {
    const before = await lockCase(tx, id);
    if (before.invoiceId) throw conflict(caseMsg.invoiced);
    await assertCustomer(tx, body.customer);
    const extra = caseStudHorse(body.mainActivity, body.extra);
    if (extra) {
      const stud = await assertHorse(tx, extra, 'Dekhengst');
      if (!stud.studHorse)
        throw new AppError('BAD_REQUEST', caseMsg.notStudHorse, [
          { path: 'extra', message: caseMsg.notStudHorse },
        ]);
    }
    if (factureerbaarBlocked(before.status as CaseStatus, body.status, body.pension))
      throw conflict(caseMsg.boardingIncomplete);
    const [after] = await tx
      .update(cases)
      .set({
        customerId: body.customer,
        extraHorseId: extra,
        mainActivity: body.mainActivity,
        status: body.status,
        updatedAt: new Date(),
      })
      .where(eq(cases.id, id))
      .returning();
    if (!after) throw notFound('Case');
    await saveBoardingLines(tx, id, body.pension);
    await syncLines(tx, actor, ownerOf(after), body);
    await recordAudit(tx, actor, { action: 'update', entity: 'case', entityId: id, before, after });
  });
  return getCase(db, id);
}

async function saveBoardingLines(tx: Tx, caseId: string, lines: CaseUpdateBody['pension']) {
  const existing = await tx
    .select({ id: caseBoardingLines.id })
    .from(caseBoardingLines)
    .where(eq(caseBoardingLines.caseId, caseId));
  const known = new Set(existing.map((l) => l.id));
  const kept = new Set<string>();
  for (const [position, l] of lines.entries()) {
    if (l.type) {
      const [t] = await tx
        .select({ id: pensionTypes.id })
        .from(pensionTypes)
        .where(eq(pensionTypes.id, l.type));
      if (!t) throw notFound('Pensiontype');
    }
    if (l.location) {
      const [loc] = await tx
        .select({ id: locations.id })
        .from(locations)
        .where(eq(locations.id, l.location));
      if (!loc) throw notFound('Locatie');
    }
    const values = {
      position,
      billable: l.billable,
      from: l.from ? new Date(l.from) : null,
      to: l.to ? new Date(l.to) : null,
      pensionTypeId: l.type,
      locationId: l.location,
    };
    if (l._id) {
      if (!known.has(l._id)) throw notFound('Pensionlijn');
      kept.add(l._id);
      await tx.update(caseBoardingLines).set(values).where(eq(caseBoardingLines.id, l._id));
    } else await tx.insert(caseBoardingLines).values({ caseId, ...values });
  }
  for (const l of existing)
    if (!kept.has(l.id)) await tx.delete(caseBoardingLines).where(eq(caseBoardingLines.id, l.id));
}

/**
 * DELETE /api/case/{id}: only an Open case without sheets, boarding lines or invoice. The medicine
 * it administered stays on record: see below.
 */
export async function deleteCase(db: Db, actor: Actor, id: string) {
  await db.transaction(async (tx) => {
    const row = await lockCase(tx, id);
    if (row.invoiceId) throw conflict(caseMsg.notDeletable.invoice);
    if (row.status !== 'Open') throw conflict(caseMsg.notDeletable.status);
    const [sheet] = await tx
      .select({ id: researchSheets.id })
      .from(researchSheets)
      .where(eq(researchSheets.caseId, id))
      .limit(1);
    if (sheet) throw conflict(caseMsg.notDeletable.sheets);
    const [boarding] = await tx
      .select({ id: caseBoardingLines.id })
      .from(caseBoardingLines)
      .where(eq(caseBoardingLines.caseId, id))
      .limit(1);
    if (boarding) throw conflict(caseMsg.notDeletable.boarding);
    // Its administrations outlive it as stand-alone records (horse, product, batch, amount and
    // date stay; ON DELETE SET NULL clears the case), each given back by a correction that names
    // the case (docs/domain.md, Stock); the lines then have nothing left to give back.
    // The batches of all its administrations, in batch-id order, before any moves (DESIGN §4).
    await lockStockForLines(tx, ownerOf(row), { protocols: [], labos: [], products: [] });
    await giveBackCaseStock(tx, actor, id, correctionReasons.caseDeleted(row.reference));
    await removeAllLines(tx, actor, ownerOf(row));
    await tx.delete(cases).where(eq(cases.id, id));
    await recordAudit(tx, actor, { action: 'delete', entity: 'case', entityId: id, before: row });
  });
}
