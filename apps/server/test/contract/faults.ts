import fc from 'fast-check';
import { MAX_JSON_DEPTH } from '../../src/lib/json-parser.ts';
import { badKinds, type Bad, type BadKind } from './bad-values.ts';
import { resolve, type JsonSchema, type OpenApiDocument } from './openapi-types.ts';
import { asText } from './values.ts';

/** One part of a multipart/form-data body: a text field or a file. */
export type FormPart =
  { name: string; value: string } | { name: string; filename: string; type: string; data: Buffer };

/** The parts of a request before it is written out: a JSON body, or a multipart form. */
export type Parts = {
  path: Record<string, string>;
  query: [string, string][];
  body: unknown;
  form?: FormPart[];
  noise: [string, string][];
};
export type Built = Parts & { payload?: string | Buffer; type?: string };
/**
 * A fault: its name, how it spoils valid parts, the answers it may get, and (for a bad value)
 * the detail path the 400 must name (`body.places`, `querystring.limit`, `params.id`).
 */
export type Apply = {
  fault: string;
  apply: (p: Parts) => Built;
  statuses: number[];
  target?: string;
};
export type Expect = Pick<Apply, 'statuses' | 'target'>;
/** A kind of fault: drawn at random, and its examples sent on every run. */
export type FaultKind = { arb: fc.Arbitrary<Apply>; examples: Apply[] };

const DEEP = '"__contract_deep__"';
const PROTO = '__contract_proto__';
const MALFORMED_JSON = [
  '{"a":1,}',
  "{'a':1}",
  '{"a":1}}',
  '\u0000',
  '{',
  '{"a":}',
  '[1,2,,]',
  'NaN',
  'undefined',
  '{"a":"\\x"}',
];

export const queryOf = (entries: [string, unknown][]): [string, string][] =>
  entries.flatMap(([k, v]) => [asText(v)].flat().map((t): [string, string] => [k, t]));

/** The fault kinds of one bad-value kind, applied by `apply`. */
export function fromBad(
  prefix: string,
  kind: BadKind,
  apply: (b: Bad) => (p: Parts) => Built,
  expect: Expect,
): FaultKind {
  const toApply = (b: Bad): Apply => ({ fault: `${prefix}: ${b.why}`, apply: apply(b), ...expect });
  return { arb: kind.arb.map(toApply), examples: kind.examples.map(toApply) };
}

/** A fault kind drawn at random, with one drawn example (fixed seed) sent on every run. */
export function drawn(arb: fc.Arbitrary<Apply>): FaultKind {
  return { arb, examples: fc.sample(arb, { numRuns: 1, seed: 11 }) };
}

/** Field paths of an object body, down to `depth` levels (arrays are leaves). */
function fieldPaths(
  doc: OpenApiDocument,
  schema: JsonSchema,
  prefix: string[] = [],
  depth = 0,
): { path: string[]; schema: JsonSchema; required: boolean }[] {
  const s = resolve(doc, schema);
  if (s.type !== 'object' || !s.properties || depth > 4) return [];
  return Object.entries(s.properties).flatMap(([key, prop]) => [
    { path: [...prefix, key], schema: prop, required: (s.required ?? []).includes(key) },
    ...fieldPaths(doc, prop, [...prefix, key], depth + 1),
  ]);
}

/** A copy of `body` with the value at `path` replaced (or removed when `value` is undefined). */
function setAt(body: unknown, path: string[], value: unknown): unknown {
  const root: Record<string, unknown> =
    typeof body === 'object' && body !== null && !Array.isArray(body)
      ? structuredClone(body as Record<string, unknown>)
      : {};
  let node = root;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    node[key] = typeof next === 'object' && next !== null && !Array.isArray(next) ? next : {};
    node = node[key] as Record<string, unknown>;
  }
  const last = path[path.length - 1] ?? '';
  if (value === undefined) delete node[last];
  else node[last] = value;
  return root;
}

