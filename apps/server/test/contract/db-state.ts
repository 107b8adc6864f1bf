import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';

/** Runs raw SQL on PGlite or node-postgres; both answer `{ rows }`. */
async function rows(db: Db, query: string): Promise<Record<string, unknown>[]> {
  const result = (await db.execute(sql.raw(query))) as unknown as {
    rows: Record<string, unknown>[];
  };
  return result.rows;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** Every table of the public schema (the audit table included), as the catalog lists them. */
export async function tableNames(db: Db): Promise<string[]> {
  const list = await rows(
    db,
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
  );
  return list.map((r) => String(r.name));
}

/** Row count of every table, in one statement (cheap enough to take around each request). */
export async function rowCounts(db: Db, tables: string[]): Promise<Record<string, number>> {
  if (!tables.length) return {};
  const union = tables
    .map((t) => `select ${literal(t)} as name, count(*)::int as n from public.${quote(t)}`)
    .join(' union all ');
  const out: Record<string, number> = {};
  for (const r of await rows(db, union)) out[String(r.name)] = Number(r.n);
  return out;
}

/**
 * The next transaction id: it moves whenever anything wrote (a write needs a transaction id), so
 * the row counts need to be taken again only when it moved. Cluster-wide on a server, so other
 * databases' writes move it too: then the counts are simply taken more often.
 */
export async function writeMark(db: Db): Promise<string> {
  const [row] = await rows(db, 'select pg_snapshot_xmax(pg_current_snapshot())::text as x');
  return String(row?.x);
}

/** A digest of every row of every table: detects updates that leave the counts alone. */
export async function contentDigest(db: Db, tables: string[]): Promise<Record<string, string>> {
  if (!tables.length) return {};
  const union = tables
    .map(
      (t) =>
        `select ${literal(t)} as name, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from public.${quote(t)} x`,
    )
    .join(' union all ');
  const out: Record<string, string> = {};
  for (const r of await rows(db, union)) out[String(r.name)] = String(r.h);
  return out;
}

/** The ids of existing rows (every `id uuid` column), so bad requests also aim at real rows. */
export async function existingIds(db: Db, perTable = 5): Promise<string[]> {
  const tables = await rows(
    db,
    `select table_name as name from information_schema.columns
     where table_schema = 'public' and column_name = 'id' and data_type = 'uuid' order by table_name`,
  );
  const ids: string[] = [];
  for (const t of tables) {
    const found = await rows(
      db,
      `select id::text as id from public.${quote(String(t.name))} order by id limit ${perTable}`,
    );
    ids.push(...found.map((r) => String(r.id)));
  }
  return ids;
}

/** Names the tables whose entries differ between two snapshots. */
export function changed<T>(before: Record<string, T>, after: Record<string, T>): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names]
    .filter((n) => before[n] !== after[n])
    .map((n) => `${n}: ${String(before[n])} → ${String(after[n])}`);
}
