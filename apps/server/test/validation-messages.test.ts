// Every validation message a user can see is Dutch and says what is wrong (issue 14, item 6):
// the answers an acceptance run found in English, or 'Dit veld is verplicht' where a value was
// given but wrong. The shared zod map (packages/domain/src/zod-messages.ts) speaks for them.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { InjectOptions } from 'fastify';
import { createTestApp, type TestApp } from './helpers.ts';
import { companyInput, horseInput, personInput } from './factories.ts';

let t: TestApp;
const ids = { company: '', horse: '', case: '', location: '' };
beforeAll(async () => {
  t = await createTestApp();
  const post = async (url: string, payload: Record<string, unknown>) => {
    const res = await t.api({ method: 'POST', url, payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json()._id as string;
  };
  ids.company = await post('/api/customer', { customer: companyInput() });
  ids.horse = await post('/api/horse/create', { horse: horseInput() });
  ids.case = await post('/api/case', { horse: ids.horse, customer: ids.company });
  ids.location = await post('/api/location', { name: 'A1', places: 3 });
});
afterAll(() => t.close());

const sheet = (change: Record<string, unknown>) => ({
  horse: ids.horse,
  case: ids.case,
  doctor: 'Dr. Claes',
  researchDate: new Date(Date.now() - 3_600_000).toISOString(),
  ...change,
});
const pension = (change: Record<string, unknown>) => ({
  pension: { name: 'Weide', account: ids.company, tax: 6, pricePerDay: 9, ...change },
});

// [what, request, the detail path, its message]
const cases: [string, () => InjectOptions, string, string][] = [
  [
    'a contact role not in the list',
    () => ({
      method: 'POST',
      url: `/api/customer/${ids.company}/contact`,
      payload: { contact: { first_name: 'An', last_name: 'Smet', role: 'Baas' } },
    }),
    'body.contact.role',
    'Ongeldige waarde',
  ],
  [
    'an unknown main activity',
    () => ({ method: 'POST', url: '/api/case', payload: { horse: ids.horse, mainActivity: 'X' } }),
    'body.mainActivity',
    'Ongeldige waarde',
  ],
  [
    "availableFor 'Pony'",
    () => ({ method: 'GET', url: '/api/pension?availableFor=Pony' }),
    'querystring.availableFor',
    'Ongeldige waarde',
  ],
  [
    'uterus rating 5',
    () => ({
      method: 'POST',
      url: '/api/researchSheet',
      payload: sheet({ information: { uterus: { rating: 5 } } }),
    }),
    'body.information.uterus.rating',
    'Mag maximum 4 zijn',
  ],
  [
    'page=-1',
    () => ({ method: 'GET', url: '/api/customer?page=-1' }),
    'querystring.page',
    'Moet minstens 1 zijn',
  ],
  [
    'sortBy=password',
    () => ({ method: 'GET', url: '/api/customer?sortBy=password' }),
    'querystring.sortBy.0',
    'Ongeldige waarde',
  ],
  [
    'a repeated type=',
    () => ({ method: 'GET', url: '/api/customer?type=particulier&type=bedrijf' }),
    'querystring.type',
    'Mag maar één waarde hebben',
  ],
  [
    'a number where text goes',
    () => ({
      method: 'POST',
      url: '/api/customer',
      payload: { customer: { ...personInput(), first_name: 5 } },
    }),
    'body.customer.first_name',
    'Moet tekst zijn',
  ],
  [
    'an empty body',
    () => ({ method: 'POST', url: '/api/customer', payload: {} }),
    'body.customer',
    'Dit veld is verplicht',
  ],
  [
    'no body at all',
    () => ({ method: 'POST', url: '/api/customer' }),
    'body',
    'Dit veld is verplicht',
  ],
  [
    'text where a number goes (a query)',
    () => ({ method: 'GET', url: '/api/search/paard?limit=tien' }),
    'querystring.limit',
    'Moet een getal zijn',
  ],
  [
    'a switch that is not true or false',
    () => ({ method: 'GET', url: '/api/customer?sortDesc=misschien' }),
    'querystring.sortDesc.0',
    'Ongeldige waarde',
  ],
  [
    'text where yes/no goes',
    () => ({
      method: 'POST',
      url: '/api/horse/create',
      payload: { horse: horseInput({ death: 'nee' }) },
    }),
    'body.horse.death',
    'Moet waar of onwaar zijn',
  ],
  [
    'search text over its limit',
    () => ({ method: 'GET', url: `/api/customer/search?searchValue=${'a'.repeat(101)}` }),
    'querystring.searchValue',
    'Mag maximum 100 tekens bevatten',
  ],
  // 'Dit veld is verplicht' was said of values that were given, but wrong.
  [
    'an unknown language',
    () => ({
      method: 'POST',
      url: '/api/customer',
      payload: { customer: { ...personInput(), language: 'DE' } },
    }),
    'body.customer.language',
    'Ongeldige waarde',
  ],
  [
    'an unknown horse type',
    () => ({
      method: 'POST',
      url: '/api/horse/create',
      payload: { horse: horseInput({ type: 'Pony' }) },
    }),
    'body.horse.type',
    'Ongeldige waarde',
  ],
  [
    'a tax that is not a number',
    () => ({ method: 'POST', url: '/api/pension', payload: pension({ tax: 'zes' }) }),
    'body.pension.tax',
    'Moet een getal zijn',
  ],
  [
    'a price that is not a number',
    () => ({ method: 'POST', url: '/api/pension', payload: pension({ pricePerDay: 'veel' }) }),
    'body.pension.pricePerDay',
    'Moet een getal zijn',
  ],
  [
    'a negative price',
    () => ({ method: 'POST', url: '/api/pension', payload: pension({ pricePerDay: -1 }) }),
    'body.pension.pricePerDay',
    'Mag niet negatief zijn',
  ],
  // And 'Invalid date' of a value that was not given.
  [
    'a lodging without arrival',
    () => ({
      method: 'POST',
      url: `/api/horse/${ids.horse}/lodging`,
      payload: { lodging: { location: ids.location } },
    }),
    'body.lodging.arrival',
    'Dit veld is verplicht',
  ],
];

describe('validation messages are Dutch and say what is wrong', () => {
  test.each(cases)('%s', async (_what, request, path, message) => {
    const res = await t.api(request());
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().details).toEqual([{ path, message }]);
    expect(res.json().message).toBe(`${path}: ${message}`);
  });

  test("the spec's own messages stay as the spec writes them", async () => {
    const res = await t.api({
      method: 'POST',
      url: '/api/horse/create',
      payload: { horse: horseInput({ ueln: '0560010123456789', date_of_birth: '12/03/2020' }) },
    });
    expect(res.json().details).toEqual(
      expect.arrayContaining([
        { path: 'body.horse.ueln', message: 'Max 15 characters' },
        { path: 'body.horse.date_of_birth', message: 'Invalid date' },
      ]),
    );
    expect(res.json().details).toHaveLength(2);
  });
});
