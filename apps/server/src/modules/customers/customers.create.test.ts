// POST /api/customer: the validation rules of spec 01 §5, from the shared domain schema.
import { describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { audit } from '../../db/schema/index.ts';
import { customerFixture } from './customers.fixture.ts';
import { companyInput, personInput } from '../../../test/factories.ts';

const f = customerFixture();
const { post, created, customerCount } = f;

describe('POST /api/customer {customer}', () => {
  test('creates a person with the display name "first last"', async () => {
    const c = await created(personInput());
    expect(c).toMatchObject({
      type: 'particulier',
      displayName: 'An Peeters',
      country: 'BE',
      language: 'NL',
    });
    const rows = await f.t.database.db.select().from(audit).where(eq(audit.entityId, c._id));
    expect(rows.map((r) => r.action)).toEqual(['create']);
  });

  test('creates a company shown by its company name; the VAT number is normalised', async () => {
    const c = await created(companyInput({ tva: 'be 0471.650.622' }));
    expect(c).toMatchObject({ displayName: 'Stoeterij De Kapel BV', tva: 'BE0471650622' });
  });

  test('a person without names is shown as "-"', async () => {
    const c = await created(personInput({ first_name: null, last_name: '' }));
    expect(c.displayName).toBe('-');
  });

  test('a person does not keep a company name', async () => {
    const c = await created(personInput({ company: 'Iets BV' }));
    expect(c).toMatchObject({ company: null });
  });

  test.each([
    ['type missing', { type: undefined }, 'body.customer.type', 'Dit veld is verplicht'],
    ['type unknown', { type: 'vereniging' }, 'body.customer.type', 'Ongeldige waarde'],
    [
      'language missing',
      { language: undefined },
      'body.customer.language',
      'Dit veld is verplicht',
    ],
    ['language unknown', { language: 'DE' }, 'body.customer.language', 'Ongeldige waarde'],
    ['address missing', { addressLine: '' }, 'body.customer.addressLine', 'Dit veld is verplicht'],
    ['country missing', { country: undefined }, 'body.customer.country', 'Dit veld is verplicht'],
    ['country empty', { country: '' }, 'body.customer.country', 'Dit veld is verplicht'],
    [
      'last name too long',
      { last_name: 'x'.repeat(65) },
      'body.customer.last_name',
      'Mag maximum 64 tekens bevatten',
    ],
    [
      'first name too long',
      { first_name: 'é'.repeat(65) },
      'body.customer.first_name',
      'Mag maximum 64 tekens bevatten',
    ],
    [
      'email too long',
      { email: `${'a'.repeat(60)}@x.be` },
      'body.customer.email',
      'Mag maximum 64 tekens bevatten',
    ],
    ['email malformed', { email: 'an.peeters' }, 'body.customer.email', 'Ongeldig e-mailadres'],
    [
      'telephone over 16',
      { telephone_mobile: '+32 475 12 34 56 7' },
      'body.customer.telephone_mobile',
      'Mag maximum 16 tekens bevatten',
    ],
    [
      'telephone letters',
      { telephone_fixed: 'bel me' },
      'body.customer.telephone_fixed',
      'Ongeldig telefoonnummer (+32...)',
    ],
    ['zip over 16', { zip: '1'.repeat(17) }, 'body.customer.zip', 'Mag maximum 16 tekens bevatten'],
    [
      'city over 32',
      { city: 'c'.repeat(33) },
      'body.customer.city',
      'Mag maximum 32 tekens bevatten',
    ],
    [
      'Belgian VAT with a wrong check',
      { tva: 'BE0471650623' },
      'body.customer.tva',
      'Ongeldig Belgisch btw-nummer (BE0123456789)',
    ],
    [
      'Belgian VAT too short',
      { tva: 'BE04716506' },
      'body.customer.tva',
      'Ongeldig Belgisch btw-nummer (BE0123456789)',
    ],
    ['VAT gibberish', { tva: '12' }, 'body.customer.tva', 'Ongeldig btw-nummer'],
    [
      'vat liability unknown',
      { vat_liability: 'sometimes' },
      'body.customer.vat_liability',
      undefined,
    ],
  ])('refuses a person with %s (400)', async (_name, change, path, message) => {
    const res = await post({ ...personInput(), ...change });
    expect(res.statusCode).toBe(400);
    const detail = res.json().details.find((d: { path: string }) => d.path === path);
    expect(detail, res.body).toBeDefined();
    if (message) expect(detail.message).toBe(message);
    expect(await customerCount()).toBe(0);
  });

  test("a company name over 64 characters: 'Mag maximum 64 tekens bevatten'", async () => {
    const res = await post(companyInput({ company: 'B'.repeat(65) }));
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toContainEqual({
      path: 'body.customer.company',
      message: 'Mag maximum 64 tekens bevatten',
    });
    expect((await post(companyInput({ company: 'B'.repeat(64) }))).statusCode).toBe(201);
  });

  test('a company needs its company name', async () => {
    const res = await post(companyInput({ company: '' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toContainEqual({
      path: 'body.customer.company',
      message: 'Dit veld is verplicht',
    });
  });

  test.each(['XX', 'BEL', 'be', '12'])(
    "an unknown country code %s is refused with 'Onbekend land' by the shared schema",
    async (country) => {
      const res = await post(personInput({ country }));
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toContainEqual({
        path: 'body.customer.country',
        message: 'Onbekend land',
      });
      expect(await customerCount()).toBe(0);
    },
  );

  test('a body without the {customer} wrapper is refused', async () => {
    const res = await f.t.api({ method: 'POST', url: '/api/customer', payload: personInput() });
    expect(res.statusCode).toBe(400);
  });

  test('accepts a foreign VAT number and names with accents', async () => {
    const c = await created(
      companyInput({ company: 'Haras de la Forêt SARL', tva: 'FR40303265045', country: 'FR' }),
    );
    expect(c.displayName).toBe('Haras de la Forêt SARL');
  });
});
describe('customer config', () => {
  test('countries with Dutch names, België first; vat liabilities; contact roles', async () => {
    const countries = (await f.t.api({ method: 'GET', url: '/api/config/countries' })).json()
      .countries;
    expect(countries[0]).toEqual({ code: 'BE', name: 'België' });
    expect(countries).toContainEqual({ code: 'NL', name: 'Nederland' });
    expect(countries).toContainEqual({ code: 'DE', name: 'Duitsland' });
    expect(countries.length).toBeGreaterThan(240);
    const vat = (await f.t.api({ method: 'GET', url: '/api/config/vatLiability' })).json()
      .vatLiability;
    expect(vat).toContainEqual({ value: 'vat_liable', label: 'Btw-plichtig in België' });
    const roles = (await f.t.api({ method: 'GET', url: '/api/config/contacts' })).json().roles;
    expect(roles).toEqual([
      'Eigenaar bedrijf',
      'Boekhouder',
      'Transporteur',
      'Verantwoordelijke fokkerij',
    ]);
  });
});
