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

/**
 * Makes every new row's id the count of rows made before it, shaped as a version-4 uuid
 * (`c0000000-0000-4000-8000-00000000002a`), instead of gen_random_uuid(): the demo seed and every
 * row the sweep creates get the same ids on every run, so one CONTRACT_SEED sends the same
 * requests again; and the newest rows (those the sweep made) are the highest ids.
 */
export async function fixIdDefaults(db: Db): Promise<void> {
  await db.execute(sql.raw('create sequence if not exists contract_ids'));
  await db.execute(
    sql.raw(`create or replace function contract_uuid() returns uuid language sql as $$
      select ('c0000000-0000-4000-8000-' || lpad(to_hex(nextval('contract_ids')), 12, '0'))::uuid
    $$`),
  );
  const tables = await idTables(db);
  for (const t of tables)
    await db.execute(
      sql.raw(`alter table public.${quote(t)} alter column id set default contract_uuid()`),
    );
}

/** Tables whose rows have an `id uuid` column. */
async function idTables(db: Db): Promise<string[]> {
  const list = await rows(
    db,
    `select table_name as name from information_schema.columns
     where table_schema = 'public' and column_name = 'id' and data_type = 'uuid' order by table_name`,
  );
  return list.map((r) => String(r.name));
}

/** Columns that say nothing stable about a row: its own id (some are random), times, bytes. */
const UNSTABLE_TYPES = ['timestamp with time zone', 'timestamp without time zone', 'date', 'bytea'];

/** The parts of the schema the sweep reads once: tables, their columns, foreign keys. */
export type Catalog = {
  tables: string[];
  columns: Map<string, string[]>;
  foreignKeys: { child: string; column: string; parent: string }[];
  /**
   * An ORDER BY for `alias` of `table` that is the same on every run and on both databases: the
   * row's stable columns as text (byte order, not the server's collation), then its id.
   */
  order: (table: string, alias: string) => string;
};

export async function loadCatalog(db: Db): Promise<Catalog> {
  const tables = await idTables(db);
  const columns = new Map<string, string[]>();
  const unstable = new Map<string, string[]>();
  for (const r of await rows(
    db,
    `select table_name as t, column_name as c, data_type as type from information_schema.columns
     where table_schema = 'public' order by table_name, ordinal_position`,
  )) {
    const [t, c] = [String(r.t), String(r.c)];
    columns.set(t, [...(columns.get(t) ?? []), c]);
    if (c === 'id' || UNSTABLE_TYPES.includes(String(r.type)))
      unstable.set(t, [...(unstable.get(t) ?? []), c]);
  }
  const fks = await rows(
    db,
    `select ch.relname as child, a.attname as col, pa.relname as parent
     from pg_constraint c
     join pg_class ch on ch.oid = c.conrelid join pg_class pa on pa.oid = c.confrelid
     join pg_namespace n on n.oid = ch.relnamespace
     join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
     where c.contype = 'f' and n.nspname = 'public' and array_length(c.conkey, 1) = 1
     order by 1, 2, 3`,
  );
  return {
    tables,
    columns,
    foreignKeys: fks.map((r) => ({
      child: String(r.child),
      column: String(r.col),
      parent: String(r.parent),
    })),
    order: (table, alias) => {
      const drop = (unstable.get(table) ?? []).map((c) => ` - ${literal(c)}`).join('');
      return `(to_jsonb(${alias})${drop})::text collate "C", ${alias}.id`;
    },
  };
}

/** Where the existing rows are: ids per table, and full sets of path parameters per route. */
export type RowSource = {
  /** The first ids of `table`, in natural order. */
  ids: (table: string) => string[];
  /**
   * Existing rows for a route's path parameters (`params`: each parameter's table, none for a
   * text parameter), each a value for every parameter: a child row with its own parent
   * (`/customer/:id/contact/:contactId` gets a contact of that customer), a text parameter from
   * the column of that name of the row or of a row it references (`:filename` of a lab result's
   * file). Empty when no such row exists.
   */
  pathRows: (params: Record<string, string | undefined>) => Promise<PathRow[]>;
  /**
   * Ids of rows of `tables` that belong to each of `parents` (rows of `parent`) by a foreign
   * key: a horse's lodgings, a customer's contacts. Keyed by parent id, then table.
   */
  children: (
    parent: string,
    parents: string[],
    tables: string[],
  ) => Promise<Map<string, Map<string, string[]>>>;
};
export type PathRow = Record<string, string>;

