import type { Tx } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';

/** A protocol's or lab test's notification config (domain protocolNotificationFields). */
export type NotificationConfig = {
  text: string;
  days: number;
  tags: ('Horse' | 'Customer' | 'Case')[];
};

const DAY_MS = 86_400_000;

/**
 * One notification per config entry when a protocol or lab-test line is applied (DESIGN §6):
 * expiration = the line's date + days; tags link the case's horse, customer (when it has one) or
 * the case itself.
 */
export async function createLineNotifications(
  tx: Tx,
  input: {
    source: 'protocol' | 'labo';
    lineId: string;
    date: Date;
    configs: NotificationConfig[];
    caseId: string;
    horseId: string;
    customerId: string | null;
  },
): Promise<void> {
  if (!input.configs.length) return;
  const element = { Horse: input.horseId, Customer: input.customerId, Case: input.caseId };
  await tx.insert(notifications).values(
    input.configs.map((c) => ({
      text: c.text,
      source: input.source,
      sourceLineId: input.lineId,
      expirationDate: new Date(input.date.getTime() + c.days * DAY_MS),
      tags: c.tags.flatMap((model) =>
        element[model] ? [{ element: element[model], elementModel: model }] : [],
      ),
    })),
  );
}
