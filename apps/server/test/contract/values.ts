import fc from 'fast-check';
import { resolve, type JsonSchema, type OpenApiDocument } from './openapi-types.ts';

const ALNUM = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'];
export const letters = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...ALNUM.slice(0, 52)), minLength: min, maxLength: max });

/** Text that exercises escaping and encodings, each within any length limit of 8 or more. */
export const HOSTILE_TEXT = [
  "' OR '1'='1",
  '%_\\',
  'a\u0000b',
  'Zoë 🐴',
  '\u202Eevil',
  '<script>',
  '${x}',
  '../..',
  '\r\n',
  'null',
];

function validString(s: JsonSchema): fc.Arbitrary<string> {
  if (s.format === 'uuid') return fc.uuid({ version: 4 });
  if (s.format === 'date-time') {
    return fc
      .date({
        min: new Date('2000-01-01T00:00:00Z'),
        max: new Date('2099-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString());
  }
  if (s.format === 'date')
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  if (s.format === 'email') return letters(1, 10).map((l) => `${l}@example.com`);
  const min = Math.max(s.minLength ?? 0, 1);
  const max = Math.max(min, Math.min(s.maxLength ?? 16, 16));
  if (s.pattern) {
    const re = new RegExp(s.pattern);
    return fc
      .stringMatching(re)
      .filter((v) => v.length >= (s.minLength ?? 0) && v.length <= (s.maxLength ?? Infinity));
  }
  const plain = letters(Math.min(min, max), max);
  const hostile = HOSTILE_TEXT.filter(
    (t) => t.length >= (s.minLength ?? 0) && t.length <= (s.maxLength ?? Infinity),
  );
  return hostile.length
    ? fc.oneof(
        { weight: 3, arbitrary: plain },
        { weight: 1, arbitrary: fc.constantFrom(...hostile) },
      )
    : plain;
}

function validNumber(s: JsonSchema): fc.Arbitrary<number> {
  const step = s.type === 'integer' ? 1 : 0.5;
  const exMin = s.exclusiveMinimum === true ? step : 0;
  const exMax = s.exclusiveMaximum === true ? step : 0;
  const min = Math.max((s.minimum ?? -1000) + exMin, -1_000_000);
  const max = Math.min((s.maximum ?? 1000) - exMax, 1_000_000);
  return fc.integer({ min: Math.ceil(min), max: Math.max(Math.ceil(min), Math.floor(max)) });
}

/** Values `schema` accepts (as far as the document tells), for the valid part of a request. */
export function validValue(
  doc: OpenApiDocument,
  schema: JsonSchema,
  depth = 0,
): fc.Arbitrary<unknown> {
  const s = resolve(doc, schema);
  if (depth > 6) return fc.constant(null);
  if (s.enum) {
    const options = s.enum.filter((e) => e !== null);
    return options.length ? fc.constantFrom(...options) : fc.constant(null);
  }
  const branches = s.anyOf ?? s.oneOf;
  if (branches) return fc.oneof(...branches.map((b) => validValue(doc, b, depth + 1)));
  if (s.allOf?.[0]) return validValue(doc, s.allOf[0], depth + 1);
  switch (s.type) {
    case 'string':
      return validString(s);
    case 'integer':
    case 'number':
      return validNumber(s);
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(validValue(doc, s.items ?? {}, depth + 1), {
        minLength: s.minItems ?? 0,
        maxLength: Math.max(s.minItems ?? 0, Math.min(s.maxItems ?? 3, 3)),
      });
    case 'object': {
      const shape: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [k, v] of Object.entries(s.properties ?? {}))
        shape[k] = validValue(doc, v, depth + 1);
      return fc.record(shape, { requiredKeys: (s.required ?? []).filter((k) => k in shape) });
    }
    default:
      return fc.constant(s.nullable ? null : 'x');
  }
}

/** A value's form in a query string or path: text, or repeated text for an array. */
export function asText(value: unknown): string | string[] {
  if (Array.isArray(value))
    return value.map((v) => (typeof v === 'string' ? v : JSON.stringify(v)));
  return typeof value === 'string' ? value : JSON.stringify(value);
}
