import fc from 'fast-check';
import { MAX_QUERY_PARAMS } from '../../src/lib/query-limits.ts';
import { badKinds, type Bad } from './bad-values.ts';
import {
  bodyFaults,
  drawn,
  fromBad,
  queryOf,
  type Built,
  type Expect,
  type FaultKind,
  type Parts,
} from './faults.ts';
import { fillPath, pathParams, type RegisteredRoute } from './harness.ts';
import { bodySchema, paramsIn, type OpenApiDocument, type Operation } from './openapi-types.ts';
import { asText, validValue } from './values.ts';

/** One generated request and the fault it carries. */
export type GeneratedRequest = {
  fault: string;
  /** The answers this fault may get, and the field a 400's details must name. */
  statuses: number[];
  target?: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
};

/** Methods whose bodies Fastify parses (so body faults reach the parser even without a body schema). */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** Query keys that pollute prototypes in naive parsers; ours must ignore them or refuse the request. */
const POLLUTION: [string, string][] = [
  ['__proto__', 'x'],
  ['__proto__[polluted]', '1'],
  ['constructor[prototype][polluted]', '1'],
  ['constructor.prototype.polluted', '1'],
  ['x_unknown', 'y'],
];

/** The valid parts of a request to `route`: path ids (existing rows or random), query, body. */
function validParts(
  doc: OpenApiDocument,
  route: RegisteredRoute,
  op: Operation,
  ids: string[],
): fc.Arbitrary<Parts> {
  const pathSchemas = Object.fromEntries(paramsIn(op, 'path').map((p) => [p.name, p.schema]));
  const someId = ids.length
    ? fc.oneof(fc.constantFrom(...ids), fc.uuid({ version: 4 }))
    : fc.uuid({ version: 4 });
  const param = (n: string): fc.Arbitrary<string> => {
    const schema = pathSchemas[n];
    return !schema || schema.format === 'uuid'
      ? someId
      : validValue(doc, schema).map((v) => [asText(v)].flat().join(''));
  };
  const path = fc.record(Object.fromEntries(pathParams(route.url).map((n) => [n, param(n)])));
  const queryParams = paramsIn(op, 'query');
  const query = fc
    .tuple(
      ...queryParams.map((p) =>
        p.required
          ? validValue(doc, p.schema)
          : fc.option(validValue(doc, p.schema), { nil: undefined }),
      ),
    )
    .map((values) =>
      queryOf(
        values.flatMap((v, i): [string, unknown][] =>
          v === undefined ? [] : [[queryParams[i]?.name ?? '', v]],
        ),
      ),
    );
  const body = bodySchema(op);
  return fc.record({
    path,
    query,
    body: body ? validValue(doc, body) : fc.constant(undefined),
    noise: fc.subarray(POLLUTION),
  });
}

function toRequest(
  route: RegisteredRoute,
  expect: Expect & { fault: string },
  p: Built,
): GeneratedRequest {
  const search = new URLSearchParams([...p.query, ...p.noise]).toString();
  const url = fillPath(route.url, (n) => p.path[n] ?? '') + (search ? `?${search}` : '');
  const payload =
    p.payload ??
    (BODY_METHODS.has(route.method) && p.body !== undefined ? JSON.stringify(p.body) : undefined);
  const headers: Record<string, string> =
    payload !== undefined ? { 'content-type': p.type ?? 'application/json' } : {};
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
  ids: string[],
): fc.Arbitrary<GeneratedRequest> {
  return validParts(doc, route, op, ids).map((p) =>
    toRequest(route, { fault: 'none', statuses: [] }, p),
  );
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
    // A value no longer matching the route ('') 404s; one longer than the router allows 414s.
    for (const kind of badKinds(doc, pathSchemas[name] ?? { type: 'string' }, 'path')) {
      faults.push(
        fromBad(`path.${name}`, kind, set, { statuses: [400, 404, 414], target: `params.${name}` }),
      );
    }
    const long = { value: 'x'.repeat(201), why: '201 chars' };
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
  ids: string[],
  seed: number,
): { arb: fc.Arbitrary<GeneratedRequest>; examples: GeneratedRequest[] } {
  const faults = urlFaults(doc, route, op);
  if (BODY_METHODS.has(route.method)) faults.push(...bodyFaults(doc, bodySchema(op)));
  const parts = validParts(doc, route, op, ids);
  const applies = faults.flatMap((f) => f.examples);
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
  const text = `[${req.fault}] ${req.method} ${cut(req.url)} ${JSON.stringify(req.headers)} ${cut(req.payload ?? '')}`;
  return Object.assign(req, { [fc.toStringMethod]: () => text });
}
