import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import type { ApiErrorBody } from '@stalboek/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/db/seed/index.ts';
import {
  changed,
  contentDigest,
  existingIds,
  rowCounts,
  tableNames,
  writeMark,
} from './db-state.ts';
import {
  apiRoutes,
  CONTRACT_RUNS,
  CONTRACT_SEED,
  createContractApp,
  expectErrorShape,
  operationOf,
  routeLabel,
} from './harness.ts';
import { badRequests, validRequests, type GeneratedRequest } from './requests.ts';

/**
 * The sweep: for every documented /api route, generated requests that are valid but for one
 * fault get the 4xx that fault calls for, with the error shape, and write nothing. Routes come from the app itself,
 * so a route a later module adds is swept without a line here.
 */
const harness = await createContractApp();
const { db } = harness.database;
await seedDemoData(db);
const tables = await tableNames(db);
const ids = await existingIds(db);
const routes = apiRoutes(harness.routes);
const stats = { bad: 0, examples: 0, valid: 0, validRefused: new Map<string, number>() };

afterAll(async () => {
  console.info(
    `contract sweep: CONTRACT_SEED=${CONTRACT_SEED} CONTRACT_RUNS=${CONTRACT_RUNS}, ${routes.length} routes, ` +
      `${stats.bad} generated bad requests (${stats.examples} of them listed fault values), ${stats.valid} generated well-formed requests`,
  );
  const refused = [...stats.validRefused].filter(([, n]) => n === validRuns);
  if (refused.length) {
    console.info(
      `routes that refused every generated well-formed request (constraints the document does not show): ${refused.map(([r]) => r).join(', ')}`,
    );
  }
  await harness.close();
});

const send = (req: GeneratedRequest) =>
  harness.api({
    method: req.method as InjectOptions['method'],
    url: req.url,
    headers: req.headers,
    ...(req.payload !== undefined ? { payload: req.payload } : {}),
  });

/**
 * A 400 names each bad field (DESIGN §4): when its details speak of the faulted part (body,
 * querystring, params), one of them must be the faulted field; a field the server quietly
 * coerced (true → 1, [5] → 5) shows up here even when the rest of the request was refused too.
 */
function unnamedTarget(req: GeneratedRequest, body: ApiErrorBody | undefined): string | undefined {
  const { target } = req;
  if (!target || !body?.details) return undefined;
  const part = target.split('.')[0] ?? '';
  const paths = body.details
    .map((d) => d.path)
    .filter((p) => p === part || p.startsWith(`${part}.`));
  const named = paths.some(
    (p) => p === target || p.startsWith(`${target}.`) || target.startsWith(`${p}.`),
  );
  return paths.length && !named ? `the 400 names ${paths.join(', ')}, not ${target}` : undefined;
}

/** CONTRACT_VERBOSE=1 prints every generated bad request with its answer. */
const verbose = process.env.CONTRACT_VERBOSE === '1';
const polluted = () => ({}) as Record<string, unknown>;

describe('generated bad input: a 4xx with the error shape, nothing written', () => {
  it('walks the routes of the app, with the tables of the database', () => {
    expect(routes.length).toBeGreaterThan(0);
    expect(tables).toContain('audit');
  });

  for (const route of routes) {
    it(routeLabel(route), async () => {
      const op = operationOf(harness.document, route);
      if (!op) throw new Error(`${routeLabel(route)} is not in the OpenAPI document`);
      const digest = await contentDigest(db, tables);
      const counts = await rowCounts(db, tables);
      const mark = await writeMark(db);
      const { arb, examples } = badRequests(harness.document, route, op, ids, CONTRACT_SEED);
      stats.examples += examples.length;
      const property = fc.asyncProperty(arb, async (req) => {
        stats.bad++;
        const res = await send(req);
        if (verbose)
          console.info(`${res.statusCode} [${req.fault}] ${req.method} ${req.url.slice(0, 160)}`);
        if (!req.statuses.includes(res.statusCode)) {
          throw new Error(
            `[${req.fault}] answered ${res.statusCode}, not ${req.statuses.join('/')}: ${res.body.slice(0, 300)}`,
          );
        }
        const unnamed = unnamedTarget(req, expectErrorShape(res, req.method));
        if (unnamed) throw new Error(`[${req.fault}] ${unnamed}`);
        const moved = (await writeMark(db)) !== mark;
        const wrote = moved ? changed(counts, await rowCounts(db, tables)) : [];
        if (wrote.length) throw new Error(`[${req.fault}] wrote rows: ${wrote.join(', ')}`);
        if (polluted().polluted !== undefined)
          throw new Error(`[${req.fault}] polluted Object.prototype`);
      });
      await fc.assert(property, {
        seed: CONTRACT_SEED,
        numRuns: examples.length + CONTRACT_RUNS,
        examples: examples.map((e) => [e]),
      });
      expect(changed(digest, await contentDigest(db, tables)), 'rows changed by the sweep').toEqual(
        [],
      );
    });
  }
});

const validRuns = Math.max(5, Math.ceil(CONTRACT_RUNS / 4));

describe('generated well-formed input (hostile text included): never a 5xx', () => {
  for (const route of routes) {
    it(routeLabel(route), async () => {
      const op = operationOf(harness.document, route);
      if (!op) throw new Error(`${routeLabel(route)} is not in the OpenAPI document`);
      const property = fc.asyncProperty(
        validRequests(harness.document, route, op, ids),
        async (req) => {
          stats.valid++;
          const res = await send(req);
          if (res.statusCode >= 500)
            throw new Error(`answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
          if (res.statusCode >= 400) {
            expectErrorShape(res, req.method);
            if (res.statusCode === 400)
              stats.validRefused.set(
                routeLabel(route),
                (stats.validRefused.get(routeLabel(route)) ?? 0) + 1,
              );
          }
        },
      );
      await fc.assert(property, { seed: CONTRACT_SEED, numRuns: validRuns });
    });
  }
});
