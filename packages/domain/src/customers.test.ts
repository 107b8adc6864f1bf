import { describe, expect, it } from 'vitest';
import { companyKeepsContacts, customerFields, isCountryCode } from './customers.ts';

const person = { type: 'particulier', language: 'NL', addressLine: 'Grote Markt 4', country: 'BE' };
const messages = (input: object) =>
  customerFields.safeParse({ ...person, ...input }).error?.issues.map((i) => i.message) ?? [];

describe('the customer schema (API and form)', () => {
  it("knows the ISO 3166 two-letter codes of the config's library; anything else is 'Onbekend land'", () => {
    expect(isCountryCode('BE')).toBe(true);
    expect(isCountryCode('NL')).toBe(true);
    for (const code of ['XX', 'BEL', 'be', '056', '']) expect(isCountryCode(code)).toBe(false);
    expect(messages({ country: 'XX' })).toEqual(['Onbekend land']);
    expect(messages({ country: 'BEL' })).toEqual(['Onbekend land']);
    expect(messages({ country: 'FR' })).toEqual([]);
  });

  it("a missing country is 'Dit veld is verplicht' only", () => {
    expect(messages({ country: '' })).toEqual(['Dit veld is verplicht']);
    expect(messages({ country: undefined })).toEqual(['Dit veld is verplicht']);
  });

  it('says how many contacts keep a company from becoming a person', () => {
    expect(companyKeepsContacts(1)).toBe(
      'Dit bedrijf heeft nog 1 contactpersoon: verwijder die eerst voor u er een particulier van maakt.',
    );
    expect(companyKeepsContacts(3)).toMatch(/^Dit bedrijf heeft nog 3 contactpersonen:/);
  });
});
