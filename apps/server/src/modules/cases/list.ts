import { eq, sql } from 'drizzle-orm';
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
import { Conditions, likePattern, listPage, orderBy, type Extra } from '../../lib/list.ts';
import { rowLimit, run, statement } from '../../lib/statements.ts';

const customer = alias(customers, 'case_customer');

/** The columns a case row is shown with: its horse and customer by name. */
export function selectCases(db: DbOrTx, extra: Extra = {}) {
  return db
    .select({
      ...extra,
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
  const c = new Conditions();
  if (q.search)
    c.add(
      'search',
      (v) => sql`${cases.searchText} like f_unaccent(${v})`,
      likePattern(q.search.toLowerCase()),
      { custom: true }, // a LIKE pattern: planned with its value (lib/statements.ts)
    );
  if (q.horse) c.add('horse', (v) => eq(cases.horseId, v), q.horse);
  if (q.customer) c.add('customer', (v) => eq(cases.customerId, v), q.customer);
  if (q.status.length) c.add('status', (v) => sql`${cases.status} = any(${v}::text[])`, q.status);
  if (q.mainActivity.length)
    c.add('mainActivity', (v) => sql`${cases.mainActivity} = any(${v}::text[])`, q.mainActivity);
  if (q.hideSurrogate) c.flag('surrogate', cases.horseSurrogate, false);
  if (q.onlySurrogate) c.flag('surrogate', cases.horseSurrogate, true);
  return c;
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
    name: 'case',
    where: caseWhere(q),
    order,
    rows: (where, by, extra) =>
      selectCases(db, extra)
        .where(where)
        .orderBy(...by)
        .$dynamic(),
    count: cases,
  });
  return { results: rows.map(presentCase), total };
}

/** GET /api/case/search: reference or horse name, newest first. */
export async function searchCases(db: Db, searchValue: string, limit: number) {
  const c = new Conditions();
  if (searchValue)
    c.add(
      'search',
      (v) => sql`${cases.searchText} like f_unaccent(${v})`,
      likePattern(searchValue.toLowerCase()),
      { custom: true },
    );
  const search = statement(
    `case/search|${c.key}|${limit}`,
    () =>
      selectCases(db)
        .where(c.where())
        .orderBy(sql`${cases.createdAt} desc`, cases.id)
        .limit(rowLimit(limit)),
    c.custom,
  );
  const rows = await run(db, search, c.values);
  return { results: rows.map(presentCase) };
}
