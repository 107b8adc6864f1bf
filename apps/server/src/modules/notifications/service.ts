import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  customerDisplayName,
  type Announcement,
  type Notification,
  type NotificationTagRef,
} from '@stalboek/domain';
import type { z } from 'zod';
import type { notificationListQuery } from '@stalboek/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  announcements,
  caseLaboLines,
  caseProtocolLines,
  cases,
  customers,
  horses,
  labos,
  notifications,
} from '../../db/schema/index.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';
import { notFound } from '../../lib/errors.ts';
import { Conditions, listTableRows } from '../../lib/list.ts';
import { run, statement, type Buildable } from '../../lib/statements.ts';

type Row = typeof notifications.$inferSelect;
type StoredTag = { element: string; elementModel: NotificationTagRef['elementModel'] };

/** The tagged elements' names, in three queries for the whole page; gone elements drop out. */
async function tagNames(db: DbOrTx, rows: Row[]) {
  const ids = { Horse: new Set<string>(), Customer: new Set<string>(), Case: new Set<string>() };
  for (const r of rows) for (const t of r.tags as StoredTag[]) ids[t.elementModel]?.add(t.element);
  const names = new Map<string, string>();
  if (ids.Horse.size)
    for (const h of await byIds(db, 'horse', ids.Horse, (any) =>
      db.select({ id: horses.id, name: horses.name }).from(horses).where(any(horses.id)),
    ))
      names.set(h.id, h.name);
  if (ids.Customer.size)
    for (const c of await byIds(db, 'customer', ids.Customer, (any) =>
      db.select().from(customers).where(any(customers.id)),
    ))
      names.set(
        c.id,
        customerDisplayName({
          type: c.type,
          first_name: c.firstName,
          last_name: c.lastName,
          company: c.company,
        }),
      );
  if (ids.Case.size)
    for (const c of await byIds(db, 'case', ids.Case, (any) =>
      db.select({ id: cases.id, reference: cases.reference }).from(cases).where(any(cases.id)),
    ))
      names.set(c.id, c.reference);
  return names;
}

/**
 * The rows `build` selects for `ids`: one kept statement whatever their number (`any(column)` is
 * `column = any($ids)`), rather than a new SQL text per count of ids.
 */
function byIds<R>(
  db: DbOrTx,
  key: string,
  ids: Iterable<string>,
  build: (any: (column: AnyPgColumn) => SQL) => Buildable<R>,
): Promise<R[]> {
  const s = statement<R>(`notification/${key}`, () =>
    build((column) => sql`${column} = any(${sql.placeholder('ids')}::uuid[])`),
  );
  return run(db, s, { ids: [...ids] });
}

type SourceCase = NonNullable<Notification['case']>;
type Source = { labo: Notification['labo']; case: SourceCase };

/**
 * What the line that made each notification belongs to: the lab test of a labo notification, and
 * for both kinds the case with its horse and customer (the dashboard shows them when the tags do
 * not name them). Two queries for the whole page.
 */
async function sources(db: DbOrTx, rows: Row[]) {
  const lineIds = (kind: Row['source']) =>
    rows.flatMap((r) => (r.source === kind && r.sourceLineId ? [r.sourceLineId] : []));
  const caseColumns = {
    caseId: cases.id,
    reference: cases.reference,
    horseId: horses.id,
    horseName: horses.name,
    customer: customers,
  };
  const found = new Map<string, Source>();
  const keep = (
    line: string,
    labo: Notification['labo'],
    c: {
      caseId: string;
      reference: string;
      horseId: string;
      horseName: string;
      customer: typeof customers.$inferSelect | null;
    },
  ) =>
    found.set(line, {
      labo,
      case: {
        _id: c.caseId,
        reference: c.reference,
        horse: { _id: c.horseId, name: c.horseName },
        customer: c.customer
          ? {
              _id: c.customer.id,
              name: customerDisplayName({
                type: c.customer.type,
                first_name: c.customer.firstName,
                last_name: c.customer.lastName,
                company: c.customer.company,
              }),
            }
          : null,
      },
    });
  const labo = lineIds('labo');
  if (labo.length)
    for (const l of await byIds(db, 'labo-lines', labo, (any) =>
      db
        .select({ line: caseLaboLines.id, laboId: labos.id, laboName: labos.name, ...caseColumns })
        .from(caseLaboLines)
        .innerJoin(labos, eq(labos.id, caseLaboLines.laboId))
        .innerJoin(cases, eq(cases.id, caseLaboLines.caseId))
        .innerJoin(horses, eq(horses.id, cases.horseId))
        .leftJoin(customers, eq(customers.id, cases.customerId))
        .where(any(caseLaboLines.id)),
    ))
      keep(l.line, { _id: l.laboId, name: l.laboName }, l);
  const protocol = lineIds('protocol');
  if (protocol.length)
    for (const l of await byIds(db, 'protocol-lines', protocol, (any) =>
      db
        .select({ line: caseProtocolLines.id, ...caseColumns })
        .from(caseProtocolLines)
        .innerJoin(cases, eq(cases.id, caseProtocolLines.caseId))
        .innerJoin(horses, eq(horses.id, cases.horseId))
        .leftJoin(customers, eq(customers.id, cases.customerId))
        .where(any(caseProtocolLines.id)),
    ))
      keep(l.line, null, l);
  return found;
}

