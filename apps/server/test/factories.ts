import type { CustomerFields } from '@stalboek/domain';

/** A valid person customer; override any field. */
export function personInput(overrides: Partial<CustomerFields> = {}): CustomerFields {
  return {
    type: 'particulier',
    first_name: 'An',
    last_name: 'Peeters',
    language: 'NL',
    email: 'an.peeters@example.be',
    telephone_mobile: '+32 475 12 34 56',
    addressLine: 'Stationsstraat 12',
    zip: '3440',
    city: 'Zoutleeuw',
    country: 'BE',
    ...overrides,
  };
}

/** A valid company customer with a correct Belgian VAT number; override any field. */
export function companyInput(overrides: Partial<CustomerFields> = {}): CustomerFields {
  return {
    type: 'bedrijf',
    company: 'Stoeterij De Kapel BV',
    tva: 'BE0471650622',
    vat_liability: 'vat_liable',
    language: 'NL',
    addressLine: 'Kapelstraat 3',
    zip: '3400',
    city: 'Landen',
    country: 'BE',
    ...overrides,
  };
}

/** A valid horse body; override any field. */
export function horseInput(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Zarina van de Kapel',
    type: 'Merrie',
    breed: 'Warmbloed',
    studbook: 'BWP',
    ...overrides,
  };
}

export const noon = (isoDate: string) => `${isoDate}T11:00:00.000Z`;
