import { resolve, type JsonSchema, type OpenApiDocument } from './openapi-types.ts';

/** Where a value travels: JSON in a body, or text in a query string or path. */
export type Where = 'body' | 'query' | 'path';

const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

function regex(pattern: string): RegExp {
  try {
    return new RegExp(pattern, 'u');
  } catch {
    return new RegExp(pattern);
  }
}

/** Numbers may come as numeric text (query strings always, forms in bodies), as the schemas read them. */
function acceptsNumber(s: JsonSchema, value: unknown): boolean {
  if (typeof value === 'string' && value.trim() === '') return true; // z.coerce reads 0: never call it bad
  const n =
    typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  if (Number.isNaN(n)) return false;
  if (s.type === 'integer' && !Number.isInteger(n)) return false;
  if (s.minimum !== undefined && (s.exclusiveMinimum === true ? n <= s.minimum : n < s.minimum))
    return false;
  if (s.maximum !== undefined && (s.exclusiveMaximum === true ? n >= s.maximum : n > s.maximum))
    return false;
  if (typeof s.exclusiveMinimum === 'number' && n <= s.exclusiveMinimum) return false;
  if (typeof s.exclusiveMaximum === 'number' && n >= s.exclusiveMaximum) return false;
  return Number.isFinite(n);
}

function acceptsString(s: JsonSchema, value: unknown): boolean {
  if (typeof value !== 'string') return false;
  if (s.minLength !== undefined && value.length < s.minLength) return false;
  if (s.maxLength !== undefined && value.length > s.maxLength) return false;
  // Text is trimmed before its pattern is checked (zod's .trim() leaves no trace in the document).
  if (s.pattern !== undefined && ![value, value.trim()].some((v) => regex(s.pattern ?? '').test(v)))
    return false;
  if (s.format === 'uuid' && !UUID.test(value)) return false;
  if (s.format === 'date-time' && Number.isNaN(Date.parse(value))) return false;
  return true;
}

function acceptsObject(doc: OpenApiDocument, s: JsonSchema, value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const obj = value as Record<string, unknown>;
  for (const key of s.required ?? []) if (obj[key] === undefined) return false;
  for (const [key, prop] of Object.entries(s.properties ?? {})) {
    if (obj[key] !== undefined && !accepts(doc, prop, obj[key], 'body')) return false;
  }
  return true;
}

/**
 * Whether `schema` lets `value` through. Errs towards yes wherever the document cannot say
 * (refinements, trimming, coercion): the generators only send values this calls bad, so a
 * lenient answer costs a candidate, never a false alarm.
 */
export function accepts(
  doc: OpenApiDocument,
  schema: JsonSchema,
  value: unknown,
  where: Where,
): boolean {
  const s = resolve(doc, schema);
  if (s.anyOf)
    return (
      s.anyOf.some((b) => accepts(doc, b, value, where)) || (value === null && s.nullable === true)
    );
  if (s.oneOf)
    return (
      s.oneOf.some((b) => accepts(doc, b, value, where)) || (value === null && s.nullable === true)
    );
  if (s.allOf) return s.allOf.every((b) => accepts(doc, b, value, where));
  if (value === null)
    return s.nullable === true || (s.enum?.includes(null) ?? false) || s.type === 'null';
  if (s.enum) {
    return s.enum.some(
      (e) => e === value || (where !== 'body' && e !== null && String(e) === value),
    );
  }
  if (where !== 'body' && s.type !== 'array' && Array.isArray(value)) return false; // repeated, once expected
  switch (s.type) {
    case 'string':
      return acceptsString(s, value);
    case 'integer':
    case 'number':
      return acceptsNumber(s, value);
    case 'boolean':
      return (
        typeof value === 'boolean' ||
        (where !== 'body' && ['true', 'false', '1', '0'].includes(String(value)))
      );
    case 'array': {
      const list = Array.isArray(value) ? value : where === 'body' ? undefined : [value];
      if (!list) return false;
      if (s.maxItems !== undefined && list.length > s.maxItems) return false;
      if (s.minItems !== undefined && list.length < s.minItems) return false;
      return !s.items || list.every((v) => accepts(doc, s.items ?? {}, v, where));
    }
    case 'object':
      return where === 'body' ? acceptsObject(doc, s, value) : true;
    case 'null':
      return false;
    default:
      return true; // no type: anything goes
  }
}
