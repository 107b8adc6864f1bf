import { z } from 'zod';
import { brusselsDay, dayCount } from './dates.ts';
import { uuid } from './fields.ts';
import { booleanParam, repeated } from './list.ts';
import { NOTIFICATION_TAG_KEYS } from './protocol-options.ts';

export const NOTIFICATION_TYPES = ['Info', 'Important', 'Release'] as const;
/** Bell menu: shown 5 at a time; expiry within 10 days is a warning (spec 01 §9). */
export const NOTIFICATION_PAGE_STEP = 5;
export const NOTIFICATION_WARNING_DAYS = 10;

export const notificationMsg = {
  empty: 'Geen nieuwe notificaties',
  expired: '(Vervallen)',
  days: (n: number) => `(${dayCount(n)})`,
  labsEmpty: "Geen labo's die recent vervallen",
  announcementsEmpty: 'Geen nieuwe aankondigingen',
} as const;

/** GET /api/notification. `source=labo` is the dashboard's lab block. */
export const notificationListQuery = z.object({
  active: booleanParam.optional(),
  source: z.enum(['protocol', 'labo']).optional(),
  sortBy: repeated(z.enum(['expirationDate', 'createdAt'])),
  sortDesc: repeated(booleanParam),
  limit: z.coerce.number().int().min(1).max(1000).default(5),
});

/** PUT /api/notification/{id}: only deactivating is possible. */
export const notificationUpdateBody = z.object({ active: z.literal(false) });

const dateTime = z.iso.datetime({ offset: true });

export const notificationTagRef = z.object({
  element: uuid,
  elementModel: z.enum(NOTIFICATION_TAG_KEYS),
  /** The tagged element's display name (horse, customer or case reference). */
  name: z.string(),
});
export type NotificationTagRef = z.infer<typeof notificationTagRef>;
export const notification = z.object({
  _id: uuid,
  text: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  source: z.enum(['protocol', 'labo']).nullable(),
  /** The lab test a labo notification is about (via the lab-test line that made it). */
  labo: z.object({ _id: uuid, name: z.string() }).nullable(),
  /** The case whose protocol or lab-test line made it, with that case's horse and customer. */
  case: z
    .object({
      _id: uuid,
      reference: z.string(),
      horse: z.object({ _id: uuid, name: z.string() }),
      customer: z.object({ _id: uuid, name: z.string() }).nullable(),
    })
    .nullable(),
  active: z.boolean(),
  expirationDate: dateTime,
  tags: z.array(notificationTagRef),
  createdAt: dateTime,
});
export type Notification = z.infer<typeof notification>;
export const notificationListResult = z.object({
  results: z.array(notification),
  total: z.number().int(),
});

export const announcement = z.object({
  _id: uuid,
  type: z.string(),
  title: z.string(),
  message: z.string(),
  createdAt: dateTime,
});
export type Announcement = z.infer<typeof announcement>;
export const latestAnnouncementResult = z.object({ announcement: announcement.nullable() });

/**
 * Calendar days (Europe/Brussels) from today to the expiry date, negative when that day is past:
 * the number next to the date the menu shows, so a reminder due tomorrow says '(1 dag)' at any
 * hour today.
 */
export function daysUntil(expiration: string | Date, now: Date = new Date()): number {
  const day = (at: Date) => Date.parse(`${brusselsDay(at)}T00:00:00Z`);
  return Math.round((day(new Date(expiration)) - day(now)) / 86_400_000);
}

/**
 * The expiry label and colour of the bell menu (spec 01 §4): a day before today is '(Vervallen)'
 * in red; today up to 10 days ahead orange; later neutral, each with '(N dagen)' ('(1 dag)').
 */
export function expiryLabel(expiration: string | Date, now: Date = new Date()) {
  const days = daysUntil(expiration, now);
  if (days < 0) return { text: notificationMsg.expired, color: 'error' as const };
  return {
    text: notificationMsg.days(days),
    color: days <= NOTIFICATION_WARNING_DAYS ? ('warning' as const) : ('default' as const),
  };
}

export const notificationIdParams = z.object({ id: uuid });
