import fc from 'fast-check';
import type { ApiErrorBody } from '@stalboek/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { changed, contentDigest, rowCounts, rowSource, writeMark } from './db-state.ts';
import { englishTexts } from './dutch.ts';
import {
  CONTRACT_RUNS,
  CONTRACT_SEED,
  CONTRACT_TIMEOUT,
  expectErrorShape,
  operationOf,
  routeLabel,
} from './harness.ts';
import { badRequests, type GeneratedRequest } from './requests.ts';
import { createSweep } from './sweep.ts';

/**
 * The sweep of bad input: for every documented /api route, generated requests that are valid but
 * for one fault get the 4xx that fault calls for, documented for the route, with the error shape,
 * and write nothing. Routes come from the app itself, so a route a later module adds is swept
 * without a line here.
 */
const sweep = await createSweep();
const { harness, routes, tables } = sweep;
const { db } = harness.database;
const rows = await rowSource(db, sweep.catalog); // nothing is written here: read once
const stats = { bad: 0, examples: 0 };

afterAll(async () => {
  sweep.summary('bad input', stats.bad, ` (${stats.examples} of them listed fault values)`);
  await harness.close();
});

/**
 * A 400 names each bad field (DESIGN §4): one of its details must be the faulted field, whatever
 * else it names; a field the server quietly coerced (true → 1, [5] → 5) shows up here even when
 * the rest of the request was refused too, and so does a base request that was not valid.
 */
function unnamedTarget(
  req: Pick<GeneratedRequest, 'target'>,
  body: ApiErrorBody | undefined,
): string | undefined {
  const { target } = req;
  if (!target || !body) return undefined;
  const paths = (body.details ?? []).map((d) => d.path);
  const named = paths.some(
    (p) => p === target || p.startsWith(`${target}.`) || target.startsWith(`${p}.`),
  );
  return named ? undefined : `the 400 names ${paths.join(', ') || 'no field'}, not ${target}`;
}

/** CONTRACT_VERBOSE=1 prints every generated bad request with its answer. */
const verbose = process.env.CONTRACT_VERBOSE === '1';
const polluted = () => ({}) as Record<string, unknown>;

describe('generated bad input: a documented 4xx with the error shape in Dutch, nothing written', () => {
  it('walks the routes of the app, with the tables of the database', () => {
    expect(routes.length).toBeGreaterThan(0);
    expect(tables).toContain('audit');
  });

  it('requires a 400 to name the faulted field, even when it names others too', () => {
    const body = (...paths: string[]): ApiErrorBody => ({
      statusCode: 400,
      error: 'Bad Request',
      message: 'x',
      details: paths.map((path) => ({ path, message: 'x' })),
    });
    const req = { target: 'querystring.limit' };
    expect(unnamedTarget(req, body('params.term'))).toContain('not querystring.limit');
    expect(unnamedTarget(req, body())).toContain('no field');
    expect(unnamedTarget(req, body('params.term', 'querystring.limit'))).toBeUndefined();
    expect(unnamedTarget({ target: 'body.horse.name' }, body('body.horse'))).toBeUndefined();
  });

  it("finds zod's and Fastify's English, and leaves the spec's own English and field names", () => {
    const answer = (message: string, details?: { path: string; message: string }[]) => ({
      statusCode: 400,
      error: 'Bad Request',
      message,
      ...(details ? { details } : {}),
    });
    const detail = (path: string, message: string) =>
      answer(`${path}: ${message}`, [{ path, message }]);
    for (const english of [
      'Invalid input: expected string, received number',
      'Invalid option: expected one of "Hengst"|"Merrie"',
      'Too big: expected number to be <=4',
      'Unrecognized key: "x"',
      'Invalid input',
    ])
      expect(englishTexts(detail('body.horse.type', english))).toEqual([english]);
    expect(englishTexts(answer('body must be object'))).toEqual(['body must be object']);
    for (const fine of ['Max 15 characters', 'Invalid date', 'Ongeldige waarde', 'Moet tekst zijn'])
      expect(englishTexts(detail('body.account.number', fine))).toEqual([]);
    expect(englishTexts(answer('Zoekresultaat niet gevonden'))).toEqual([]);
  });

  for (const route of routes) {
    it(
      routeLabel(route),
      async () => {
        const op = operationOf(harness.document, route);
        if (!op) throw new Error(`${routeLabel(route)} is not in the OpenAPI document`);
        const targets = await sweep.targets(route, rows);
        const digest = await contentDigest(db, tables);
        const counts = await rowCounts(db, tables);
        const mark = await writeMark(db);
        let firstWriter: string | undefined;
        const { arb, examples } = badRequests(harness.document, route, op, targets, CONTRACT_SEED);
        stats.examples += examples.length;
        const property = fc.asyncProperty(arb, async (req) => {
          stats.bad++;
          const res = await sweep.send(route, req);
          if (verbose)
            console.info(`${res.statusCode} [${req.fault}] ${req.method} ${req.url.slice(0, 160)}`);
          if (!req.statuses.includes(res.statusCode)) {
            throw new Error(
              `[${req.fault}] answered ${res.statusCode}, not ${req.statuses.join('/')}: ${res.body.slice(0, 300)}`,
            );
          }
          const error = expectErrorShape(res, req.method);
          const unnamed = res.statusCode === 400 ? unnamedTarget(req, error) : undefined;
          if (unnamed) throw new Error(`[${req.fault}] ${unnamed}`);
          // Every message a user can read is Dutch (or the spec's own English).
          const english = error ? englishTexts(error) : [];
          if (english.length) throw new Error(`[${req.fault}] English: ${english.join(' | ')}`);
          const moved = (await writeMark(db)) !== mark;
          const wrote = moved ? changed(counts, await rowCounts(db, tables)) : [];
          // Every request after a write fails too, shrunk ones included: name the first writer.
          if (wrote.length) firstWriter ??= fc.stringify(req);
          if (wrote.length)
            throw new Error(`wrote rows: ${wrote.join(', ')}; first written by ${firstWriter}`);
          if (polluted().polluted !== undefined)
            throw new Error(`[${req.fault}] polluted Object.prototype`);
        });
        await fc.assert(property, {
          seed: CONTRACT_SEED,
          numRuns: examples.length + CONTRACT_RUNS,
          examples: examples.map((e) => [e]),
        });
        expect(
          changed(digest, await contentDigest(db, tables)),
          'rows changed by the sweep',
        ).toEqual([]);
      },
      CONTRACT_TIMEOUT,
    );
  }
});
