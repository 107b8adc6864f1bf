import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { apiError, horseListResult, searchResult } from '@stalboek/domain';
import { compiledSerializerCompiler, serializingSchema } from './serializer.ts';

type Stringify = (data: unknown) => string;
const route = (schema: z.ZodType) => ({ schema, method: 'GET', url: '/x', httpStatus: '200' });
const fast = (schema: z.ZodType) =>
  compiledSerializerCompiler({ check: false })(route(schema)) as Stringify;
const checked = (schema: z.ZodType) =>
  compiledSerializerCompiler({ check: true })(route(schema)) as Stringify;
const zod = (schema: z.ZodType) => createSerializerCompiler()(route(schema)) as Stringify;

const uuid = '0b7e6f2a-3c1d-4e5f-8a9b-0c1d2e3f4a5b';
const item = z.object({
  _id: z.uuid(),
  name: z.string(),
  note: z.string().optional(),
  owner: z.object({ _id: z.uuid(), name: z.string() }).nullable(),
  type: z.enum(['Hengst', 'Merrie']).nullable(),
  at: z.iso.datetime({ offset: true }),
  cysts: z.record(z.string(), z.array(z.number())),
  extra: z.unknown(),
});

describe('the compiled serializer writes what zod wrote', () => {
  test.each([
    ['nullable object and enum, set', { owner: { _id: uuid, name: 'An' }, type: 'Merrie' }],
    ['nullable object and enum, null', { owner: null, type: null }],
    // `note` (optional) comes before required keys: written in the schema's order, as zod does.
    ['an optional key left out, and keys the schema does not name', { note: undefined, x: 1 }],
    ['a key too many inside a nested object', { owner: { _id: uuid, name: 'An', sort: 'an' } }],
    ['escapes, unicode and a lone surrogate', { name: 'Hélène "Bella" \\ \n \u2028 \ud800' }],
  ])('%s', (_what, overrides) => {
    const data = {
      _id: uuid,
      name: 'Bella',
      note: 'n',
      owner: null,
      type: 'Hengst',
      at: '2026-11-25T11:00:00.000Z',
      cysts: { '1': [3, 4.5], '12': [] },
      extra: { any: ['thing', 1, null] },
      ...overrides,
    };
    expect(fast(item)(data)).toBe(zod(item)(data));
    expect(checked(item)(data)).toBe(zod(item)(data));
  });

  test('a discriminated union picks the branch zod picks, also with a key too many', () => {
    const data = {
      results: [
        {
          kind: 'horse',
          _id: uuid,
          name: 'Bella',
          type: 'Merrie',
          owner: null,
          identifier: null,
          rank: 1,
        },
        {
          kind: 'horse',
          _id: uuid,
          name: 'Donna',
          type: 'Merrie',
          owner: 'Stal Peeters',
          identifier: { field: 'microchip', value: '981100004512345' },
        },
        {
          kind: 'customer',
          _id: uuid,
          name: 'Stal Peeters',
          type: 'bedrijf',
          contactName: 'Jan',
          tva: null,
          city: 'Landen',
        },
      ],
    };
    expect(fast(searchResult)(data)).toBe(zod(searchResult)(data));
  });

  test('the error shape, with and without details', () => {
    const plain = { statusCode: 404, error: 'Not Found', message: 'Niet gevonden', stack: 'x' };
    const detailed = {
      ...plain,
      statusCode: 400,
      details: [{ path: 'name', message: 'Verplicht' }],
    };
    expect(fast(apiError)(plain)).toBe(zod(apiError)(plain));
    expect(fast(apiError)(detailed)).toBe(zod(apiError)(detailed));
  });

  test('its JSON schema keeps what serialises and drops what only validates', () => {
    const json = JSON.stringify(serializingSchema(horseListResult));
    expect(json).not.toContain('"additionalProperties":false');
    expect(json).not.toContain('"pattern"');
    expect(json).not.toContain('"format":"uuid"');
    expect(json).not.toContain('anyOf'); // nullables are type lists
    expect(json).toContain('"format":"date-time"');
  });
});

describe('checking answers (the tests: test/helpers.ts)', () => {
  const list = z.object({ results: z.array(z.object({ n: z.number().int() })), total: z.number() });

  test('an answer that does not match its schema fails, where production writes it', () => {
    const wrong = { results: [{ n: '5' }], total: 1 };
    expect(() => checked(list)(wrong)).toThrow();
    // Without the check nothing parses the answer: fast-json-stringify coerces it.
    expect(fast(list)(wrong)).toBe('{"results":[{"n":5}],"total":1}');
  });

  test('a missing required key fails the check; production leaves it out', () => {
    expect(() => checked(list)({ results: [] })).toThrow();
    expect(fast(list)({ results: [] })).toBe('{"results":[]}');
  });
});
