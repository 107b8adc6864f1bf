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

/**
 * Ids of existing rows for a field or parameter, by its name (resources.ts maps names to
 * tables); none known: any uuid.
 */
export type IdPool = (name: string) => string[];

/** What a value is for: its field name (ids are drawn by it) and the rows that exist. */
export type ValueContext = { name?: string; ids?: IdPool };

/** An id: mostly one of an existing row the name points to, sometimes one no row has. */
export function validId(ctx: ValueContext): fc.Arbitrary<string> {
  const known = ctx.name && ctx.ids ? ctx.ids(ctx.name) : [];
  const any = fc.uuid({ version: 4 });
  return known.length
    ? fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: any })
    : any;
}

const dates = (min: string, max: string) =>
  fc.date({ min: new Date(min), max: new Date(max), noInvalidDate: true });
/**
 * Dates since 2000, mostly past ones: most dates we keep happened (births, visits, arrivals) and
 * must not lie ahead. Fixed bounds, never today's date, so a seed draws the same dates every day.
 */
const someDate = fc.oneof(
  { weight: 3, arbitrary: dates('2000-01-01T00:00:00Z', '2025-01-01T00:00:00Z') },
  { weight: 1, arbitrary: dates('2000-01-01T00:00:00Z', '2099-12-31T00:00:00Z') },
);

function validString(s: JsonSchema, ctx: ValueContext): fc.Arbitrary<string> {
  if (s.format === 'uuid') return validId(ctx);
  if (s.format === 'date-time') return someDate.map((d) => d.toISOString());
  if (s.format === 'date') return someDate.map((d) => d.toISOString().slice(0, 10));
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
  // Required text is trimmed before its length is checked: blank text is no valid value of it.
  const hostile = HOSTILE_TEXT.filter(
    (t) =>
      t.trim().length >= (s.minLength ?? 0) &&
      t.length <= (s.maxLength ?? Infinity) &&
      (t.trim() !== '' || !s.minLength),
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
  const min = Math.ceil(Math.max((s.minimum ?? -1000) + exMin, -1_000_000));
  const max = Math.max(min, Math.floor(Math.min((s.maximum ?? 1000) - exMax, 1_000_000)));
  // Mostly small: amounts, places and doses are, and a stock of 5 takes no 400,000.
  const low = Math.max(min, Math.min(0, max));
  return fc.oneof(
    { weight: 2, arbitrary: fc.integer({ min: low, max: Math.min(max, low + 10) }) },
    { weight: 1, arbitrary: fc.integer({ min, max }) },
  );
}

/** Values `schema` accepts (as far as the document tells), for the valid part of a request. */
export function validValue(
  doc: OpenApiDocument,
  schema: JsonSchema,
  ctx: ValueContext = {},
  depth = 0,
): fc.Arbitrary<unknown> {
  const s = resolve(doc, schema);
  if (depth > 6) return fc.constant(null);
  if (s.enum) {
    const options = s.enum.filter((e) => e !== null);
    return options.length ? fc.constantFrom(...options) : fc.constant(null);
  }
  const branches = s.anyOf ?? s.oneOf;
  if (branches) return fc.oneof(...branches.map((b) => validValue(doc, b, ctx, depth + 1)));
  if (s.allOf?.[0]) return validValue(doc, s.allOf[0], ctx, depth + 1);
  switch (s.type) {
    case 'string':
      return validString(s, ctx);
    case 'integer':
    case 'number':
      return validNumber(s);
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(validValue(doc, s.items ?? {}, ctx, depth + 1), {
        minLength: s.minItems ?? 0,
        maxLength: Math.max(s.minItems ?? 0, Math.min(s.maxItems ?? 3, 3)),
      });
    case 'object': {
      const shape: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [k, v] of Object.entries(s.properties ?? {}))
        // An object's own `_id` names a row of what the object is (`lodging._id` → lodging).
        shape[k] = validValue(doc, v, { ...ctx, name: k === '_id' ? ctx.name : k }, depth + 1);
      return fc.record(shape, { requiredKeys: (s.required ?? []).filter((k) => k in shape) });
    }
    default:
      return fc.constant(s.nullable ? null : 'x');
  }
}

/** What the route's own zod schema says of a value: the domain's rules, cross-field ones included. */
export type Check = { safeParse: (v: unknown) => { success: boolean } };
export const isCheck = (v: unknown): v is Check =>
  typeof v === 'object' && v !== null && typeof (v as Partial<Check>).safeParse === 'function';

/**
 * Values of `arb` that the route's zod schema accepts, found among `tries` drawn with `seed`,
 * mixed with `arb` itself: the document cannot show cross-field rules (a company's name when
 * the customer is a company, no parameter twice, a VAT number's check digits), the domain schema
 * can. The raw values stay in the mix, so refused input keeps being sent too — unless
 * `onlyAccepted`: the base of a one-fault request must be valid but for its fault.
 */
export function mostlyAccepted<T>(
  arb: fc.Arbitrary<T>,
  check: unknown,
  seed: number,
  opts: { onlyAccepted?: boolean; tries?: number } = {},
): fc.Arbitrary<T> {
  if (!isCheck(check)) return arb;
  const found = fc
    .sample(arb, { numRuns: opts.tries ?? 300, seed })
    .filter((v) => accepted(check, v));
  if (!found.length) return arb;
  const ok = fc.constantFrom(...found);
  return opts.onlyAccepted
    ? ok
    : fc.oneof({ weight: 3, arbitrary: ok }, { weight: 1, arbitrary: arb });
}

/** Whether the route's zod schema (if any) accepts `value`. */
export const accepted = (check: unknown, value: unknown): boolean =>
  !isCheck(check) || check.safeParse(value).success;

/** A value's form in a query string or path: text, or repeated text for an array. */
export function asText(value: unknown): string | string[] {
  if (Array.isArray(value))
    return value.map((v) => (typeof v === 'string' ? v : JSON.stringify(v)));
  return typeof value === 'string' ? value : JSON.stringify(value);
}
