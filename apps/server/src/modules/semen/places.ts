import { sql } from 'drizzle-orm';
import type { ExportType, SemenLocationInput } from '@stalboek/domain';
import type { Db } from '../../db/client.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';
import { lockLots } from './actions.ts';
import { assertRoom } from './space.ts';

const idList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/** POST /api/semen/relocate: the lots to one place, if it has room for those not there yet. */
export async function relocateLots(
  db: Db,
  actor: Actor,
  lotIds: string[],
  place: SemenLocationInput,
) {
  await db.transaction(async (tx) => {
    const lots = await lockLots(tx, lotIds);
    const ids = lots.map((l) => l.id);
    await assertRoom(tx, place, lots.filter((l) => l.current_inventory > 0).length, ids);
    await tx.execute(
      sql`update semen_lot set container_id = ${place.container}, tube = ${place.tube},
            position = ${place.position}, updated_at = now()
          where id in (${idList(ids)})`,
    );
    for (const id of ids)
      await recordAudit(tx, actor, {
        action: 'update',
        entity: 'semen_lot',
        entityId: id,
        after: { location: place },
      });
  });
}

/** POST /api/semen/export-type: where the lots may go from now on (past exports keep theirs). */
export async function setExportType(
  db: Db,
  actor: Actor,
  lotIds: string[],
  exportType: ExportType,
) {
  await db.transaction(async (tx) => {
    const lots = await lockLots(tx, lotIds);
    const ids = lots.map((l) => l.id);
    await tx.execute(
      sql`update semen_lot set export_type = ${exportType}, updated_at = now() where id in (${idList(ids)})`,
    );
    for (const lot of lots)
      await recordAudit(tx, actor, {
        action: 'update',
        entity: 'semen_lot',
        entityId: lot.id,
        before: { export_type: lot.export_type },
        after: { export_type: exportType },
      });
  });
}
