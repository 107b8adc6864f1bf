import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { audit, customers, horses } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { companyInput, personInput } from '../../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(horses);
  await t.database.db.delete(customers);
});

const post = (customer: unknown) =>
  t.api({ method: 'POST', url: '/api/customer', payload: { customer } });
async function created(customer: unknown): Promise<{ _id: string; displayName: string }> {
  const res = await post(customer);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const customerCount = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(customers))[0]?.n;

describe('POST /api/customer {customer}', () => {
  test('creates a person with the display name "first last"', async () => {
    const c = await created(personInput());
    expect(c).toMatchObject({
      type: 'particulier',
      displayName: 'An Peeters',
      country: 'BE',
      language: 'NL',
    });
    const rows = await t.database.db.select().from(audit).where(eq(audit.entityId, c._id));
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
    ['type unknown', { type: 'vereniging' }, 'body.customer.type', 'Dit veld is verplicht'],
    [
      'language missing',
      { language: undefined },
      'body.customer.language',
      'Dit veld is verplicht',
    ],
    ['language unknown', { language: 'DE' }, 'body.customer.language', 'Dit veld is verplicht'],
    ['address missing', { addressLine: '' }, 'body.customer.addressLine', 'Dit veld is verplicht'],
    ['country missing', { country: undefined }, 'body.customer.country', 'Dit veld is verplicht'],
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

  test('a company needs its company name', async () => {
    const res = await post(companyInput({ company: '' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toContainEqual({
      path: 'body.customer.company',
      message: 'Dit veld is verplicht',
    });
  });

  test('an unknown country code is refused', async () => {
    const res = await post(personInput({ country: 'XX' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Onbekend land');
  });

  test('a body without the {customer} wrapper is refused', async () => {
    const res = await t.api({ method: 'POST', url: '/api/customer', payload: personInput() });
    expect(res.statusCode).toBe(400);
  });

  test('accepts a foreign VAT number and names with accents', async () => {
    const c = await created(
      companyInput({ company: 'Haras de la Forêt SARL', tva: 'FR40303265045', country: 'FR' }),
    );
    expect(c.displayName).toBe('Haras de la Forêt SARL');
  });
});

describe('GET /api/customer', () => {
  beforeEach(async () => {
    await created(personInput({ first_name: 'Jan', last_name: 'Janssens' }));
    await created(personInput({ first_name: 'Éline', last_name: 'Dubois', city: 'Namur' }));
    await created(personInput({ first_name: 'Bart', last_name: 'Aerts' }));
    await created(companyInput({ company: 'Stoeterij Zonneweelde' }));
  });
  const names = (body: { customers: { displayName: string }[] }) =>
    body.customers.map((c) => c.displayName);

  test('sorts by last name ascending by default and answers {customers, total}', async () => {
    const res = await t.api({ method: 'GET', url: '/api/customer?type=particulier' });
    expect(res.statusCode).toBe(200);
    expect(names(res.json())).toEqual(['Bart Aerts', 'Éline Dubois', 'Jan Janssens']);
    expect(res.json().total).toBe(3);
  });

  test('the type tab filters persons and companies', async () => {
    const res = await t.api({ method: 'GET', url: '/api/customer?type=bedrijf' });
    expect(names(res.json())).toEqual(['Stoeterij Zonneweelde']);
  });

  test('filters on first_name, last_name and company, ignoring case and accents', async () => {
    const byFirst = await t.api({ method: 'GET', url: '/api/customer?first_name=eline' });
    expect(names(byFirst.json())).toEqual(['Éline Dubois']);
    const byLast = await t.api({ method: 'GET', url: '/api/customer?last_name=JANS' });
    expect(names(byLast.json())).toEqual(['Jan Janssens']);
    const byCompany = await t.api({ method: 'GET', url: '/api/customer?company=zonne' });
    expect(names(byCompany.json())).toEqual(['Stoeterij Zonneweelde']);
  });

  test('SQL-looking or wildcard text in filters matches nothing and breaks nothing', async () => {
    for (const v of ["'; drop table customer; --", '%', '_', '\\']) {
      const res = await t.api({
        method: 'GET',
        url: `/api/customer?last_name=${encodeURIComponent(v)}`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().total).toBe(0);
    }
    expect(await customerCount()).toBe(4);
  });

  test('multi-sort and paging', async () => {
    const res = await t.api({
      method: 'GET',
      url: '/api/customer?type=particulier&sortBy=city&sortDesc=true&sortBy=last_name&sortDesc=false&limit=2&page=1',
    });
    expect(names(res.json())).toEqual(['Bart Aerts', 'Jan Janssens']);
    expect(res.json().total).toBe(3);
  });

  test.each(['sortBy=tva', 'type=vereniging', 'limit=5000', `last_name=${'x'.repeat(65)}`])(
    'refuses %s (400)',
    async (q) => {
      expect((await t.api({ method: 'GET', url: `/api/customer?${q}` })).statusCode).toBe(400);
    },
  );
});

describe('GET /api/customer/search', () => {
  test('finds customers by a part of their name, tolerating a small typo, best match first', async () => {
    await created(personInput({ first_name: 'Jan', last_name: 'Janssens' }));
    await created(personInput({ first_name: 'Jef', last_name: 'Peeters' }));
    const res = await t.api({
      method: 'GET',
      url: '/api/customer/search?searchValue=jansens&limit=10',
    });
    expect(res.json().results.map((c: { displayName: string }) => c.displayName)).toEqual([
      'Jan Janssens',
    ]);
    const typed = await t.api({
      method: 'GET',
      url: '/api/customer/search?searchValue=peet&type=bedrijf',
    });
    expect(typed.json().results).toEqual([]);
  });
});

describe('GET/PUT/DELETE /api/customer/{id}', () => {
  test('gets a customer with its contacts; unknown 404; malformed 400', async () => {
    const c = await created(companyInput());
    const res = await t.api({ method: 'GET', url: `/api/customer/${c._id}` });
    expect(res.json()).toMatchObject({ _id: c._id, contacts: [] });
    expect(
      (await t.api({ method: 'GET', url: '/api/customer/6f1e1c84-5d0c-4a53-9d1a-9b1e2c3d4e5f' }))
        .statusCode,
    ).toBe(404);
    expect((await t.api({ method: 'GET', url: '/api/customer/undefined' })).statusCode).toBe(400);
  });

  test('updates a customer and audits it; bad input changes nothing', async () => {
    const c = await created(personInput());
    const put = await t.api({
      method: 'PUT',
      url: `/api/customer/${c._id}`,
      payload: { customer: personInput({ city: 'Sint-Truiden' }) },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().city).toBe('Sint-Truiden');
    const bad = await t.api({
      method: 'PUT',
      url: `/api/customer/${c._id}`,
      payload: { customer: personInput({ city: 'x'.repeat(40) }) },
    });
    expect(bad.statusCode).toBe(400);
    expect((await t.api({ method: 'GET', url: `/api/customer/${c._id}` })).json().city).toBe(
      'Sint-Truiden',
    );
  });

  test('a customer who owns horses cannot be deleted (409); without horses it can (204)', async () => {
    const c = await created(personInput());
    await t.database.db.insert(horses).values({ name: 'Bella', type: 'Merrie', ownerId: c._id });
    const refused = await t.api({ method: 'DELETE', url: `/api/customer/${c._id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Deze klant kan niet verwijderd worden: hij is nog eigenaar van 1 paard.',
    );
    await t.database.db.delete(horses);
    expect((await t.api({ method: 'DELETE', url: `/api/customer/${c._id}` })).statusCode).toBe(204);
    expect((await t.api({ method: 'GET', url: `/api/customer/${c._id}` })).statusCode).toBe(404);
  });

  test('GET /customer/{id}/horse pages the owned horses as {horses, total}', async () => {
    const c = await created(personInput());
    await t.database.db.insert(horses).values([
      { name: 'Bella', type: 'Merrie', ownerId: c._id },
      { name: 'Apollo', type: 'Hengst', ownerId: c._id },
      { name: 'Cora', type: 'Merrie', ownerId: c._id },
    ]);
    const res = await t.api({ method: 'GET', url: `/api/customer/${c._id}/horse?limit=2` });
    expect(res.json().total).toBe(3);
    expect(res.json().horses.map((h: { name: string }) => h.name)).toEqual(['Apollo', 'Bella']);
    const mares = await t.api({ method: 'GET', url: `/api/customer/${c._id}/horse?types=Merrie` });
    expect(mares.json().total).toBe(2);
  });

  test('GET /customer/{id}/embryos is empty until the ICSI module', async () => {
    const c = await created(personInput());
    const res = await t.api({ method: 'GET', url: `/api/customer/${c._id}/embryos` });
    expect(res.json()).toEqual({ results: [], total: 0 });
  });
});