const nested = (depth: number, kind: 'array' | 'object') =>
  kind === 'array'
    ? '['.repeat(depth) + ']'.repeat(depth)
    : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

/** Faults of a JSON body: per field (bad value, missing), and of the body as a whole. */
export function bodyFaults(doc: OpenApiDocument, schema: JsonSchema | undefined): FaultKind[] {
  const faults: FaultKind[] = [];
  const fields = schema ? fieldPaths(doc, schema) : [];
  for (const field of fields) {
    const name = field.path.join('.');
    for (const kind of badKinds(doc, field.schema, 'body')) {
      faults.push(
        fromBad(
          `body.${name}`,
          kind,
          (b) => (p) => ({ ...p, body: setAt(p.body, field.path, b.value) }),
          { statuses: [400], target: `body.${name}` },
        ),
      );
    }
    const missing: Apply = {
      fault: `body.${name}: missing`,
      apply: (p) => ({ ...p, body: setAt(p.body, field.path, undefined) }),
      statuses: [400],
      target: `body.${name}`,
    };
    if (field.required) faults.push(drawn(fc.constant(missing)));
  }
  if (schema) {
    for (const kind of badKinds(doc, schema, 'body'))
      faults.push(
        fromBad('body', kind, (b) => (p) => ({ ...p, body: b.value }), {
          statuses: [400],
          target: 'body',
        }),
      );
    faults.push(
      drawn(
        fc.constant<Apply>({
          fault: 'body: empty',
          apply: (p) => ({ ...p, payload: '' }),
          statuses: [400],
        }),
      ),
    );
    const types = [
      'application/x-www-form-urlencoded',
      'application/xml',
      'application/octet-stream',
      'text/html',
    ];
    const byType = types.map((type): Apply => ({
      fault: `body: content-type ${type}`,
      apply: (p) => ({ ...p, type }),
      statuses: [415],
    }));
    faults.push({ arb: fc.constantFrom(...byType), examples: byType });
  }
  const where = fc.constantFrom<string[]>([], ...fields.map((f) => f.path));
  faults.push(
    drawn(
      fc
        .tuple(
          where,
          fc.integer({ min: MAX_JSON_DEPTH + 1, max: 5000 }),
          fc.constantFrom<'array' | 'object'>('array', 'object'),
        )
        .map(([path, depth, kind]) => ({
          fault: `body${path.length ? `.${path.join('.')}` : ''}: nested ${depth} deep`,
          apply: (p: Parts) => ({
            ...p,
            payload: path.length
              ? JSON.stringify(setAt(p.body, path, JSON.parse(DEEP))).replace(
                  DEEP,
                  nested(depth, kind),
                )
              : nested(depth, kind),
          }),
          statuses: [400],
        })),
    ),
  );
  const keys = [
    '"__proto__":{"polluted":1}',
    '"constructor":{"prototype":{"polluted":1}}',
    '"__proto__":null',
  ];
  const pollute = ([path, key]: [string[], string]): Apply => ({
    fault: `body${path.length ? `.${path.join('.')}` : ''}: ${key}`,
    apply: (p) => ({
      ...p,
      payload: JSON.stringify(setAt(p.body, [...path, PROTO], 1)).replace(`"${PROTO}":1`, key),
    }),
    statuses: [400],
  });
  faults.push({
    arb: fc.tuple(where, fc.constantFrom(...keys)).map(pollute),
    examples: keys.map((k) => pollute([[], k])),
  });
  const malformed = (payload: string): Apply => ({
    fault: `body: malformed JSON ${JSON.stringify(payload.slice(0, 40))}`,
    apply: (p) => ({ ...p, payload }),
    statuses: [400],
  });
  const texts = ['{"text":"\\ud800"}', ...MALFORMED_JSON];
  faults.push({
    arb: fc
      .oneof(
        fc.constantFrom(...texts),
        fc.nat({ max: 50 }).map((n) => `{"name":"${'x'.repeat(n)}`),
      )
      .map(malformed),
    examples: texts.slice(0, 4).map(malformed),
  });
  return faults;
}
