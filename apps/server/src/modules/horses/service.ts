import { and, count, eq, inArray } from 'drizzle-orm';
import type { HorseDetail, horseFields, lodgingFields } from '@stalboek/domain';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { customers, files, horses, labResults, lodgings } from '../../db/schema/index.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import {
  addLodging,
  assertNoInvoicedRunning,
  endRunningLodgings,
  horseLodgings,
} from '../lodgings/index.ts';
import { horseLabResults } from './files.ts';
import { horseColumns, presentHorseDetail } from './presenter.ts';

type HorseInput = z.output<typeof horseFields>;
type LodgingInput = z.output<typeof lodgingFields> & { pensionType?: string | null | undefined };

const date = (v: string | null) => (v ? new Date(v) : null);

function toColumns(h: HorseInput) {
  return {
    name: h.name,
    type: h.type,
    breed: h.breed,
    studbook: h.studbook,
    dateOfBirth: date(h.date_of_birth),
    ownerId: h.owner,
    ueln: h.ueln,
    microchip: h.microchip,
    stallionOwnerId: h.stallionOwner,
    studFee: h.stud_fee,
    death: h.death,
    dateOfDeath: date(h.date_of_death),
    surrogate: h.surrogate,
    surrogateUid: h.surrogate_uid,
    coatColor: h.coat_color,
    father: h.father,
    mother: h.mother,
    grandfather: h.grandfather,
    studHorse: h.stud_horse,
    wffsFree: h.WFFS_free,
    keepForFoodChain: h.keep_for_food_chain,
    donorMareId: h.donor_mare,
    embryoImplanted: date(h.embryoImplanted),
  };
}

/** References must exist: an unknown owner or donor mare is bad input, not a server fault. */
async function assertReferences(tx: Tx, h: HorseInput, selfId?: string) {
  const people = [h.owner, h.stallionOwner].filter((v): v is string => !!v);
  if (people.length) {
    const found = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(inArray(customers.id, people));
    if (found.length !== new Set(people).size) throw new AppError('BAD_REQUEST', 'Onbekende klant');
  }
  if (h.donor_mare) {
    const [mare] = await tx
      .select({ type: horses.type })
      .from(horses)
      .where(eq(horses.id, h.donor_mare));
    if (!mare || mare.type !== 'Merrie' || h.donor_mare === selfId)
      throw new AppError('BAD_REQUEST', 'De draagmoeder moet een andere merrie als donor hebben');
  }
}

export async function getHorse(db: Db | Tx, id: string): Promise<HorseDetail> {
  const [row] = await db
    .select({ ...horseColumns, ovaryTags: horses.ovaryTags, cysts: horses.cysts })
    .from(horses)
    .where(eq(horses.id, id));
  if (!row) throw notFound('Paard');
  return presentHorseDetail(row, {
    lodgings: await horseLodgings(db, id),
    labResults: await horseLabResults(db, id),
  });
}

export async function createHorse(
  db: Db,
  actor: Actor,
  input: HorseInput & { lodgings: LodgingInput[] },
) {
  return db.transaction(async (tx) => {
    await assertReferences(tx, input);
    const [row] = await tx.insert(horses).values(toColumns(input)).returning();
    if (!row) throw new Error('insert returned no row');
    await recordAudit(tx, actor, {
      action: 'create',
      entity: 'horse',
      entityId: row.id,
      after: input,
    });
    const warnings: string[] = [];
    for (const l of input.lodgings) {
      const added = await addLodging(tx, actor, row.id, l, l.pensionType ?? null);
      warnings.push(...added.warnings);
    }
    return { ...(await getHorse(tx, row.id)), warnings: [...new Set(warnings)] };
  });
}

export async function updateHorse(db: Db, actor: Actor, id: string, input: HorseInput) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(horses).where(eq(horses.id, id)).for('update');
    if (!before) throw notFound('Paard');
    // A dead horse is read only; only undoing the death flag (a correction) is accepted.
    if (before.death && input.death)
      throw conflict('Een overleden paard kan niet meer gewijzigd worden.');
    await assertReferences(tx, input, id);
    await tx
      .update(horses)
      .set({ ...toColumns(input), updatedAt: new Date() })
      .where(eq(horses.id, id));
    if (input.death && !before.death) {
      // A horse that died leaves its place: running lodgings end on the date of death.
      await assertNoInvoicedRunning(tx, id);
      await endRunningLodgings(tx, id, date(input.date_of_death) ?? new Date());
    }
    const after = await getHorse(tx, id);
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'horse',
      entityId: id,
      before,
      after,
    });
    return after;
  });
}

/**
 * Deletes a horse and what is only its own (open lodgings, lab results, passport). Records the
 * clinic must keep refuse the delete: invoiced lodgings now; cases, stock administrations and
 * transactions through their RESTRICT foreign keys as those modules arrive.
 */
export async function deleteHorse(db: Db, actor: Actor, id: string) {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(horses).where(eq(horses.id, id)).for('update');
    if (!before) throw notFound('Paard');
    const [invoiced] = await tx
      .select({ n: count() })
      .from(lodgings)
      .where(and(eq(lodgings.horseId, id), eq(lodgings.status, 'invoiced')));
    if ((invoiced?.n ?? 0) > 0)
      throw conflict('Dit paard heeft gefactureerde verblijven en kan niet verwijderd worden.');
    const labFiles = await tx
      .select({ id: labResults.fileId })
      .from(labResults)
      .where(eq(labResults.horseId, id));
    await tx.delete(horses).where(eq(horses.id, id));
    const fileIds = [
      ...labFiles.map((f) => f.id),
      ...(before.passportFileId ? [before.passportFileId] : []),
    ];
    if (fileIds.length) await tx.delete(files).where(inArray(files.id, fileIds));
    await recordAudit(tx, actor, { action: 'delete', entity: 'horse', entityId: id, before });
  });
}
