// GET /api/customer (the list: filters, sorts, paging) and GET /api/customer/search (autocomplete).
import { beforeEach, describe, expect, test } from 'vitest';
import { customerFixture } from './customers.fixture.ts';
import { companyInput, personInput } from '../../../test/factories.ts';

const f = customerFixture();
const { created, customerCount } = f;

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
    const res = await f.t.api({ method: 'GET', url: '/api/customer?type=particulier' });
    expect(res.statusCode).toBe(200);
    expect(names(res.json())).toEqual(['Bart Aerts', 'Éline Dubois', 'Jan Janssens']);
    expect(res.json().total).toBe(3);
  });

  test('the type tab filters persons and companies', async () => {
    const res = await f.t.api({ method: 'GET', url: '/api/customer?type=bedrijf' });
    expect(names(res.json())).toEqual(['Stoeterij Zonneweelde']);
  });

  test('filters on first_name, last_name and company, ignoring case and accents', async () => {
    const byFirst = await f.t.api({ method: 'GET', url: '/api/customer?first_name=eline' });
    expect(names(byFirst.json())).toEqual(['Éline Dubois']);
    const byLast = await f.t.api({ method: 'GET', url: '/api/customer?last_name=JANS' });
    expect(names(byLast.json())).toEqual(['Jan Janssens']);
    const byCompany = await f.t.api({ method: 'GET', url: '/api/customer?company=zonne' });
    expect(names(byCompany.json())).toEqual(['Stoeterij Zonneweelde']);
  });

  test('SQL-looking or wildcard text in filters matches nothing and breaks nothing', async () => {
    for (const v of ["'; drop table customer; --", '%', '_', '\\']) {
      const res = await f.t.api({
        method: 'GET',
        url: `/api/customer?last_name=${encodeURIComponent(v)}`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().total).toBe(0);
    }
    expect(await customerCount()).toBe(4);
  });

  test('multi-sort and paging', async () => {
    const res = await f.t.api({
      method: 'GET',
      url: '/api/customer?type=particulier&sortBy=city&sortDesc=true&sortBy=last_name&sortDesc=false&limit=2&page=1',
    });
    expect(names(res.json())).toEqual(['Bart Aerts', 'Jan Janssens']);
    expect(res.json().total).toBe(3);
  });

  test.each(['sortBy=tva', 'type=vereniging', 'limit=5000', `last_name=${'x'.repeat(65)}`])(
    'refuses %s (400)',
    async (q) => {
      expect((await f.t.api({ method: 'GET', url: `/api/customer?${q}` })).statusCode).toBe(400);
    },
  );
  test('without a type, every sort field answers in order (each has an index of its own)', async () => {
    const sorted = async (q: string) =>
      names((await f.t.api({ method: 'GET', url: `/api/customer?${q}` })).json());
    const byFirst = await sorted('sortBy=first_name');
    expect(byFirst.slice(0, 2)).toEqual(['Bart Aerts', 'Jan Janssens']);
    expect(byFirst[3]).toBe('Stoeterij Zonneweelde'); // no first name: last, as the index keeps it
    expect((await sorted('sortBy=company'))[0]).toBe('Stoeterij Zonneweelde');
    expect((await sorted('sortBy=city')).slice(0, 2)).toEqual([
      'Stoeterij Zonneweelde', // Landen
      'Éline Dubois', // Namur
    ]);
    expect(await sorted('sortBy=createdAt&sortDesc=true')).toEqual([
      'Stoeterij Zonneweelde',
      'Bart Aerts',
      'Éline Dubois',
      'Jan Janssens',
    ]);
  });
});

