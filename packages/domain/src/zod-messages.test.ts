import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { dutchMessage } from './zod-messages.ts';
import { ifMissing, msg, unlessMissing } from './messages.ts';
import { customerFields } from './customers.ts';
import { horseFields, lodgingFields } from './horses.ts';

/** The messages a schema gives for `value`, with the map that importing the package installed. */
const messages = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('the Dutch zod map, per kind of issue', () => {
  test.each([
    // 'Dit veld is verplicht' only for a value that is not there (absent, null, empty field).
    ['missing text', z.string(), undefined, msg.required],
    ['null for a number', z.number(), null, msg.required],
    ['an empty form field for a choice', z.enum(['a', 'b']), '', msg.required],
    ['a missing id', z.uuid(), undefined, msg.required],
    ['an empty required text', z.string().min(1), '', msg.required],
    ['a missing union', z.union([z.literal(-1), z.number()]), undefined, msg.required],
    // A value of the wrong type says which type.
    ['text where a number goes', z.number(), 'vijf', 'Moet een getal zijn'],
    ['NaN', z.number(), Number.NaN, 'Moet een getal zijn'],
    ['a number where text goes', z.string(), 5, 'Moet tekst zijn'],
    ['text where yes/no goes', z.boolean(), 'ja', 'Moet waar of onwaar zijn'],
    ['a number where a list goes', z.array(z.string()), 5, 'Moet een lijst zijn'],
    ['a list where an object goes', z.object({}), [], 'Moet een object zijn'],
    ['a repeated query parameter', z.enum(['a', 'b']), ['a', 'b'], 'Mag maar één waarde hebben'],
    ['a list where text goes', z.string(), ['a'], 'Mag maar één waarde hebben'],
    ['a fraction where a whole number goes', z.number().int(), 1.5, 'Moet een geheel getal zijn'],
    ['not a date', z.date(), 'gisteren', 'Ongeldige datum'],
    // An unknown choice.
    ['an unknown choice', z.enum(['Hengst', 'Merrie']), 'Pony', 'Ongeldige waarde'],
    ['an unknown literal', z.literal([6, 21]), 7, 'Ongeldige waarde'],
    ['text where a number is chosen', z.literal([6, 21]), Number.NaN, 'Moet een getal zijn'],
    ['no branch of a union', z.union([z.literal(-1), z.number()]), 'x', 'Ongeldige waarde'],
    ['a refinement without a message', z.string().refine(() => false), 'x', 'Ongeldige waarde'],
    // Bounds.
    ['above a maximum', z.number().max(4), 5, 'Mag maximum 4 zijn'],
    ['not below a bound', z.number().lt(4), 4, 'Moet kleiner zijn dan 4'],
    ['below a minimum', z.number().min(1), -1, 'Moet minstens 1 zijn'],
    ['negative', z.number().min(0), -1, 'Mag niet negatief zijn'],
    ['not above a bound', z.number().gt(0), 0, 'Moet groter zijn dan 0'],
    ['text too long', z.string().max(15), 'x'.repeat(16), 'Mag maximum 15 tekens bevatten'],
    ['text too short', z.string().min(3), 'ab', 'Moet minstens 3 tekens bevatten'],
    ['text of a fixed length', z.string().length(2), 'abc', 'Moet precies 2 tekens bevatten'],
    ['too many values', z.array(z.number()).max(2), [1, 2, 3], 'Te veel waarden (maximum 2)'],
    ['too few values', z.array(z.number()).min(1), [], 'Kies minstens één waarde'],
    ['a date too late', z.date().max(new Date(0)), new Date(1), 'Deze datum ligt te laat'],
    ['too many decimals', z.number().multipleOf(0.01), 0.001, 'Maximum 2 cijfers na de komma'],
    ['not a multiple', z.number().multipleOf(5), 3, 'Moet een veelvoud van 5 zijn'],
    // Formats.
    ['a malformed id', z.uuid(), 'abc', 'Ongeldige id'],
    ['a malformed date-time', z.iso.datetime({ offset: true }), '12/03/2020', 'Ongeldige datum'],
    ['a malformed day', z.iso.date(), '2020-13-01', 'Ongeldige datum'],
    ['a malformed e-mail address', z.email(), 'an@', 'Ongeldig e-mailadres'],
    ['text that fits no pattern', z.string().regex(/^#\d+$/), 'x', 'Ongeldige waarde'],
    // Keys.
    ['an unknown field', z.strictObject({}), { kleur: 1 }, 'Onbekend veld: kleur'],
    ['unknown fields', z.strictObject({}), { a: 1, b: 2 }, 'Onbekende velden: a, b'],
  ])('%s', (_label, schema, value, expected) => {
    expect(messages(schema, value)).toEqual([expected]);
  });

  test('no message it gives is one of zod English defaults', () => {
    const english = /invalid|expected|required|too (big|small)|must|received|unrecognized/i;
    const issues: z.core.$ZodRawIssue[] = [
      { code: 'invalid_key', origin: 'record', issues: [], input: 'x' },
      { code: 'invalid_element', origin: 'map', key: 'x', issues: [], input: 'x' },
      { code: 'invalid_type', expected: 'symbol', input: 1 },
      { code: 'invalid_format', format: 'ipv4', input: 'x' },
      { code: 'too_big', origin: 'file', maximum: 10, input: 'x' },
      { code: 'custom', input: 'x' },
    ];
    for (const issue of issues) expect(dutchMessage(issue)).not.toMatch(english);
  });
});

describe("a schema's own message outranks the map", () => {
  test("ifMissing: the schema's text for a missing value, the map's for a bad one", () => {
    const location = z.uuid({ error: ifMissing('Gelieve een locatie te kiezen') });
    expect(messages(location, undefined)).toEqual(['Gelieve een locatie te kiezen']);
    expect(messages(location, 'x')).toEqual(['Ongeldige id']);
  });

  test("unlessMissing: 'Dit veld is verplicht' for a missing value, the schema's for a bad one", () => {
    const date = z.iso.datetime({ offset: true, error: unlessMissing('Invalid date') });
    expect(messages(date, undefined)).toEqual([msg.required]);
    expect(messages(date, 'gisteren')).toEqual(['Invalid date']);
  });

  test("the spec's messages stay: 'Max 15 characters', 'Mag maximum 64 tekens bevatten'", () => {
    const person = {
      type: 'particulier',
      language: 'NL',
      addressLine: 'Stationsstraat 12',
      country: 'BE',
    };
    expect(messages(customerFields, { ...person, last_name: 'x'.repeat(65) })).toEqual([
      'Mag maximum 64 tekens bevatten',
    ]);
    expect(messages(customerFields, { ...person, language: 'DE' })).toEqual(['Ongeldige waarde']);
    expect(messages(customerFields, { ...person, language: undefined })).toEqual([msg.required]);
    const horse = { name: 'Zarina', type: 'Merrie', breed: 'Warmbloed', studbook: 'BWP' };
    expect(messages(horseFields, { ...horse, ueln: '0560010123456789' })).toEqual([
      'Max 15 characters',
    ]);
    expect(messages(horseFields, { ...horse, type: 'Pony' })).toEqual(['Ongeldige waarde']);
  });

  test("a lodging without arrival: 'Dit veld is verplicht', not 'Invalid date'", () => {
    const location = '0b7f7c1e-7d4a-4f53-9a57-3f1f2d7e0aff';
    expect(messages(lodgingFields, { location })).toEqual([msg.required]);
    expect(messages(lodgingFields, { location, arrival: 'gisteren' })).toEqual(['Invalid date']);
  });
});
