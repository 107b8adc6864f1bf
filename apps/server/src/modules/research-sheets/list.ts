import { eq } from 'drizzle-orm';
import { type ResearchSheetListItem } from '@stalboek/domain';
import type { Db } from '../../db/client.ts';
import { customerNameColumns, customerRef } from '../customers/index.ts';
import { cases, customers, horses, researchSheets } from '../../db/schema/index.ts';
import { Conditions, listPage, orderBy } from '../../lib/list.ts';
import type { SheetListQuery } from './schemas.ts';

/** GET /api/researchSheet: a horse's, customer's or case's sheets, newest first by default. */
export async function listSheets(db: Db, q: SheetListQuery) {
  const where = new Conditions();
  if (q.horse) where.add('horse', (v) => eq(researchSheets.horseId, v), q.horse);
  if (q.customer) where.add('customer', (v) => eq(researchSheets.customerId, v), q.customer);
  if (q.case) where.add('case', (v) => eq(researchSheets.caseId, v), q.case);
  const order = orderBy(
    q,
    { researchDate: researchSheets.researchDate, createdAt: researchSheets.createdAt },
    [{ field: 'researchDate', desc: true }],
    researchSheets.id,
  );
  const { rows, total } = await listPage(db, q, {
    name: 'researchSheet',
    where,
    order,
    rows: (w, by, extra) =>
      db
        .select({
          ...extra,
          s: researchSheets,
          reference: cases.reference,
          horseName: horses.name,
          ...customerNameColumns,
        })
        .from(researchSheets)
        .innerJoin(cases, eq(cases.id, researchSheets.caseId))
        .innerJoin(horses, eq(horses.id, researchSheets.horseId))
        .leftJoin(customers, eq(customers.id, researchSheets.customerId))
        .where(w)
        .orderBy(...by)
        .$dynamic(),
    count: researchSheets,
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
