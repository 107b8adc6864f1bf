import { and, count, eq, type SQL } from 'drizzle-orm';
import { customerDisplayName, type ResearchSheetListItem } from '@stalboek/domain';
import type { Db } from '../../db/client.ts';
import { cases, customers, horses, researchSheets } from '../../db/schema/index.ts';
import { orderBy, pageWindow } from '../../lib/list.ts';
import type { SheetListQuery } from './schemas.ts';

/** GET /api/researchSheet: a horse's, customer's or case's sheets, newest first by default. */
export async function listSheets(db: Db, q: SheetListQuery) {
  const w: SQL[] = [];
  if (q.horse) w.push(eq(researchSheets.horseId, q.horse));
  if (q.customer) w.push(eq(researchSheets.customerId, q.customer));
  if (q.case) w.push(eq(researchSheets.caseId, q.case));
  const where = w.length ? and(...w) : undefined;
  const { limit, offset } = pageWindow(q);
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
      customerType: customers.type,
      firstName: customers.firstName,
      lastName: customers.lastName,
      company: customers.company,
    })
    .from(researchSheets)
    .innerJoin(cases, eq(cases.id, researchSheets.caseId))
    .innerJoin(horses, eq(horses.id, researchSheets.horseId))
    .leftJoin(customers, eq(customers.id, researchSheets.customerId))
    .where(where)
    .orderBy(...order)
    .offset(offset);
  const [rows, [totals]] = await Promise.all([
    limit === undefined ? page : page.limit(limit),
    db.select({ total: count() }).from(researchSheets).where(where),
  ]);
  const results: ResearchSheetListItem[] = rows.map((r) => ({
    _id: r.s.id,
    case: { _id: r.s.caseId, reference: r.reference },
    horse: { _id: r.s.horseId, name: r.horseName },
    client:
      r.s.customerId && r.customerType
        ? {
            _id: r.s.customerId,
            name: customerDisplayName({
              type: r.customerType,
              first_name: r.firstName,
              last_name: r.lastName,
              company: r.company,
            }),
          }
        : null,
    doctor: r.s.doctor,
    researchDate: r.s.researchDate.toISOString(),
    billable: r.s.billable,
  }));
  return { results, total: totals?.total ?? 0 };
}
