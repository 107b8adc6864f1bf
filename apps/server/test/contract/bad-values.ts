import fc from 'fast-check';
import { accepts, type Where } from './json-accepts.ts';
import { resolve, type JsonSchema, type OpenApiDocument } from './openapi-types.ts';
import { asText, letters, validValue } from './values.ts';

/** A value and why it is wrong, so a failure names the fault. */
export type Bad = { value: unknown; why: string };

/**
 * One way of breaking a schema: `arb` draws values of it at random, `examples` are sent on
 * every run (each listed wrong type, each malformed id ...), so no kind depends on luck.
 */
export type BadKind = { why: string; arb: fc.Arbitrary<Bad>; examples: Bad[] };

export const HUGE = 100_000;

/** The values of `kind` that pass `test`, or undefined when none of its examples does. */
export function narrowKind(kind: BadKind, test: (b: Bad) => boolean): BadKind | undefined {
  const examples = kind.examples.filter(test);
  if (!examples.length) return undefined;
  return { why: kind.why, arb: kind.arb.filter(test), examples };
}

/** Per expected JSON type, values of other types (the ones z.coerce would quietly accept first). */
const WRONG_JSON: Record<string, unknown[]> = {
  string: [1, true, ['a'], null, 0, false, {}, [], { a: 'b' }],
  integer: [true, [1], null, 'abc', false, [2, 3], {}, '1 2', 'Infinity', 1.5],
  number: [true, [1], null, 'abc', false, [2, 3], {}, '1 2', 'Infinity'],
  boolean: ['true', 1, null, 'yes', 'false', 0, [], {}],
  array: ['a', {}, 1, null, true, { 0: 'a' }],
  object: [[{}], 'a', null, 1, true, []],
};
/** Examples sent on every run per kind (the lists are ordered: what coercion would accept first). */
const EXAMPLES_PER_KIND = 4;
/** Per expected type, text that does not read as one (query strings and paths carry text only). */
const WRONG_TEXT: Record<string, string[]> = {
  integer: ['abc', 'x1', '1.5', '1e999', 'NaN', 'true', '-', '[1]', '0x', '1,5'],
  number: ['abc', 'x1', '1e999', 'NaN', 'true', '-', '[1]', '1,5'],
  boolean: ['yes', 'no', '2', '-1', 'null', 'on', 'TRUE'],
};
const MALFORMED_IDS = [
  "' OR '1'='1",
  '00000000-0000-0000-0000-00000000000',
  'g0000000-0000-4000-8000-000000000000',
  '\u0000',
  'not-a-uuid',
  '1',
  '-1',
  'null',
  '../../etc/passwd',
  '{}',
  '00000000-0000-0000-0000-0000000000000',
  '00000000_0000_4000_8000_000000000000',
];
const EDGE_NUMBERS = [0, -1, -2, 1001, 1e308, -1e308, 2 ** 53 + 2, 0.5, 3.25];

function wrongTypes(s: JsonSchema, where: Where): unknown[] {
  const table: Record<string, unknown[]> = where === 'body' ? WRONG_JSON : WRONG_TEXT;
  if (s.type && !s.anyOf && !s.oneOf) return table[s.type] ?? [];
  return [...new Set(Object.values(table).flat())];
}

/** The kinds of bad value for `schema` that it actually refuses (checked against the document). */
export function badKinds(doc: OpenApiDocument, schema: JsonSchema, where: Where): BadKind[] {
  const s = resolve(doc, schema);
  const isBad = (v: unknown) => !accepts(doc, s, v, where);
  const kinds: (BadKind | undefined)[] = [];
  const list = (why: string, values: unknown[]): void => {
    const bad = values.filter(isBad).map((value) => ({ value, why }));
    if (bad.length)
      kinds.push({ why, arb: fc.constantFrom(...bad), examples: bad.slice(0, EXAMPLES_PER_KIND) });
  };
  const drawn = (why: string, arb: fc.Arbitrary<unknown>): void => {
    const [first] = fc.sample(arb, { numRuns: 30, seed: 7 }).filter(isBad);
    // A kind this schema never refuses (any text where any text goes) is dropped, so filters never spin.
    if (first !== undefined)
      kinds.push({
        why,
        arb: arb.filter(isBad).map((value) => ({ value, why })),
        examples: [{ value: first, why }],
      });
  };
  const text = (v: unknown) => (where === 'body' ? v : asText(v));
  const num = (n: number) => (where === 'body' ? n : String(n));

  list('wrong type', wrongTypes(s, where));
  if (where === 'query' && s.type !== 'array') {
    drawn(
      'repeated, once expected',
      fc
        .tuple(validValue(doc, s), validValue(doc, s))
        .map(([a, b]) => [asText(a), asText(b)].flat()),
    );
  }
  if (s.type === 'string' || s.maxLength !== undefined) {
    const over = (s.maxLength ?? 1000) + 1;
    drawn(
      'too long',
      fc.integer({ min: over, max: over + 50 }).map((n) => 'a'.repeat(n)),
    );
    list(`huge string (${HUGE} chars)`, ['x'.repeat(HUGE)]);
  }
  if ((s.minLength ?? 0) > 0) list('empty', ['']);
  if (s.format || s.pattern) {
    list('malformed', MALFORMED_IDS);
    drawn(
      'malformed uuid',
      fc.uuid().map((u) => `${u.slice(0, 10)}z${u.slice(11)}`),
    );
    drawn('random text', fc.string({ maxLength: 40 }));
  }
  if (s.enum || s.items?.enum)
    drawn(
      'not one of the listed values',
      letters(1, 12).map((l) => text(`bogus_${l}`)),
    );
  if (s.type === 'integer' || s.type === 'number' || s.anyOf) {
    drawn(
      'above maximum',
      fc.integer({ min: 1, max: 1_000_000 }).map((d) => num((s.maximum ?? 1e9) + d)),
    );
    drawn(
      'below minimum',
      fc.integer({ min: 1, max: 1_000_000 }).map((d) => num((s.minimum ?? -1e9) - d)),
    );
    list('edge number', EDGE_NUMBERS.map(num));
  }
  if (s.type === 'array' && s.items) {
    const items = s.items;
    const max = s.maxItems ?? 1000;
    drawn(
      'too many items',
      fc.array(validValue(doc, items), { minLength: max + 1, maxLength: max + 10 }).map(text),
    );
    const itemKinds = badKinds(doc, items, where);
    if (itemKinds.length) {
      const item = fc.oneof(...itemKinds.map((k) => k.arb));
      drawn(
        'a bad item',
        fc
          .tuple(fc.array(validValue(doc, items), { maxLength: 2 }), item)
          .map(([ok, bad]) => [...(text(ok) as unknown[]), bad.value].flat()),
      );
    }
  }
  return kinds.filter((k): k is BadKind => k !== undefined);
}
