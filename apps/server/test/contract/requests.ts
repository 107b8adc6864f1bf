import fc from 'fast-check';
import { MAX_QUERY_PARAMS } from '../../src/lib/query-limits.ts';
import { MAX_PARAM_LENGTH } from '../../src/app.ts';
import { badKinds, narrowKind, type Bad } from './bad-values.ts';
import {
  bodyFaults,
  drawn,
  fromBad,
  queryOf,
  type Apply,
  type Built,
  type Expect,
  type FaultKind,
  type Parts,
} from './faults.ts';
import { fillPath, pathParams, type RegisteredRoute } from './harness.ts';
import { formFaults, formPayload, formSchema, formType } from './multipart.ts';
import { bodySchema, paramsIn, type OpenApiDocument, type Operation } from './openapi-types.ts';
import { BODY_METHODS, validParts, type Targets } from './valid-parts.ts';
import { accepted } from './values.ts';

export type { Targets };

/** One generated request and the fault it carries. */
export type GeneratedRequest = {
  fault: string;
  /** The answers this fault may get, and the field a 400's details must name. */
  statuses: number[];
  target?: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

function toRequest(
  route: RegisteredRoute,
  expect: Expect & { fault: string },
  p: Built,
): GeneratedRequest {
  const search = new URLSearchParams([...p.query, ...p.noise]).toString();
  const url = fillPath(route.url, (n) => p.path[n] ?? '') + (search ? `?${search}` : '');
  const form = p.form && p.payload === undefined ? formPayload(p.form) : undefined;
  const payload =
    p.payload ??
    form ??
    (BODY_METHODS.has(route.method) && p.body !== undefined ? JSON.stringify(p.body) : undefined);
  const type = p.type ?? (form ? formType() : 'application/json');
  const headers: Record<string, string> = payload !== undefined ? { 'content-type': type } : {};
  const { fault, statuses, target } = expect;
  return describe({
    fault,
    statuses,
    ...(target ? { target } : {}),
    method: route.method,
    url,
    headers,
    ...(payload !== undefined ? { payload } : {}),
  });
}

/** Well-formed requests to `route` (their text may be hostile: quotes, NUL, emoji ...). */
export function validRequests(
  doc: OpenApiDocument,
  route: RegisteredRoute,
  op: Operation,
  targets: Targets,
): { arb: fc.Arbitrary<GeneratedRequest>; examples: GeneratedRequest[] } {
  const none = { fault: 'none', statuses: [] };
  const parts = validParts(doc, route, op, targets);
  // Every existing row is aimed at once, and every body made of one (reflect.ts): a route that
  // only some rows let through (a surrogate mare's research sheet) is not left to chance.
  const bases = fc.sample(parts, {
    numRuns: targets.pathRows.length + targets.bodies.length,
    seed: targets.seed,
  });
  const reflected = targets.bodies.filter((b) => accepted(route.schema?.body, b.body));
  const examples = [
    ...targets.pathRows.map((row, i) => ({ ...bases[i], path: row })),
    ...reflected.map((b, i) => ({
      ...bases[targets.pathRows.length + i],
      path: b.path ?? bases[targets.pathRows.length + i]?.path ?? {},
      body: b.body,
    })),
  ].flatMap((p) => (p.query && p.noise ? [toRequest(route, none, p as Parts)] : []));
  return { arb: parts.map((p) => toRequest(route, none, p)), examples };
}

/** Faults of the query string (too many parameters, each parameter's bad values) and of the path. */
function urlFaults(doc: OpenApiDocument, route: RegisteredRoute, op: Operation): FaultKind[] {
  const faults: FaultKind[] = [
    drawn(
      fc.integer({ min: MAX_QUERY_PARAMS + 1, max: MAX_QUERY_PARAMS + 60 }).map((n) => ({
        fault: `query: ${n} parameters`,
        apply: (p: Parts) => ({
          ...p,
          noise: Array.from({ length: n }, (_, i): [string, string] => [`p${i % 7}`, String(i)]),
        }),
        statuses: [400],
      })),
    ),
  ];
  for (const param of paramsIn(op, 'query')) {
    for (const kind of badKinds(doc, param.schema, 'query')) {
      faults.push(
        fromBad(
          `query.${param.name}`,
          kind,
          (b) => (p) => ({
            ...p,
            query: [
              ...p.query.filter(([k]) => k !== param.name),
              ...queryOf([[param.name, b.value]]),
            ],
          }),
          { statuses: [400], target: `querystring.${param.name}` },
        ),
      );
    }
  }
  const pathSchemas = Object.fromEntries(paramsIn(op, 'path').map((p) => [p.name, p.schema]));
  for (const name of pathParams(route.url)) {
    const set = (b: Bad) => (p: Parts) => ({ ...p, path: { ...p.path, [name]: String(b.value) } });
    // An empty segment no longer matches the route: 404. A value longer than the router allows
    // (MAX_PARAM_LENGTH): 414. Any other bad value reaches the route: 400 naming the parameter.
    for (const kind of badKinds(doc, pathSchemas[name] ?? { type: 'string' }, 'path')) {
      // '.' and '..' are no value but a step in the path: the URL names another route.
      const sent = (b: Bad) =>
        ['.', '..'].includes(String(b.value)) ? -1 : encodeURIComponent(String(b.value)).length;
      const byAnswer: [(b: Bad) => boolean, Expect][] = [
        [(b) => sent(b) === 0, { statuses: [404] }],
        [(b) => sent(b) > MAX_PARAM_LENGTH, { statuses: [414] }],
        [
          (b) => sent(b) > 0 && sent(b) <= MAX_PARAM_LENGTH,
          { statuses: [400], target: `params.${name}` },
        ],
      ];
      for (const [test, expect] of byAnswer) {
        const only = narrowKind(kind, test);
        if (only) faults.push(fromBad(`path.${name}`, only, set, expect));
      }
    }
    const long = { value: 'x'.repeat(MAX_PARAM_LENGTH + 1), why: `${MAX_PARAM_LENGTH + 1} chars` };
    faults.push(
      fromBad(`path.${name}`, { why: long.why, arb: fc.constant(long), examples: [long] }, set, {
        statuses: [414],
      }),
    );
  }
  return faults;
}

/**
 * Requests to `route` that are valid but for one fault, derived from its operation in the
 * OpenAPI document (itself generated from the route's zod schemas): `arb` draws them at random,
 * `examples` holds one request per listed value of every fault kind, sent on every run.
 */
export function badRequests(
  doc: OpenApiDocument,
  route: RegisteredRoute,
  op: Operation,
  targets: Targets,
  seed: number,
): { arb: fc.Arbitrary<GeneratedRequest>; examples: GeneratedRequest[] } {
  const faults = urlFaults(doc, route, op);
  const form = formSchema(op);
  const listedOnly: Apply[] = [];
  if (form) {
    const multipart = formFaults(doc, form);
    faults.push(...multipart.faults);
    listedOnly.push(...multipart.listedOnly);
  } else if (BODY_METHODS.has(route.method)) faults.push(...bodyFaults(doc, bodySchema(op)));
  const parts = validParts(doc, route, op, targets, true);
  const applies = [...faults.flatMap((f) => f.examples), ...listedOnly];
  const bases = fc.sample(parts, { numRuns: applies.length, seed });
  return {
    arb: fc
      .tuple(parts, fc.oneof(...faults.map((f) => f.arb)))
      .map(([p, a]) => toRequest(route, a, a.apply(p))),
    examples: applies.flatMap((a, i) => (bases[i] ? [toRequest(route, a, a.apply(bases[i]))] : [])),
  };
}

/** How fast-check prints a request in a failure: shortened, since payloads run to 100k chars. */
function describe(req: GeneratedRequest): GeneratedRequest {
  const cut = (t: string) => (t.length > 300 ? `${t.slice(0, 300)}…(${t.length} chars)` : t);
  const body = Buffer.isBuffer(req.payload)
    ? req.payload.subarray(0, 400).toString('latin1')
    : (req.payload ?? '');
  const text = `[${req.fault}] ${req.method} ${cut(req.url)} ${JSON.stringify(req.headers)} ${cut(body)}`;
  return Object.assign(req, { [fc.toStringMethod]: () => text });
}
