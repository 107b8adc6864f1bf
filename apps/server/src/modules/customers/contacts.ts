import { and, eq } from 'drizzle-orm';
import type { contactFields } from '@stalboek/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { contacts } from '../../db/schema/index.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { findCustomerRow } from './service.ts';
import { presentContact } from './presenter.ts';

type ContactInput = z.output<typeof contactFields>;

function toColumns(input: ContactInput) {
  return {
    firstName: input.first_name,
    lastName: input.last_name,
    telephone: input.telephone,
    email: input.email,
    role: input.role,
  };
}

/** Contacts belong to companies only (spec 01: the contacts tab is shown for type bedrijf). */
export async function addContact(db: Db, actor: Actor, customerId: string, input: ContactInput) {
  return db.transaction(async (tx) => {
    const owner = await findCustomerRow(tx, customerId, true);
    if (owner.type !== 'bedrijf') {
      throw new AppError('CONFLICT', 'Enkel een bedrijf kan contactpersonen hebben.');
    }
    const [row] = await tx
      .insert(contacts)
      .values({ customerId, ...toColumns(input) })
      .returning();
    if (!row) throw new Error('insert returned no row');
    const after = presentContact(row);
    await recordAudit(tx, actor, { action: 'create', entity: 'contact', entityId: row.id, after });
    return after;
  });
}

export async function updateContact(
  db: Db,
  actor: Actor,
  customerId: string,
  contactId: string,
  input: ContactInput,
) {
  return db.transaction(async (tx) => {
    const where = and(eq(contacts.id, contactId), eq(contacts.customerId, customerId));
    const [before] = await tx.select().from(contacts).where(where).for('update');
    if (!before) throw notFound('Contactpersoon');
    const [row] = await tx.update(contacts).set(toColumns(input)).where(where).returning();
    if (!row) throw notFound('Contactpersoon');
    const after = presentContact(row);
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'contact',
      entityId: contactId,
      before: presentContact(before),
      after,
    });
    return after;
  });
}

export async function deleteContact(db: Db, actor: Actor, customerId: string, contactId: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(contacts)
      .where(and(eq(contacts.id, contactId), eq(contacts.customerId, customerId)))
      .returning();
    if (!row) throw notFound('Contactpersoon');
    await recordAudit(tx, actor, {
      action: 'delete',
      entity: 'contact',
      entityId: contactId,
      before: presentContact(row),
    });
  });
}
