import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Outage, PastOutage } from '../../db/connection-state.ts';

export type Health = { ok: true; lastOutage: PastOutage | null } | { ok: false; outage: Outage };

/**
 * Asks the database a trivial query: an answer ends an outage the process saw (a lost
 * connection, a failed probe), no answer starts one.
 */
export async function probeDatabase(database: Database): Promise<Health> {
  try {
    await database.db.execute(sql`select 1`);
    database.connection.restored();
    return { ok: true, lastOutage: database.connection.last };
  } catch (err) {
    database.connection.lost(err);
    const outage = database.connection.current ?? { from: new Date(), error: String(err) };
    return { ok: false, outage };
  }
}