type Names = { tags: Map<string, string>; sources: Map<string, Source> };
async function namesOf(db: DbOrTx, rows: Row[]): Promise<Names> {
  const [tags, sourceOf] = await Promise.all([tagNames(db, rows), sources(db, rows)]);
  return { tags, sources: sourceOf };
}

function present(r: Row, names: Names): Notification {
  return {
    _id: r.id,
    text: r.text,
    type: r.type as Notification['type'],
    source: r.source as Notification['source'],
    labo: (r.sourceLineId && names.sources.get(r.sourceLineId)?.labo) || null,
    case: (r.sourceLineId && names.sources.get(r.sourceLineId)?.case) || null,
    active: r.active,
    expirationDate: r.expirationDate.toISOString(),
    tags: (r.tags as StoredTag[]).flatMap((t) => {
      const name = names.tags.get(t.element);
      return name === undefined ? [] : [{ ...t, name }];
    }),
    createdAt: r.createdAt.toISOString(),
  };
}

/** GET /api/notification: by expiration date (default soonest first). */
export async function listNotifications(db: Db, q: z.infer<typeof notificationListQuery>) {
  const where = new Conditions();
  if (q.active !== undefined) where.flag('active', notifications.active, q.active);
  if (q.source) where.add('source', (v) => eq(notifications.source, v), q.source);
  const columns = {
    expirationDate: notifications.expirationDate,
    createdAt: notifications.createdAt,
  };
  const sorted = q.sortBy.length
    ? q.sortBy.map((f, i) => (q.sortDesc[i] ? desc(columns[f]) : asc(columns[f])))
    : [asc(notifications.expirationDate)];
  const order = {
    key: q.sortBy.map((f, i) => `${f}${q.sortDesc[i] ? '-' : '+'}`).join(','),
    by: [...sorted, asc(notifications.id)],
  };
  // The first `limit` only: the bell and the dashboard block page no further.
  const window = { page: 1, limit: q.limit };
  const { rows, total } = await listTableRows(db, window, {
    name: 'notification',
    table: notifications,
    where,
    order,
  });
  const names = await namesOf(db, rows);
  return { results: rows.map((r) => present(r, names)), total };
}

/** PUT /api/notification/{id} {active: false}: closed, it leaves the active lists. */
export async function deactivateNotification(db: Db, actor: Actor, id: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(notifications)
      .set({ active: false, updatedAt: new Date() })
      .where(eq(notifications.id, id))
      .returning();
    if (!row) throw notFound('Notificatie');
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'notification',
      entityId: id,
      after: { active: false },
    });
    return present(row, await namesOf(tx, [row]));
  });
}

/** GET /api/announcement/latest-announcement. */
export async function latestAnnouncement(db: Db): Promise<{ announcement: Announcement | null }> {
  const [row] = await db
    .select()
    .from(announcements)
    .orderBy(desc(announcements.createdAt), desc(announcements.id))
    .limit(1);
  return {
    announcement: row
      ? {
          _id: row.id,
          type: row.type,
          title: row.title,
          message: row.message,
          createdAt: row.createdAt.toISOString(),
        }
      : null,
  };
}
