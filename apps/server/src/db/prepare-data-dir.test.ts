import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, expect, test } from 'vitest';
import { openDatabase, queryRows } from './client.ts';
import { prepareDataDir } from './prepare-data-dir.ts';

const root = mkdtempSync(path.join(tmpdir(), 'stalboek-datadir-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The migrations the database in `dir` has applied, opened as the app opens it. */
async function appliedMigrations(dir: string): Promise<number> {
  const database = await openDatabase({ dataDir: dir });
  try {
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    return row?.n ?? 0;
  } finally {
    await database.close();
  }
}
const migrationFiles = readdirSync(new URL('./migrations', import.meta.url)).filter((f) =>
  f.endsWith('.sql'),
).length;

test('a new data directory is made whole, migrated, by the time it is opened', async () => {
  const dir = path.join(root, 'new', 'data');
  await prepareDataDir(dir);
  expect(existsSync(path.join(dir, 'PG_VERSION'))).toBe(true);
  expect(readdirSync(dir).filter((e) => e.startsWith('.initdb-'))).toEqual([]);
  expect(await appliedMigrations(dir)).toBe(migrationFiles);
});

test('what a first start stopped half-way left is made again', async () => {
  const dir = path.join(root, 'interrupted');
  mkdirSync(path.join(dir, '.initdb-12345', 'base'), { recursive: true });
  writeFileSync(path.join(dir, '.initdb-12345', 'postgresql.conf'), '');
  expect(await appliedMigrations(dir)).toBe(migrationFiles);
  expect(readdirSync(dir).filter((e) => e.startsWith('.initdb-'))).toEqual([]);
});

test('a directory holding anything else is left as it is', async () => {
  const dir = path.join(root, 'other');
  mkdirSync(dir);
  writeFileSync(path.join(dir, 'notes.txt'), 'mine');
  await prepareDataDir(dir);
  expect(readdirSync(dir)).toEqual(['notes.txt']);
});
