import fc from 'fast-check';
import type { PathRow } from './db-state.ts';
import { queryOf, type Parts } from './faults.ts';
import { pathParams, type RegisteredRoute } from './harness.ts';
import { formCheck, formSchema, validForm } from './multipart.ts';
import { bodySchema, paramsIn, type OpenApiDocument, type Operation } from './openapi-types.ts';
import { accepted, asText, mostlyAccepted, validId, validValue, type IdPool } from './values.ts';

/**
 * The rows a route's requests aim at: existing rows for its path parameters (each a full set:
 * a contact with its own customer), and ids of existing rows by field name for query and body.
 */
export type Targets = {
  pathRows: PathRow[];
  ids: IdPool;
  /**
   * Bodies made of existing rows (reflect.ts), besides the generated ones, each with the path
   * of the row it came from when it is sent back to that row (PUT).
   */
  bodies: { path?: PathRow; body: unknown }[];
  /**
   * For a path row, ids of rows that belong to it, by field name (`PUT /horse/:id/lodging` wants
   * a lodging of that horse in its body); undefined when the body names no such row.
   */
  rowIds?: (row: PathRow) => IdPool;
  seed: number;
};

/** Methods whose bodies Fastify parses (so body faults reach the parser even without a body schema). */
export const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** Query keys that pollute prototypes in naive parsers; ours must ignore them or refuse the request. */
const POLLUTION: [string, string][] = [
  ['__proto__', 'x'],
  ['__proto__[polluted]', '1'],
  ['constructor[prototype][polluted]', '1'],
  ['constructor.prototype.polluted', '1'],
  ['x_unknown', 'y'],
];

/** The valid parts of a request to `route`: path ids (mostly existing rows), query, body or form. */
export function validParts(
  doc: OpenApiDocument,
  route: RegisteredRoute,
  op: Operation,
  targets: Targets,
  /** For a one-fault request: bodies and forms only of those the route's schema accepts. */
  onlyAccepted = false,
): fc.Arbitrary<Parts> {
  const only = { onlyAccepted };
  const { ids, pathRows } = targets;
  const pathSchemas = Object.fromEntries(paramsIn(op, 'path').map((p) => [p.name, p.schema]));
  const param = (n: string): fc.Arbitrary<string> => {
    const schema = pathSchemas[n];
    return !schema || schema.format === 'uuid'
      ? validId({ name: n, ids })
      : validValue(doc, schema, { name: n, ids }).map((v) => [asText(v)].flat().join(''));
  };
  const drawn = fc.record(Object.fromEntries(pathParams(route.url).map((n) => [n, param(n)])));
  const path = pathRows.length
    ? fc.oneof(
        { weight: 6, arbitrary: fc.constantFrom(...pathRows) },
        { weight: 1, arbitrary: drawn },
      )
    : drawn;
  const queryParams = paramsIn(op, 'query');
  const some = fc.tuple(
    ...queryParams.map((p) => {
      const value = validValue(doc, p.schema, { name: p.name, ids });
      return p.required ? value : fc.option(value, { nil: undefined });
    }),
  );
  // A list with every filter set is mostly empty: a quarter of the requests set none.
  const bare = fc.tuple(
    ...queryParams.map((p) =>
      p.required ? validValue(doc, p.schema, { name: p.name, ids }) : fc.constant(undefined),
    ),
  );
  const query = fc
    .oneof({ weight: 3, arbitrary: some }, { weight: 1, arbitrary: bare })
    .map((values) =>
      queryOf(
        values.flatMap((v, i): [string, unknown][] =>
          v === undefined ? [] : [[queryParams[i]?.name ?? '', v]],
        ),
      ),
    );
  const body = bodySchema(op);
  const form = formSchema(op);
  const bodyOf = (pool: IdPool) =>
    body
      ? mostlyAccepted(validValue(doc, body, { ids: pool }), route.schema?.body, targets.seed, only)
      : fc.constant(undefined);
  const anyBody = bodyOf(ids);
  const { rowIds } = targets;
  // A body naming rows of the path's row: drawn after the path, from that row's own.
  const perRow = new Map(rowIds ? pathRows.map((row) => [row, bodyOf(rowIds(row))]) : []);
  const bodyForPath = perRow.size
    ? fc.oneof(
        {
          weight: 3,
          arbitrary: fc
            .constantFrom(...perRow.keys())
            .chain((row) => (perRow.get(row) ?? anyBody).map((b) => ({ row, body: b }))),
        },
        { weight: 1, arbitrary: fc.tuple(path, anyBody).map(([row, b]) => ({ row, body: b })) },
      )
    : undefined;
  const parts = fc.record({
    path,
    query,
    body: anyBody,
    ...(form
      ? {
          form: mostlyAccepted(
            validForm(doc, form, { ids }),
            formCheck(route.schema?.multipartBody),
            targets.seed,
            only,
          ),
        }
      : {}),
    noise: fc.subarray(POLLUTION),
  });
  const withPath = bodyForPath
    ? fc.tuple(parts, bodyForPath).map(([p, b]) => ({ ...p, path: b.row, body: b.body }))
    : parts;
  // A body made of an existing row goes back to that row's path (reflect.ts).
  const reflected = targets.bodies.filter((b) => accepted(route.schema?.body, b.body));
  if (!reflected.length) return withPath;
  const fromRows = fc
    .tuple(withPath, fc.constantFrom(...reflected))
    .map(([p, r]) => ({ ...p, path: r.path ?? p.path, body: r.body }));
  return fc.oneof(
    { weight: 1, arbitrary: fromRows },
    { weight: onlyAccepted ? 1 : 2, arbitrary: withPath },
  );
}
