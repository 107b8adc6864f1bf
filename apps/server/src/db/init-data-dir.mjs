/* global process, URL */
// The child process of prepare-data-dir.ts: PGlite's initdb and the migrations, into argv[2].
// Plain JavaScript that Node runs itself: tsx's hooks cost this child ~1 s of CPU before its
// first statement, on the critical path of a first start. It loads only the extensions the
// migrations create; prepare-data-dir.test.ts fails when one is missing here.
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: init-data-dir.mjs <data directory>');
const client = await PGlite.create(dataDir, { extensions: { pg_trgm, unaccent } });
await migrate(drizzle(client), {
  migrationsFolder: fileURLToPath(new URL('./migrations', import.meta.url)),
});
await client.close();
