import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { openTestDatabase } from '../../test/helpers.ts';
import type { Database } from './client.ts';
import { files } from './schema/index.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

// Through the codec of pglite-bytea.ts on PGlite, and node-postgres on the server: every byte
// value, and a file of several megabytes, come back exactly as they went in.
test('a file is stored and read back byte for byte', async () => {
  const every = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
  for (const data of [every, Buffer.concat([every, randomBytes(3 * 1024 * 1024)])]) {
    const [row] = await database.db
      .insert(files)
      .values({ filename: 'x.bin', mimeType: 'application/pdf', size: data.length, data })
      .returning({ id: files.id });
    const [stored] = await database.db
      .select({ data: files.data })
      .from(files)
      .where(eq(files.id, row?.id ?? ''));
    expect(Buffer.isBuffer(stored?.data)).toBe(true);
    expect(stored?.data.equals(data)).toBe(true);
  }
});
