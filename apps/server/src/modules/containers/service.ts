import { eq, ilike } from 'drizzle-orm';
import type { containerInput, ListParams } from '@stalboek/domain';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { containers } from '../../db/schema/index.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';
import { notFound } from '../../lib/errors.ts';
import { Conditions, likePattern, listTableRows, orderBy } from '../../lib/list.ts';

type ContainerRow = typeof containers.$inferSelect;
type ContainerFields = z.output<typeof containerInput>;

export function presentContainer(row: ContainerRow) {
  return {
    _id: row.id,
    name: row.name,
    available_places: row.availablePlaces,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type ContainerListParams = ListParams<'name' | 'available_places' | 'createdAt'> & {
  query?: string | undefined;
};

export async function listContainers(db: Db, params: ContainerListParams) {
  const where = new Conditions();
  if (params.query)
    where.add('query', (v) => ilike(containers.name, v), likePattern(params.query), {
      custom: true, // a LIKE pattern: planned with its value (lib/statements.ts)
    });
  const order = orderBy(
    params,
    {
      name: containers.name,
      available_places: containers.availablePlaces,
      createdAt: containers.createdAt,
    },
    [{ field: 'name' }],
    containers.id,
  );
  const { rows, total } = await listTableRows(db, params, {
    name: 'nitrogen-container',
    table: containers,
    where,
    order,
  });
  return { results: rows.map(presentContainer), total };
}

async function findRow(db: DbOrTx, id: string, lock = false): Promise<ContainerRow> {
  const query = db.select().from(containers).where(eq(containers.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Stikstofvat');
  return row;
}

export async function getContainer(db: Db, id: string) {
  return presentContainer(await findRow(db, id));
}

export async function createContainer(db: Db, actor: Actor, input: ContainerFields) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(containers)
      .values({ name: input.name, availablePlaces: input.available_places })
      .returning();
    if (!row) throw new Error('insert returned no row');
    const after = presentContainer(row);
    await recordAudit(tx, actor, {
      action: 'create',
      entity: 'nitrogen_container',
      entityId: row.id,
      after,
    });
    return after;
  });
}

export async function updateContainer(db: Db, actor: Actor, id: string, input: ContainerFields) {
  return db.transaction(async (tx) => {
    const before = await findRow(tx, id, true);
    const [row] = await tx
      .update(containers)
      .set({ name: input.name, availablePlaces: input.available_places, updatedAt: new Date() })
      .where(eq(containers.id, id))
      .returning();
    if (!row) throw notFound('Stikstofvat');
    const after = presentContainer(row);
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'nitrogen_container',
      entityId: id,
      before: presentContainer(before),
      after,
    });
    return after;
  });
}

export async function deleteContainer(db: Db, actor: Actor, id: string) {
  await db.transaction(async (tx) => {
    const before = await findRow(tx, id, true);
    // Semen lots and embryos stored in it will reference it with RESTRICT foreign keys (409).
    await tx.delete(containers).where(eq(containers.id, id));
    await recordAudit(tx, actor, {
      action: 'delete',
      entity: 'nitrogen_container',
      entityId: id,
      before: presentContainer(before),
    });
  });
}
