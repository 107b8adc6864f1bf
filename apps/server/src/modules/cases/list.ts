import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  type CaseListItem,
  type CaseListQuery,
  type CaseStatus,
  type MainActivity,
} from '@stalboek/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { customerRef } from '../customers/index.ts';
import { cases, customers, horses } from '../../db/schema/index.ts';
import { likePattern, listPage, orderBy } from '../../lib/list.ts';

const customer = alias(customers, 'case_customer');

/** The columns a case row is shown with: its horse and customer by name. */
export function selectCases(db: DbOrTx) {
  return db
    .select({
      c: cases,
      horseName: horses.name,
      horseType: horses.type,
      surrogate: horses.surrogate,
      customerType: customer.type,
      firstName: customer.firstName,
      lastName: customer.lastName,
      company: customer.company,
    })
    .from(cases)
    .innerJoin(horses, eq(horses.id, cases.horseId))
    .leftJoin(customer, eq(customer.id, cases.customerId));
}
type CaseRow = Awaited<ReturnType<typeof selectCases>>[number];

export function presentCase(r: CaseRow): CaseListItem {
  return {
    _id: r.c.id,
    reference: r.c.reference,
    status: r.c.status as CaseStatus,
    mainActivity: r.c.mainActivity as MainActivity,
    customer: customerRef(r.c.customerId, r),
    horse: { _id: r.c.horseId, name: r.horseName, type: r.horseType, surrogate: r.surrogate },
    invoice: r.c.invoiceId,
    createdAt: r.c.createdAt.toISOString(),
    updatedAt: r.c.updatedAt.toISOString(),
  };
}

function caseWhere(q: Omit<CaseListQuery, 'page' | 'limit' | 'sortBy' | 'sortDesc'>) {
  const w: SQL[] = [];
  if (q.search)
    w.push(sql`${cases.searchText} like f_unaccent(${likePattern(q.search.toLowerCase())})`);
  if (q.horse) w.push(eq(cases.horseId, q.horse));
  if (q.customer) w.push(eq(cases.customerId, q.customer));
  if (q.status.length) w.push(inArray(cases.status, q.status));
  if (q.mainActivity.length) w.push(inArray(cases.mainActivity, q.mainActivity));
  if (q.hideSurrogate) w.push(eq(cases.horseSurrogate, false));
  if (q.onlySurrogate) w.push(eq(cases.horseSurrogate, true));
  return w.length ? and(...w) : undefined;
}

const sortColumns = {
  reference: cases.reference,
  // Status sorts alphabetically, as it always has: descending puts Open cases first.
  status: cases.status,
  mainActivity: cases.mainActivity,
  createdAt: cases.createdAt,
  updatedAt: cases.updatedAt,
  horse: horses.name,
  // Company or last name, kept on the case by triggers (migration 0017) and indexed.
  customer: cases.customerSort,
};

/**
 * A chosen sort ends on createdAt descending (unless it names createdAt itself): cases that tie
 * show the newest first, and every sort the column chooser offers has an index that serves it
 * (schema/cases.ts; EXPLAIN figures in bench/cases.ts).
 */
function withNewestFirst(q: CaseListQuery): Pick<CaseListQuery, 'sortBy' | 'sortDesc'> {
  if (!q.sortBy.length || q.sortBy.includes('createdAt')) return q;
  return {
    sortBy: [...q.sortBy, 'createdAt'],
    sortDesc: [...q.sortBy.map((_, i) => q.sortDesc[i] ?? false), true],
  };
}

/** GET /api/case: default status descending, then newest first. */
export async function listCases(db: Db, q: CaseListQuery) {
  const where = caseWhere(q);
  const order = orderBy(
    withNewestFirst(q),
    sortColumns,
    [
      { field: 'status', desc: true },
      { field: 'createdAt', desc: true },
    ],
    cases.id,
  );
  const { rows, total } = await listPage(db, q, {
    rows: selectCases(db)
      .where(where)
      .orderBy(...order)
      .$dynamic(),
    count: db.select({ total: count() }).from(cases).where(where),
  });
  return { results: rows.map(presentCase), total };
}

/** GET /api/case/search: reference or horse name, newest first. */
export async function searchCases(db: Db, searchValue: string, limit: number) {
  const rows = await selectCases(db)
    .where(
      searchValue
        ? sql`${cases.searchText} like f_unaccent(${likePattern(searchValue.toLowerCase())})`
        : undefined,
    )
    .orderBy(sql`${cases.createdAt} desc`, cases.id)
    .limit(limit);
  return { results: rows.map(presentCase) };
}