/** Reads the current rows of the sweep database (again after writes, so deletes show). */
export async function rowSource(db: Db, catalog: Catalog, perTable = 12): Promise<RowSource> {
  const { tables, columns, foreignKeys: fks, order } = catalog;
  // A row marked deleted (a semen lot removed but kept for the record) answers 404: not a row.
  const live = (t: string, alias: string) =>
    columns.get(t)?.includes('deleted_at') ? `where ${alias}.deleted_at is null` : '';
  const parts = tables.map(
    (t) =>
      `(select ${literal(t)} as t, id::text as id from ${spread(`select x.id, ${rank(order(t, 'x'), 'x')} from public.${quote(t)} x ${live(t, 'x')}`, perTable)})`,
  );
  const byTable = new Map<string, string[]>();
  for (const r of parts.length ? await rows(db, parts.join(' union all ')) : []) {
    const t = String(r.t);
    byTable.set(t, [...(byTable.get(t) ?? []), String(r.id)]);
  }
  return {
    ids: (table) => byTable.get(table) ?? [],
    children: async (parent, parents, wanted) => {
      const out = new Map<string, Map<string, string[]>>();
      const links = fks.filter((f) => f.parent === parent && wanted.includes(f.child));
      if (!links.length || !parents.length) return out;
      const list = parents.map(literal).join(', ');
      const parts = links.map(
        (f) =>
          `(select ${literal(f.child)} as t, x.${quote(f.column)}::text as p, x.id::text as id
            from public.${quote(f.child)} x where x.${quote(f.column)}::text in (${list})
            order by ${order(f.child, 'x')} limit ${perTable * parents.length})`,
      );
      for (const r of await rows(db, parts.join(' union all '))) {
        const byTable = out.get(String(r.p)) ?? new Map<string, string[]>();
        byTable.set(String(r.t), [...(byTable.get(String(r.t)) ?? []), String(r.id)]);
        out.set(String(r.p), byTable);
      }
      return out;
    },
    pathRows: async (params) => {
      const names = Object.keys(params);
      const linked = names.filter((n) => params[n]);
      const last = linked[linked.length - 1];
      const lastTable = last ? params[last] : undefined;
      if (!last || !lastTable) return [];
      // The most specific row first, then its parents through its foreign keys.
      const select = [`t0.id::text as ${quote(last)}`];
      const joins: string[] = [];
      let alias = 't0';
      let table = lastTable;
      for (const name of linked.slice(0, -1).reverse()) {
        const parent = params[name] ?? '';
        const fk = fks.find((f) => f.child === table && f.parent === parent);
        if (!fk) return []; // unrelated parameters: no one row satisfies both
        const next = `p${joins.length}`;
        joins.push(
          `join public.${quote(parent)} ${next} on ${next}.id = ${alias}.${quote(fk.column)}`,
        );
        select.push(`${next}.id::text as ${quote(name)}`);
        alias = next;
        table = parent;
      }
      for (const name of names.filter((n) => !params[n])) {
        const column = snakeCase(name);
        if (columns.get(lastTable)?.includes(column)) {
          select.push(`t0.${quote(column)}::text as ${quote(name)}`);
          continue;
        }
        const via = fks.find(
          (f) => f.child === lastTable && columns.get(f.parent)?.includes(column),
        );
        if (!via) return [];
        const ref = `r${joins.length}`;
        joins.push(
          `join public.${quote(via.parent)} ${ref} on ${ref}.id = t0.${quote(via.column)}`,
        );
        select.push(`${ref}.${quote(column)}::text as ${quote(name)}`);
      }
      const found = await rows(
        db,
        `select * from ${spread(
          `select ${select.join(', ')}, ${rank(order(lastTable, 't0'), 't0')}
           from public.${quote(lastTable)} t0 ${joins.join(' ')} ${live(lastTable, 't0')}`,
          perTable,
        )}`,
      );
      return found.map((r) => Object.fromEntries(names.map((n) => [n, String(r[n])])));
    },
  };
}

/** Row number in natural order, row count, and rank by id (newest first), for spread(). */
const rank = (order: string, alias: string) =>
  `row_number() over (order by ${order}) as n, count(*) over () as total, ` +
  `row_number() over (order by ${alias}.id::text like 'c0000000-%' desc, ${alias}.id desc) as latest`;

/** How many of the newest rows spread() adds: rows the sweep made, which a delete can remove. */
const NEWEST = 3;

/**
 * `count` rows of a ranked query spread evenly over it (the first, and every k-th after), so
 * the sweep meets rows of every kind (a purchase and a take, an occupied and an empty place),
 * and the NEWEST rows (fixIdDefaults numbers them), which hold no history yet.
 */
const spread = (ranked: string, count: number) =>
  `(${ranked}) y where ((y.n - 1) % greatest(1, y.total / ${count}) = 0 and y.n <= ${count} * greatest(1, y.total / ${count})) or y.latest <= ${NEWEST} order by y.n`;

const snakeCase = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

/** Names the tables whose entries differ between two snapshots. */
export function changed<T>(before: Record<string, T>, after: Record<string, T>): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names]
    .filter((n) => before[n] !== after[n])
    .map((n) => `${n}: ${String(before[n])} → ${String(after[n])}`);
}
