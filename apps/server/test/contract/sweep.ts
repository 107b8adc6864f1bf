import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { seedDemoData } from '../../src/seed/index.ts';
import {
  fixIdDefaults,
  loadCatalog,
  rowSource,
  tableNames,
  writeMark,
  type Catalog,
  type PathRow,
  type RowSource,
} from './db-state.ts';
import {
  apiRoutes,
  CONTRACT_RUNS,
  CONTRACT_SEED,
  createContractApp,
  expectDocumented,
  fillPath,
  operationOf,
  pathParams,
  type ContractApp,
  type RegisteredRoute,
} from './harness.ts';
import { bodySchema } from './openapi-types.ts';
import { conform, readRouteOf } from './reflect.ts';
import type { GeneratedRequest, Targets } from './requests.ts';
import { walkSchema } from './schema-rules.ts';
import type { IdPool } from './values.ts';
import { paramTables, tableFor } from './resources.ts';

/** The app and the demo data a sweep runs against, with the same ids on every run. */
export type Sweep = {
  harness: ContractApp;
  routes: RegisteredRoute[];
  tables: string[];
  catalog: Catalog;
  /** The rows `route` can aim at now (read again after writes). */
  targets: (route: RegisteredRoute, rows?: RowSource) => Promise<Targets>;
  /** Sends a generated request; fails when the answer's status is not documented for the route. */
  send: (route: RegisteredRoute, req: GeneratedRequest) => Promise<LightMyRequestResponse>;
  /** Prints the summary line: seed, runs, routes, requests, and the sweep's own duration. */
  summary: (what: string, requests: number, extra?: string) => void;
};

export async function createSweep(): Promise<Sweep> {
  const started = performance.now();
  const harness = await createContractApp();
  const { db } = harness.database;
  await fixIdDefaults(db);
  await seedDemoData(db);
  const catalog = await loadCatalog(db);
  const tables = await tableNames(db);
  const routes = apiRoutes(harness.routes);
  const pathRowsOf = (url: string, source: RowSource) =>
    pathParams(url).length
      ? source.pathRows(paramTables(url, pathParams(url), catalog.tables))
      : Promise.resolve([]);
  const gets = routes.filter((r) => r.method === 'GET').map((r) => r.url);
  /** Bodies made of what the read route answers about existing rows (reflect.ts). */
  const reflected = async (
    route: RegisteredRoute,
    source: RowSource,
  ): Promise<Targets['bodies']> => {
    const op = operationOf(harness.document, route);
    const body = op && bodySchema(op);
    const read = readRouteOf(route.method, route.url, gets);
    if (!body || !read) return [];
    const sameRow = read === route.url; // PUT back to the row read, POST a new one like it
    const bodies: Targets['bodies'] = [];
    for (const row of await pathRowsOf(read, source)) {
      const res = await harness.api({ url: fillPath(read, (n) => row[n] ?? '') });
      if (res.statusCode !== 200) continue;
      const made = conform(harness.document, body, res.json(), { newRow: !sameRow });
      bodies.push(sameRow ? { path: row, body: made } : { body: made });
    }
    return bodies;
  };
  // The rows as last read, and the write mark they were read at: read again only after writes.
  let cached: { mark: string; source: RowSource } | undefined;
  const current = async () => {
    const mark = await writeMark(db);
    if (cached?.mark !== mark) cached = { mark, source: await rowSource(db, catalog) };
    return cached.source;
  };
  /** Ids of rows that belong to each path row, for the body fields that name such rows. */
  const rowIds = async (
    route: RegisteredRoute,
    pathRows: PathRow[],
    source: RowSource,
    pool: IdPool,
  ): Promise<Targets['rowIds']> => {
    const op = operationOf(harness.document, route);
    const body = op && bodySchema(op);
    const params = paramTables(route.url, pathParams(route.url), catalog.tables);
    const last = Object.entries(params)
      .filter(([, t]) => t)
      .pop();
    if (!body || !last?.[1] || !pathRows.length) return undefined;
    const [name, parent] = last as [string, string];
    const named = new Map<string, string>(); // field name → table
    walkSchema(harness.document, body, 'body', (s, field, where) => {
      const word = field === '_id' ? (where.split('.').at(-2)?.replace(/\[\]$/, '') ?? '') : field;
      const table = s.format === 'uuid' ? tableFor(word, catalog.tables) : undefined;
      if (table) named.set(word, table);
    });
    const owned = catalog.foreignKeys
      .filter((f) => f.parent === parent && [...named.values()].includes(f.child))
      .map((f) => f.child);
    if (!owned.length) return undefined;
    const children = await source.children(
      parent,
      pathRows.map((r) => r[name] ?? ''),
      owned,
    );
    return (row) => (field) => {
      const table = named.get(field) ?? tableFor(field, catalog.tables);
      const own = table ? children.get(row[name] ?? '')?.get(table) : undefined;
      return own?.length ? own : pool(field);
    };
  };
  const targets = async (route: RegisteredRoute, rows?: RowSource): Promise<Targets> => {
    const source = rows ?? (await current());
    const ids: IdPool = (name) => {
      const table = tableFor(name, catalog.tables);
      return table ? source.ids(table) : [];
    };
    const pathRows = await pathRowsOf(route.url, source);
    const owned = await rowIds(route, pathRows, source, ids);
    return {
      seed: CONTRACT_SEED,
      pathRows,
      bodies: await reflected(route, source),
      ids,
      ...(owned ? { rowIds: owned } : {}),
    };
  };
  return {
    harness,
    routes,
    tables,
    catalog,
    targets,
    send: async (route, req) => {
      const res = await harness.api({
        method: req.method as InjectOptions['method'],
        url: req.url,
        headers: req.headers,
        ...(req.payload !== undefined ? { payload: req.payload } : {}),
      });
      expectDocumented(harness.document, route, res.statusCode);
      return res;
    },
    summary: (what, requests, extra = '') => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.info(
        `contract sweep (${what}): CONTRACT_SEED=${CONTRACT_SEED} CONTRACT_RUNS=${CONTRACT_RUNS}, ` +
          `${routes.length} routes, ${requests} generated requests${extra}, ${seconds} s ` +
          `(replay: CONTRACT_SEED=${CONTRACT_SEED} npx vitest run apps/server/test/contract)`,
      );
    },
  };
}
