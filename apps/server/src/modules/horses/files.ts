import { and, desc, eq } from 'drizzle-orm';
import {
  uploadMessages,
  type LabResult,
  type laboUploadFields,
  type StoredFile,
} from '@stalboek/domain';
import type { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { files, horses, labResults } from '../../db/schema/index.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { FileType, Upload } from '../../lib/uploads.ts';

/** An upload whose type was checked by its content. */
export type CheckedUpload = Upload & { type: FileType };
type LabFields = z.output<typeof laboUploadFields>;

/** The horse, locked for the transaction; a dead horse is read only (spec 01 §4). */
async function lockWritableHorse(tx: Tx, horseId: string) {
  const [horse] = await tx.select().from(horses).where(eq(horses.id, horseId)).for('update');
  if (!horse) throw notFound('Paard');
  if (horse.death) throw conflict(uploadMessages.deadHorse);
  return horse;
}

async function assertHorse(db: DbOrTx, horseId: string) {
  const [horse] = await db.select({ id: horses.id }).from(horses).where(eq(horses.id, horseId));
  if (!horse) throw notFound('Paard');
}

/** Stores an upload in the `file` table (bytea); its id and display name. */
export async function insertFile(tx: Tx, upload: CheckedUpload) {
  const [row] = await tx
    .insert(files)
    .values({
      filename: upload.filename,
      mimeType: upload.type,
      size: upload.data.length,
      data: upload.data,
    })
    .returning({ id: files.id, filename: files.filename });
  if (!row) throw new Error('insert returned no row');
  return row;
}

const fileRef = (id: string, filename: string): StoredFile => ({ _id: id, filename });

async function fileRefOf(tx: Tx, id: string | null): Promise<StoredFile | null> {
  if (!id) return null;
  const [row] = await tx
    .select({ id: files.id, filename: files.filename })
    .from(files)
    .where(eq(files.id, id));
  return row ? fileRef(row.id, row.filename) : null;
}

/** Stores a passport; an older passport file is deleted in the same transaction. */
export async function storePassport(
  db: Db,
  actor: Actor,
  horseId: string,
  upload: CheckedUpload,
): Promise<StoredFile> {
  return db.transaction(async (tx) => {
    const horse = await lockWritableHorse(tx, horseId);
    const before = await fileRefOf(tx, horse.passportFileId);
    const row = await insertFile(tx, upload);
    await tx
      .update(horses)
      .set({ passportFileId: row.id, updatedAt: new Date() })
      .where(eq(horses.id, horseId));
    if (horse.passportFileId) await tx.delete(files).where(eq(files.id, horse.passportFileId));
    const after = fileRef(row.id, row.filename);
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'horse',
      entityId: horseId,
      before: { passport: before },
      after: { passport: after },
    });
    return after;
  });
}

export async function deletePassport(db: Db, actor: Actor, horseId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const horse = await lockWritableHorse(tx, horseId);
    if (!horse.passportFileId) throw notFound('Paspoort');
    const before = await fileRefOf(tx, horse.passportFileId);
    await tx
      .update(horses)
      .set({ passportFileId: null, updatedAt: new Date() })
      .where(eq(horses.id, horseId));
    await tx.delete(files).where(eq(files.id, horse.passportFileId));
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'horse',
      entityId: horseId,
      before: { passport: before },
      after: { passport: null },
    });
  });
}

const fileColumns = { filename: files.filename, mimeType: files.mimeType, data: files.data };

export async function passportFile(db: Db, horseId: string) {
  await assertHorse(db, horseId);
  const [row] = await db
    .select(fileColumns)
    .from(horses)
    .innerJoin(files, eq(files.id, horses.passportFileId))
    .where(eq(horses.id, horseId));
  if (!row) throw notFound('Paspoort');
  return row;
}

const labColumns = {
  id: labResults.id,
  filename: files.filename,
  lab: labResults.lab,
  date: labResults.date,
  uploadDate: labResults.uploadDate,
};
type LabRow = { id: string; filename: string; lab: string; date: Date; uploadDate: Date };

const presentLab = (r: LabRow): LabResult => ({
  _id: r.id,
  filename: r.filename,
  lab: r.lab,
  date: r.date.toISOString(),
  uploadDate: r.uploadDate.toISOString(),
});

export async function addLabResult(
  db: Db,
  actor: Actor,
  horseId: string,
  fields: LabFields,
  upload: CheckedUpload,
): Promise<LabResult> {
  return db.transaction(async (tx) => {
    await lockWritableHorse(tx, horseId);
    const file = await insertFile(tx, upload);
    const [row] = await tx
      .insert(labResults)
      .values({ horseId, fileId: file.id, lab: fields.lab, date: fields.date })
      .returning();
    if (!row) throw new Error('insert returned no row');
    const result = presentLab({ ...row, filename: file.filename });
    await recordAudit(tx, actor, {
      action: 'create',
      entity: 'lab_result',
      entityId: row.id,
      after: { horse: horseId, ...result },
    });
    return result;
  });
}

/** A horse's lab results, newest date first (also part of the horse's detail). */
export async function horseLabResults(db: DbOrTx, horseId: string): Promise<LabResult[]> {
  const rows = await db
    .select(labColumns)
    .from(labResults)
    .innerJoin(files, eq(files.id, labResults.fileId))
    .where(eq(labResults.horseId, horseId))
    .orderBy(desc(labResults.date), desc(labResults.uploadDate), desc(labResults.id));
  return rows.map(presentLab);
}

export async function listLabResults(db: Db, horseId: string) {
  await assertHorse(db, horseId);
  return { results: await horseLabResults(db, horseId) };
}

export async function labFile(db: Db, horseId: string, labId: string) {
  const [row] = await db
    .select(fileColumns)
    .from(labResults)
    .innerJoin(files, eq(files.id, labResults.fileId))
    .where(and(eq(labResults.id, labId), eq(labResults.horseId, horseId)));
  if (!row) throw notFound('Labo-resultaat');
  return row;
}

/** Deletes a lab result and its file; the file name of the path must be the stored one. */
export async function deleteLabResult(
  db: Db,
  actor: Actor,
  horseId: string,
  labId: string,
  filename: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockWritableHorse(tx, horseId);
    const [row] = await tx
      .select({ ...labColumns, fileId: labResults.fileId })
      .from(labResults)
      .innerJoin(files, eq(files.id, labResults.fileId))
      .where(and(eq(labResults.id, labId), eq(labResults.horseId, horseId)))
      .for('update', { of: labResults });
    if (!row || row.filename !== filename.normalize('NFC')) throw notFound('Labo-resultaat');
    await tx.delete(labResults).where(eq(labResults.id, labId));
    await tx.delete(files).where(eq(files.id, row.fileId));
    await recordAudit(tx, actor, {
      action: 'delete',
      entity: 'lab_result',
      entityId: labId,
      before: { horse: horseId, ...presentLab(row) },
    });
  });
}
