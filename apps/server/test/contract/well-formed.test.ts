import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CONTRACT_RUNS,
  CONTRACT_SEED,
  CONTRACT_TIMEOUT,
  expectErrorShape,
  operationOf,
  pathParams,
  routeLabel,
} from './harness.ts';
import { englishTexts } from './dutch.ts';
import type { Operation } from './openapi-types.ts';
import { validRequests } from './requests.ts';
import { createSweep } from './sweep.ts';

/**
 * The sweep of well-formed input (hostile text included: quotes, NUL, emoji, RTL), aimed at
 * existing rows: never a 5xx, every answer documented for its route (media type included), and
 * every route whose rows exist answers at least one of them with a 2xx — a route that refuses
 * everything hides its 500s from this sweep. Requests write: this file runs on its own database.
 */
const sweep = await createSweep();
const { harness, routes } = sweep;

/**
 * Routes the generated requests cannot bring to a 2xx, each with the reason; the last test
 * fails as soon as one of them gets a 2xx (then it leaves this list) or is no longer a route.
 */
const KNOWN_EXCEPTIONS: Record<string, string> = {
  // A CSV whose rows must name existing horses and locations by name and label; the document
  // says which columns, not which values. Its 200 is tested in modules/lodgings/import.test.ts.
  'POST /api/semen/upload/lodging': 'rows must name existing horses and locations',
  // The same for semen lots: stallions, owners and containers by name. Tested in
  // modules/semen/import.test.ts.
  'POST /api/semen/upload/semen': 'rows must name existing stallions, customers and containers',
  // searchItem must be a row of the table searchType names (404 otherwise); the document cannot
  // tie the id to the type. Its 201 is tested in modules/search/search-results.test.ts.
  'POST /api/search-result': 'searchItem must exist as the searchType it is recorded as',
  // The chosen embryos must be '{n}-{code}' of the lot's own code and amount (and the code one
  // no lot has); the document cannot tie them. Its 201 is tested in modules/icsi/lots.test.ts.
  'POST /api/icsi': 'embryoCodes must be embryos of the lot the body names',
};

/** Random well-formed requests per route, after one aimed at each existing row. */
const validRuns = Math.max(15, Math.ceil(CONTRACT_RUNS / 4));
/** Answers per route and status, and the first refusal's message per route. */
const outcomes = new Map<string, Map<number, number>>();
const firstRefusal = new Map<string, string>();
let sent = 0;

/** CONTRACT_VERBOSE=1 prints the answers each route gave. */
const verbose = process.env.CONTRACT_VERBOSE === '1';

afterAll(async () => {
  const silent = [...outcomes].filter(([, m]) => ![...m.keys()].some((s) => s < 300)).length;
  sweep.summary('well-formed input', sent, `, ${outcomes.size - silent} routes answered a 2xx`);
  if (verbose)
    for (const [label, counts] of outcomes)
      console.info(
        `${label}: ${[...counts].map(([s, n]) => `${s}×${n}`).join(' ')}${firstRefusal.has(label) ? ` — ${firstRefusal.get(label)}` : ''}`,
      );
  await harness.close();
});

/** A 2xx carries a documented media type (a JSON answer, or a file of a listed type). */
function checkSuccess(op: Operation, res: LightMyRequestResponse): void {
  const documented = op.responses[String(res.statusCode)];
  const types = Object.keys(documented?.content ?? {});
  if (res.statusCode === 204 || !types.length) {
    expect(res.body, `${res.statusCode} has no body`).toBe('');
    return;
  }
  const type =
    String(res.headers['content-type'] ?? '')
      .split(';')[0]
      ?.trim() ?? '';
  expect(types, `${res.statusCode} answered as ${type}`).toContain(type);
}

describe('generated well-formed input: documented answers, never a 5xx, a 2xx where rows exist', () => {
  for (const route of routes) {
    const label = routeLabel(route);
    it(
      label,
      async () => {
        const op = operationOf(harness.document, route);
        if (!op) throw new Error(`${label} is not in the OpenAPI document`);
        const targets = await sweep.targets(route);
        const counts = new Map<number, number>();
        outcomes.set(label, counts);
        const { arb, examples } = validRequests(harness.document, route, op, targets);
        const property = fc.asyncProperty(arb, async (req) => {
          sent++;
          const res = await sweep.send(route, req);
          counts.set(res.statusCode, (counts.get(res.statusCode) ?? 0) + 1);
          if (res.statusCode >= 500)
            throw new Error(`answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
          if (res.statusCode >= 400) {
            const error = expectErrorShape(res, req.method);
            const english = error ? englishTexts(error) : [];
            if (english.length) throw new Error(`English: ${english.join(' | ')}`);
            if (!firstRefusal.has(label) && error)
              firstRefusal.set(label, `${res.statusCode} ${error.message.slice(0, 160)}`);
          } else checkSuccess(op, res);
        });
        await fc.assert(property, {
          seed: CONTRACT_SEED,
          numRuns: examples.length + validRuns,
          examples: examples.map((e) => [e]),
        });
        const rowsExist = !pathParams(route.url).length || targets.pathRows.length > 0;
        const succeeded = [...counts.keys()].some((s) => s < 300);
        if (rowsExist && !succeeded && !(label in KNOWN_EXCEPTIONS))
          throw new Error(
            `no 2xx in ${examples.length + validRuns} well-formed requests (${[...counts].map(([s, n]) => `${s}×${n}`).join(' ')}); ` +
              `first refusal: ${firstRefusal.get(label) ?? '-'}. Make the generated requests valid ` +
              `(the document can say more), or add the route to KNOWN_EXCEPTIONS with the reason.`,
          );
      },
      CONTRACT_TIMEOUT,
    );
  }

  it('keeps KNOWN_EXCEPTIONS short and true: registered routes that still never answer a 2xx', () => {
    const labels = routes.map(routeLabel);
    for (const label of Object.keys(KNOWN_EXCEPTIONS)) {
      expect(labels, `${label} is not a route`).toContain(label);
      const counts = outcomes.get(label);
      expect(counts, `${label} was swept`).toBeDefined();
      expect(
        [...(counts?.keys() ?? [])].filter((s) => s < 300),
        `${label} answered a 2xx: take it off KNOWN_EXCEPTIONS`,
      ).toEqual([]);
    }
    expect(Object.keys(KNOWN_EXCEPTIONS).length).toBeLessThanOrEqual(5);
  });
});
