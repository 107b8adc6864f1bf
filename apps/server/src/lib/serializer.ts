import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** A route's response schema as Fastify hands it to the serializer compiler. */
type ResponseSchema = z.ZodType | { properties: z.ZodType };
type Json = Record<string, unknown>;

const isJson = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Formats fast-json-stringify writes a Date in; the others only validate, as `pattern` does. */
const DATE_FORMATS = new Set(['date-time', 'date', 'time']);
/** Keywords whose value is one schema, a list of schemas, or a map of names to schemas. */
const ONE = ['additionalProperties', 'items', 'not', 'if', 'then', 'else', 'contains'];
const LIST = ['anyOf', 'oneOf', 'allOf', 'prefixItems', 'items'];
const MAP = ['properties', 'patternProperties', '$defs', 'definitions'];

/**
 * A JSON schema that serialises as zod's encode does:
 * - zod drops keys a schema does not name and fast-json-stringify writes only the keys it names,
 *   so `additionalProperties: false` goes: it would only make a union's branch refuse an object
 *   with a key too many, where zod's union takes the branch and drops the key;
 * - `required` goes (outside a union's branches, which need it to be told apart): with it
 *   fast-json-stringify writes the required keys first, zod writes the schema's order; a missing
 *   key is the tests' to catch, as every other mismatch (`check`);
 * - `default` goes: zod's encode writes no default, fast-json-stringify would;
 * - `pattern` and the formats that are no dates only validate; they go too, so picking a union's
 *   branch checks the shape, not each id's regular expression.
 */
function forSerializing(schema: unknown, inUnion = false): unknown {
  if (!isJson(schema)) return schema;
  const out: Json = nullableAsType({ ...schema });
  if (out.additionalProperties === false) delete out.additionalProperties;
  if (!inUnion) delete out.required;
  delete out.default;
  delete out.pattern;
  if (typeof out.format === 'string' && !DATE_FORMATS.has(out.format)) delete out.format;
  const child = (c: unknown, union = inUnion) => forSerializing(c, union);
  for (const key of ONE) if (isJson(out[key])) out[key] = child(out[key]);
  for (const key of LIST) {
    const union = inUnion || key === 'anyOf' || key === 'oneOf';
    if (Array.isArray(out[key])) out[key] = out[key].map((c: unknown) => child(c, union));
  }
  for (const key of MAP) {
    const children = out[key];
    if (isJson(children)) {
      out[key] = Object.fromEntries(Object.entries(children).map(([k, c]) => [k, child(c)]));
    }
  }
  return out;
}

/**
 * `anyOf: [X, {type: 'null'}]` (zod's `.nullable()` of an object or enum) as `type: [X's, 'null']`:
 * fast-json-stringify tells those apart by a typeof test, where a union costs a schema validation
 * of the value for each branch it tries.
 */
function nullableAsType(schema: Json): Json {
  const key = Array.isArray(schema.anyOf) ? 'anyOf' : Array.isArray(schema.oneOf) ? 'oneOf' : null;
  const branches = key ? (schema[key] as unknown[]) : [];
  if (!key || branches.length !== 2 || Object.keys(schema).length !== 1) return schema;
  const isNull = (b: unknown) => isJson(b) && b.type === 'null' && Object.keys(b).length === 1;
  const other = branches.find((b) => !isNull(b));
  if (!branches.some(isNull) || !isJson(other) || typeof other.type !== 'string') return schema;
  if (['anyOf', 'oneOf', 'allOf', '$ref', 'const', 'not'].some((k) => k in other)) return schema;
  const merged: Json = { ...other, type: [other.type, 'null'] };
  if (Array.isArray(other.enum)) merged.enum = [...other.enum, null];
  return merged;
}

/** The JSON schema fast-json-stringify compiles for a zod response schema (what it answers). */
export function serializingSchema(schema: z.ZodType): Json {
  const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' });
  return forSerializing(json) as Json;
}

type Stringify = (data: unknown) => string;
/** One compiled serializer per schema (the error shape is shared by every route), made on first use. */
const compiled = new WeakMap<object, Stringify>();

function stringifierFor(schema: ResponseSchema): Stringify {
  const zodSchema = schema instanceof z.ZodType ? schema : schema.properties;
  let stringify = compiled.get(zodSchema);
  if (!stringify) {
    stringify = fastJson(serializingSchema(zodSchema)) as Stringify;
    compiled.set(zodSchema, stringify);
  }
  return stringify;
}

/**
 * Fastify's serializer compiler for the zod response schemas: fast-json-stringify compiled from
 * each schema's JSON schema, so no answer is parsed by zod on its way out. Compiled on a route's
 * first answer, so start-up compiles nothing. With `check` (the tests: test/helpers.ts) each answer
 * is also encoded by zod as before — one that does not match its schema fails with zod's error —
 * and must come out byte for byte as zod's `JSON.stringify` of it would.
 */
export function compiledSerializerCompiler(opts: {
  check: boolean;
}): FastifySerializerCompiler<ResponseSchema> {
  const zodCompiler = createSerializerCompiler();
  return (route) => {
    let stringify: Stringify | undefined;
    const fast: Stringify = (data) => (stringify ??= stringifierFor(route.schema))(data);
    if (!opts.check) return fast;
    const checked = zodCompiler(route) as Stringify;
    return (data) => {
      const expected = checked(data);
      const actual = fast(data);
      if (actual !== expected) {
        throw new Error(
          `${route.method} ${route.url} ${route.httpStatus}: the compiled serializer wrote ` +
            `${actual.slice(0, 400)} where zod writes ${expected.slice(0, 400)}`,
        );
      }
      return actual;
    };
  };
}
