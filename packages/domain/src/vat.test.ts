import { describe, expect, test } from 'vitest';
import { isValidBelgianVat, normalizeVat, vatProblem } from './vat.ts';
import { customerDisplayName } from './customers.ts';

describe('VAT numbers', () => {
  test('normalises spaces, dots, dashes and case; an old 9-digit Belgian number gets its 0', () => {
    expect(normalizeVat('be 0471.650.622')).toBe('BE0471650622');
    expect(normalizeVat('BE471650622')).toBe('BE0471650622');
  });

  test('checks the Belgian mod-97 check digits', () => {
    expect(isValidBelgianVat('BE0471650622')).toBe(true);
    expect(isValidBelgianVat('BE0471650623')).toBe(false);
    expect(isValidBelgianVat('BE2471650622')).toBe(false); // must start with 0 or 1
    expect(vatProblem('BE0123456789')).toBe('Ongeldig Belgisch btw-nummer (BE0123456789)');
  });

  test('accepts a well-formed foreign number and refuses gibberish', () => {
    expect(vatProblem('NL123456789B01')).toBeUndefined();
    expect(vatProblem('FR40303265045')).toBeUndefined();
    expect(vatProblem('12')).toBe('Ongeldig btw-nummer');
  });
});

describe('display name (spec 01 §3)', () => {
  test('first and last name for a person, company for a company, "-" when missing', () => {
    expect(
      customerDisplayName({
        type: 'particulier',
        first_name: 'An',
        last_name: 'Peeters',
        company: null,
      }),
    ).toBe('An Peeters');
    expect(
      customerDisplayName({
        type: 'particulier',
        first_name: null,
        last_name: 'Peeters',
        company: null,
      }),
    ).toBe('Peeters');
    expect(
      customerDisplayName({
        type: 'bedrijf',
        first_name: 'An',
        last_name: 'P',
        company: 'Stal BV',
      }),
    ).toBe('Stal BV');
    expect(
      customerDisplayName({ type: 'bedrijf', first_name: null, last_name: null, company: null }),
    ).toBe('-');
    expect(
      customerDisplayName({ type: 'particulier', first_name: '', last_name: ' ', company: null }),
    ).toBe('-');
  });
});
