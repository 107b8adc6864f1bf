import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  customerDisplayName,
  type Announcement,
  type Notification,
  type NotificationTagRef,
} from '@stalboek/domain';
import type { z } from 'zod';
import type { notificationListQuery } from '@stalboek/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { announcements, cases, customers, horses, notifications } from '../../db/schema/index.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';
import { notFound } from '../../lib/errors.ts';

type Row = typeof notifications.$inferSelect;
type StoredTag = { element: string; elementModel: NotificationTagRef['elementModel'] };

/** The tagged elements' names, in three queries for the whole page; gone elements drop out. */
async function tagNames(db: DbOrTx, rows: Row[]) {
  const ids = { Horse: new Set<string>(), Customer: new Set<string>(), Case: new Set<string>() };
  for (const r of rows) for (const t of r.tags as StoredTag[]) ids[t.elementModel]?.add(t.element);
  const names = new Map<string, string>();
  if (ids.Horse.size)
    for (const h of await db
      .select({ id: horses.id, name: horses.name })
      .from(horses)
      .where(inArray(horses.id, [...ids.Horse])))
      names.set(h.id, h.name);
  if (ids.Customer.size)
    for (const c of await db
      .select()
      .from(customers)
      .where(inArray(customers.id, [...ids.Customer])))
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
    for (const c of await db
      .select({ id: cases.id, reference: cases.reference })
      .from(cases)
      .where(inArray(cases.id, [...ids.Case])))
      names.set(c.id, c.reference);
  return names;
}

function present(r: Row, names: Map<string, string>): Notification {
  return {
    _id: r.id,
    text: r.text,
    type: r.type as Notification['type'],
    source: r.source as Notification['source'],
    active: r.active,
    expirationDate: r.expirationDate.toISOString(),
    tags: (r.tags as StoredTag[]).flatMap((t) => {
      const name = names.get(t.element);
      return name === undefined ? [] : [{ ...t, name }];
    }),
    createdAt: r.createdAt.toISOString(),
  };
}

/** GET /api/notification: by expiration date (default soonest first). */
export async function listNotifications(db: Db, q: z.infer<typeof notificationListQuery>) {
  const w: SQL[] = [];
  if (q.active !== undefined) w.push(eq(notifications.active, q.active));
  if (q.source) w.push(eq(notifications.source, q.source));
  const where = w.length ? and(...w) : undefined;
  const columns = {
    expirationDate: notifications.expirationDate,
    createdAt: notifications.createdAt,
  };
  const order = q.sortBy.length
    ? q.sortBy.map((f, i) => (q.sortDesc[i] ? desc(columns[f]) : asc(columns[f])))
    : [asc(notifications.expirationDate)];
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(...order, asc(notifications.id))
      .limit(q.limit),
    db.select({ total: count() }).from(notifications).where(where),
  ]);
  const names = await tagNames(db, rows);
  return { results: rows.map((r) => present(r, names)), total: totals?.total ?? 0 };
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
    return present(row, await tagNames(tx, [row]));
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
