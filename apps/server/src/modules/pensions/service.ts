import { asc, eq, sql } from 'drizzle-orm';
import type { HorseType, Pension, pensionFields } from '@stalboek/domain';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { accounts, pensionTypes } from '../../db/schema/index.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';
import { AppError, notFound } from '../../lib/errors.ts';

type PensionInput = z.output<typeof pensionFields>;

function select(db: DbOrTx) {
  return db
    .select({ p: pensionTypes, a: accounts })
    .from(pensionTypes)
    .innerJoin(accounts, eq(accounts.id, pensionTypes.accountId));
}

function present({
  p,
  a,
}: {
  p: typeof pensionTypes.$inferSelect;
  a: typeof accounts.$inferSelect;
}): Pension {
  return {
    _id: p.id,
    name: p.name,
    translations: { en: p.nameEn, fr: p.nameFr },
    account: { _id: a.id, number: a.number, name: a.name },
    tax: p.tax,
    pricePerDay: Number(p.pricePerDay),
    availableFor: p.availableFor as HorseType[],
  };
}

async function toColumns(db: DbOrTx, input: PensionInput) {
  const [account] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.id, input.account));
  if (!account)
    throw new AppError('BAD_REQUEST', 'Onbekende rekening', [
      { path: 'body.pension.account', message: 'Onbekende rekening' },
    ]);
  return {
    name: input.name,
    nameEn: input.translations.en,
    nameFr: input.translations.fr,
    accountId: input.account,
    tax: input.tax,
    pricePerDay: input.pricePerDay,
    availableFor: [...new Set(input.availableFor)],
  };
}

/** Pension types, by name; `availableFor` keeps those offered for that horse type. */
export async function listPensions(db: Db, q: { availableFor?: HorseType | undefined }) {
  const rows = await select(db)
    .where(q.availableFor ? sql`${q.availableFor} = any(${pensionTypes.availableFor})` : undefined)
    .orderBy(asc(pensionTypes.name));
  return { results: rows.map(present) };
}

export async function getPension(db: DbOrTx, id: string) {
  const [row] = await select(db).where(eq(pensionTypes.id, id));
  if (!row) throw notFound('Pensiontype');
  return present(row);
}

export async function createPension(db: Db, actor: Actor, input: PensionInput) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(pensionTypes)
      .values(await toColumns(tx, input))
      .returning();
    if (!row) throw new Error('insert returned no row');
    const after = await getPension(tx, row.id);
    await recordAudit(tx, actor, {
      action: 'create',
      entity: 'pension_type',
      entityId: row.id,
      after,
    });
    return after;
  });
}

export async function updatePension(db: Db, actor: Actor, id: string, input: PensionInput) {
  return db.transaction(async (tx) => {
    const before = await getPension(tx, id);
    await tx
      .update(pensionTypes)
      .set({ ...(await toColumns(tx, input)), updatedAt: new Date() })
      .where(eq(pensionTypes.id, id));
    const after = await getPension(tx, id);
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'pension_type',
      entityId: id,
      before,
      after,
    });
    return after;
  });
}

/** Refused (409) while lodgings use the type: their invoices need it (foreign key RESTRICT). */
export async function deletePension(db: Db, actor: Actor, id: string) {
  await db.transaction(async (tx) => {
    const before = await getPension(tx, id);
    await tx.delete(pensionTypes).where(eq(pensionTypes.id, id));
    await recordAudit(tx, actor, {
      action: 'delete',
      entity: 'pension_type',
      entityId: id,
      before,
    });
  });
}
