import { eq } from 'drizzle-orm';
import type { SheetInformation } from '@stalboek/domain';
import type { Tx } from '../../db/client.ts';
import { horses, type researchSheets } from '../../db/schema/index.ts';

type SheetRow = typeof researchSheets.$inferSelect;

/**
 * A mare's sheet also saves her ovary tags and this examination's cysts on the horse, in the
 * caller's transaction (spec 01 §4); the cysts are kept per research date, so `previousDate` is
 * the sheet's date before an edit moved it.
 */
export async function saveOnMare(tx: Tx, sheet: SheetRow, previousDate?: Date) {
  const [horse] = await tx.select().from(horses).where(eq(horses.id, sheet.horseId)).for('update');
  if (!horse || horse.type !== 'Merrie') return;
  const info = sheet.information as SheetInformation;
  const cysts = { ...(horse.cysts as Record<string, unknown>) };
  if (previousDate) delete cysts[String(previousDate.getTime())];
  cysts[String(sheet.researchDate.getTime())] = sheet.cysts;
  await tx
    .update(horses)
    .set({
      ovaryTags: {
        leftOvary: { tags: info.leftOvary.tags },
        rightOvary: { tags: info.rightOvary.tags },
      },
      cysts,
      updatedAt: new Date(),
    })
    .where(eq(horses.id, horse.id));
}