describe('GET /api/customer: terms under 3 characters match the start of a word', () => {
  beforeEach(async () => {
    await created(personInput({ first_name: 'An', last_name: 'Peeters' }));
    await created(personInput({ first_name: 'Anaïs', last_name: 'Van Damme' }));
    await created(personInput({ first_name: 'Johan', last_name: 'Dankers' }));
    await created(personInput({ first_name: 'Jan', last_name: 'Hendrickx' }));
    await created(companyInput({ company: 'Stoeterij De Kapel' }));
    await created(companyInput({ company: 'Haras Kanaal' }));
  });
  const list = async (q: string) =>
    (await f.t.api({ method: 'GET', url: `/api/customer?${q}` })).json() as {
      customers: { displayName: string }[];
      total: number;
    };
  const names = (body: { customers: { displayName: string }[] }) =>
    body.customers.map((c) => c.displayName);

  test('first_name=an finds An and Anaïs, not Johan or Jan (they only contain it)', async () => {
    const body = await list('type=particulier&first_name=an');
    expect(names(body)).toEqual(['An Peeters', 'Anaïs Van Damme']);
    expect(body.total).toBe(2);
    expect(names(await list('first_name=AN'))).toEqual(['An Peeters', 'Anaïs Van Damme']);
  });

  test('any word of the name counts: last_name=da finds Van Damme and Dankers', async () => {
    expect(names(await list('last_name=da'))).toEqual(['Johan Dankers', 'Anaïs Van Damme']);
    expect(names(await list('last_name=d'))).toEqual(['Johan Dankers', 'Anaïs Van Damme']);
  });

  test('company=ka finds both companies; the filter is per field', async () => {
    expect(names(await list('type=bedrijf&company=ka&sortBy=company'))).toEqual([
      'Haras Kanaal',
      'Stoeterij De Kapel',
    ]);
    expect((await list('first_name=ka')).total).toBe(0);
  });

  test('from 3 characters on the filter is "contains" again: first_name=han finds Johan', async () => {
    expect(names(await list('first_name=han'))).toEqual(['Johan Dankers']);
  });

  test('a renamed customer is found by its new name only', async () => {
    const { customers: found } = await list('first_name=jo');
    const johan = found[0] as unknown as { _id: string };
    const put = await f.t.api({
      method: 'PUT',
      url: `/api/customer/${johan._id}`,
      payload: { customer: personInput({ first_name: 'Bert', last_name: 'Dankers' }) },
    });
    expect(put.statusCode).toBe(200);
    expect((await list('first_name=jo')).total).toBe(0);
    expect(names(await list('first_name=be'))).toEqual(['Bert Dankers']);
  });

  test('wildcards and quotes in a short term are plain text', async () => {
    for (const v of ['%', '_', "'", '\\', "a'"]) {
      const body = await list(`first_name=${encodeURIComponent(v)}`);
      expect(body.total, v).toBe(0);
    }
  });
});

describe('GET /api/customer/search', () => {
  const search = async (q: string) =>
    (await f.t.api({ method: 'GET', url: `/api/customer/search?${q}` }))
      .json()
      .results.map((c: { displayName: string }) => c.displayName);

  test('finds customers by a part of their name, tolerating a small typo, best match first', async () => {
    await created(personInput({ first_name: 'Jan', last_name: 'Janssens' }));
    await created(personInput({ first_name: 'Jef', last_name: 'Peeters' }));
    expect(await search('searchValue=jansens&limit=10')).toEqual(['Jan Janssens']);
    expect(await search('searchValue=peet&type=bedrijf')).toEqual([]);
  });

  test('the exact name comes before a near one', async () => {
    await created(personInput({ first_name: 'Karel', last_name: 'Jansens' }));
    await created(personInput({ first_name: 'Jan', last_name: 'Janssens' }));
    expect(await search('searchValue=janssens')).toEqual(['Jan Janssens', 'Karel Jansens']);
    expect(await search('searchValue=jansens')).toEqual(['Karel Jansens', 'Jan Janssens']);
  });

  test('a short term: a whole word first, then words that start with it, by name', async () => {
    await created(personInput({ first_name: 'Anaïs', last_name: 'Aerts' }));
    await created(personInput({ first_name: 'Jan', last_name: 'Andries' }));
    await created(personInput({ first_name: 'An', last_name: 'Peeters' }));
    await created(personInput({ first_name: 'Johan', last_name: 'Maes' }));
    await created(companyInput({ company: 'Stal Anker' }));
    expect(await search('searchValue=an')).toEqual([
      'An Peeters',
      'Anaïs Aerts',
      'Jan Andries',
      'Stal Anker',
    ]);
    expect(await search('searchValue=an&type=bedrijf')).toEqual(['Stal Anker']);
    expect(await search('searchValue=an&limit=2')).toEqual(['An Peeters', 'Anaïs Aerts']);
  });

  test.each([
    `searchValue=${'x'.repeat(101)}`,
    'searchValue=an&limit=51',
    'searchValue=an&limit=0',
    'searchValue=an&limit=tien',
    'searchValue=an&type=vereniging',
  ])('refuses %s (400)', async (q) => {
    const res = await f.t.api({ method: 'GET', url: `/api/customer/search?${q}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().statusCode).toBe(400);
  });
});
