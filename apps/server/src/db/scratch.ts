import pg from 'pg';
import { openDatabase, type Database } from './client.ts';

/**
 * A new database `name` on the PostgreSQL server at `serverUrl`, migrated; close() drops it again.
 * For test files and benchmarks, each of which wants a database of its own.
 */
export async function openScratchServerDatabase(
  serverUrl: string,
  name: string,
): Promise<Database> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
