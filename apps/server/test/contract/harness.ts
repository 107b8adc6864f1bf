import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import { apiError, type ApiErrorBody } from '@stalboek/domain';
import { buildApp } from '../../src/app.ts';
import type { Config } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';
import { openTestDatabase, signToken, testConfig, testKeys } from '../helpers.ts';
import type { OpenApiDocument, Operation } from './openapi-types.ts';

/**
 * The seed of every generated request. Locally a fixed default; in CI (CI=true) the date, so each
 * day tries new inputs. The summary line prints it: `CONTRACT_SEED=<n>` replays a failure.
 */
export const CONTRACT_SEED = Number(
  process.env.CONTRACT_SEED ??
    (process.env.CI === 'true'
      ? new Date().toISOString().slice(0, 10).replace(/-/g, '')
      : 20261123),
);
/** Generated bad requests per route, besides the listed fault values sent on every run. */
export const CONTRACT_RUNS = Number(process.env.CONTRACT_RUNS ?? 50);
/**
 * Per-route test timeout: 30 s at the default runs, growing with CONTRACT_RUNS (a request takes
 * well under 50 ms here), so a replay with CONTRACT_RUNS=5000 has the time it needs.
 */
export const CONTRACT_TIMEOUT = 30_000 + Math.max(0, CONTRACT_RUNS - 50) * 50;

/** One method of one route, as Fastify registered it (seen by buildApp's onRoute option). */
export type RegisteredRoute = {
  method: string;
  url: string;
  schema: RouteOptions['schema'];
  hidden: boolean;
};

export type ContractApp = {
  app: FastifyInstance;
  database: Database;
  routes: RegisteredRoute[];
  document: OpenApiDocument;
  /** inject() with a valid token. */
  api: (opts: InjectOptions) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
};

/** A fresh temporary directory (the auth test builds a web app in one). */
export function emptyDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'stalboek-contract-'));
}

/** Where no web build is, so the API's own routes are all there is (unless a test builds one). */
const NO_WEB_BUILD = path.join(import.meta.dirname, 'no-web-build');

/**
 * Builds the whole app, recording every route it registers: the recording hook is the app's
 * first, so no plugin, module or prefix can add a route the contract test does not see.
 */
export async function createContractApp(overrides: Partial<Config> = {}): Promise<ContractApp> {
  const database = await openTestDatabase();
  const routes: RegisteredRoute[] = [];
  const onRoute = (r: RouteOptions) => {
    const hidden = Boolean((r.schema as { hide?: boolean } | undefined)?.hide);
    for (const method of [r.method].flat())
      routes.push({ method, url: r.url, schema: r.schema, hidden });
  };
  // CONTRACT_LOG=1 logs the errors behind the 500s a failing sweep otherwise only shows as answers.
  const logger = process.env.CONTRACT_LOG === '1';
  const logLevel = logger ? 'error' : 'silent';
  const config = testConfig({ webDist: NO_WEB_BUILD, logLevel, ...overrides });
  const app = await buildApp({ config, database, authKeys: testKeys, logger, onRoute });
  await app.ready();
  const docs = await app.inject({ url: '/api/docs/json' });
  if (docs.statusCode !== 200) throw new Error(`/api/docs/json answered ${docs.statusCode}`);
  const token = await signToken({}, { expiresIn: '2h' }); // a long sweep (CONTRACT_RUNS=5000) outlives 5 minutes
  return {
    app,
    database,
    routes,
    document: docs.json<OpenApiDocument>(),
    api: (opts) =>
      app.inject({
        ...opts,
        headers: { authorization: `Bearer ${token}`, ...(opts.headers ?? {}) },
      }),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** The routes of the API proper: under /api, documented (not hidden), HEAD copies left out. */
export function apiRoutes(routes: RegisteredRoute[]): RegisteredRoute[] {
  return routes.filter((r) => r.url.startsWith('/api/') && !r.hidden && r.method !== 'HEAD');
}

export const routeLabel = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

/** `/api/x/:id` → `/api/x/{id}`, as the OpenAPI document writes paths. */
export const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

export function operationOf(doc: OpenApiDocument, route: RegisteredRoute): Operation | undefined {
  return doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
}

/** The path parameter names of a route URL, in order. */
export const pathParams = (url: string) =>
  [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] ?? '');

/** A concrete URL for a route: each parameter (and a trailing wildcard) replaced. */
export function fillPath(url: string, value: (name: string) => string): string {
  return url
    .replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => encodeURIComponent(value(name)))
    .replace(/\*$/, 'x');
}

/** Fails unless the route's operation documents `status` (the answers are computed, not copied). */
export function expectDocumented(doc: OpenApiDocument, route: RegisteredRoute, status: number) {
  const op = operationOf(doc, route);
  if (op && !op.responses[String(status)])
    throw new Error(
      `${routeLabel(route)} answered ${status}, which its OpenAPI operation does not document ` +
        `(${Object.keys(op.responses).join(', ')})`,
    );
}

/** Fails unless `res` carries the error shape (DESIGN §4) with its own status code. */
export function expectErrorShape(
  res: LightMyRequestResponse,
  method: string,
): ApiErrorBody | undefined {
  if (method === 'HEAD') return undefined; // no body by definition
  let body: unknown;
  try {
    body = res.json();
  } catch {
    throw new Error(`${res.statusCode} answer is not JSON: ${res.body.slice(0, 200)}`);
  }
  const parsed = apiError.strict().safeParse(body);
  if (!parsed.success)
    throw new Error(`${res.statusCode} answer lacks the error shape: ${res.body.slice(0, 300)}`);
  if (parsed.data.statusCode !== res.statusCode || !parsed.data.message) {
    throw new Error(
      `error body disagrees with status ${res.statusCode}: ${res.body.slice(0, 300)}`,
    );
  }
  return parsed.data;
}
