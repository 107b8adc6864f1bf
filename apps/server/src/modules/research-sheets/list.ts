import { and, count, eq, type SQL } from 'drizzle-orm';
import { type ResearchSheetListItem } from '@stalboek/domain';
import type { Db } from '../../db/client.ts';
import { customerNameColumns, customerRef } from '../customers/index.ts';
import { cases, customers, horses, researchSheets } from '../../db/schema/index.ts';
import { listPage, orderBy } from '../../lib/list.ts';
import type { SheetListQuery } from './schemas.ts';

/** GET /api/researchSheet: a horse's, customer's or case's sheets, newest first by default. */
export async function listSheets(db: Db, q: SheetListQuery) {
  const w: SQL[] = [];
  if (q.horse) w.push(eq(researchSheets.horseId, q.horse));
  if (q.customer) w.push(eq(researchSheets.customerId, q.customer));
  if (q.case) w.push(eq(researchSheets.caseId, q.case));
  const where = w.length ? and(...w) : undefined;
  const order = orderBy(
    q,
    { researchDate: researchSheets.researchDate, createdAt: researchSheets.createdAt },
    [{ field: 'researchDate', desc: true }],
    researchSheets.id,
  );
  const page = db
    .select({
      s: researchSheets,
      reference: cases.reference,
      horseName: horses.name,
      ...customerNameColumns,
    })
    .from(researchSheets)
    .innerJoin(cases, eq(cases.id, researchSheets.caseId))
    .innerJoin(horses, eq(horses.id, researchSheets.horseId))
    .leftJoin(customers, eq(customers.id, researchSheets.customerId))
    .where(where)
    .orderBy(...order)
    .$dynamic();
  const { rows, total } = await listPage(db, q, {
    rows: page,
    count: db.select({ total: count() }).from(researchSheets).where(where),
  });
  const results: ResearchSheetListItem[] = rows.map((r) => ({
    _id: r.s.id,
    case: { _id: r.s.caseId, reference: r.reference },
    horse: { _id: r.s.horseId, name: r.horseName },
    client: customerRef(r.s.customerId, r),
    doctor: r.s.doctor,
    researchDate: r.s.researchDate.toISOString(),
    billable: r.s.billable,
  }));
  return { results, total };
}
