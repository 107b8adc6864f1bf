import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { pgliteByteaCodec } from './pglite-bytea.ts';
import { DrizzlePGlite } from './pglite-drizzle.ts';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Embedded PGlite in `dataDir` ('memory://' keeps it in memory, for tests), a new one initialised,
 * with the migrations applied. A new data directory is made first by a child process
 * (prepare-data-dir.ts, init-data-dir.mjs), which leaves no migration to apply here.
 */
export async function openEmbedded(dataDir: string): Promise<DrizzlePGlite> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await DrizzlePGlite.open(dataDir, {
    extensions: { pg_trgm, unaccent },
    ...pgliteByteaCodec, // uploads: binary in, native hex out (db/pglite-bytea.ts)
  });
  try {
    await migrate(drizzle(client), { migrationsFolder });
  } catch (err) {
    await client.close();
    throw err;
  }
  return client;
}
