import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/** True when the database answers a trivial query. */
export async function databaseAnswers(database: Database): Promise<boolean> {
  try {
    await database.db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
