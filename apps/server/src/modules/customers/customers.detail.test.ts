// One customer: GET/PUT/DELETE /api/customer/{id}, its horses and embryos.
import { describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { audit, horses } from '../../db/schema/index.ts';
import { customerFixture } from './customers.fixture.ts';
import { companyInput, personInput } from '../../../test/factories.ts';

const f = customerFixture();
const { created } = f;
const UNKNOWN = '6f1e1c84-5d0c-4a53-9d1a-9b1e2c3d4e5f';

describe('GET/PUT/DELETE /api/customer/{id}', () => {
  test('gets a customer with its contacts; unknown 404; malformed 400', async () => {
    const c = await created(companyInput());
    const res = await f.t.api({ method: 'GET', url: `/api/customer/${c._id}` });
    expect(res.json()).toMatchObject({ _id: c._id, contacts: [] });
    expect((await f.t.api({ method: 'GET', url: `/api/customer/${UNKNOWN}` })).statusCode).toBe(
      404,
    );
    expect((await f.t.api({ method: 'GET', url: '/api/customer/undefined' })).statusCode).toBe(400);
  });

  test('updates a customer and audits it; bad input changes nothing', async () => {
    const c = await created(personInput());
    const put = await f.t.api({
      method: 'PUT',
      url: `/api/customer/${c._id}`,
      payload: { customer: personInput({ city: 'Sint-Truiden' }) },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().city).toBe('Sint-Truiden');
    const rows = await f.t.database.db.select().from(audit).where(eq(audit.entityId, c._id));
    expect(rows.map((r) => r.action)).toEqual(['create', 'update']);
    expect(rows[1]?.before).toMatchObject({ city: 'Zoutleeuw' });
    expect(rows[1]?.after).toMatchObject({ city: 'Sint-Truiden' });
    const bad = await f.t.api({
      method: 'PUT',
      url: `/api/customer/${c._id}`,
      payload: { customer: personInput({ city: 'x'.repeat(40) }) },
    });
    expect(bad.statusCode).toBe(400);
    expect((await f.t.api({ method: 'GET', url: `/api/customer/${c._id}` })).json().city).toBe(
      'Sint-Truiden',
    );
  });

  test('a customer who owns horses cannot be deleted (409); without horses it can (204)', async () => {
    const c = await created(personInput());
    await f.t.database.db.insert(horses).values({ name: 'Bella', type: 'Merrie', ownerId: c._id });
    const refused = await f.t.api({ method: 'DELETE', url: `/api/customer/${c._id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Deze klant kan niet verwijderd worden: hij is nog eigenaar van 1 paard.',
    );
    await f.t.database.db.delete(horses);
    expect((await f.t.api({ method: 'DELETE', url: `/api/customer/${c._id}` })).statusCode).toBe(
      204,
    );
    expect((await f.t.api({ method: 'GET', url: `/api/customer/${c._id}` })).statusCode).toBe(404);
  });

  test('GET /customer/{id}/horse pages the owned horses as {horses, total}', async () => {
    const c = await created(personInput());
    await f.t.database.db.insert(horses).values([
      { name: 'Bella', type: 'Merrie', ownerId: c._id, createdAt: new Date('2024-01-01') },
      { name: 'Apollo', type: 'Hengst', ownerId: c._id, createdAt: new Date('2024-02-01') },
      { name: 'Cora', type: 'Merrie', ownerId: c._id, createdAt: new Date('2024-03-01') },
    ]);
    const res = await f.t.api({ method: 'GET', url: `/api/customer/${c._id}/horse?limit=2` });
    expect(res.json().total).toBe(3);
    expect(res.json().horses.map((h: { name: string }) => h.name)).toEqual(['Apollo', 'Bella']);
    const mares = await f.t.api({
      method: 'GET',
      url: `/api/customer/${c._id}/horse?types=Merrie`,
    });
    expect(mares.json().total).toBe(2);
    const newest = await f.t.api({
      method: 'GET',
      url: `/api/customer/${c._id}/horse?sortBy=createdAt&sortDesc=true&limit=1`,
    });
    expect(newest.json().horses.map((h: { name: string }) => h.name)).toEqual(['Cora']);
    const bad = await f.t.api({ method: 'GET', url: `/api/customer/${c._id}/horse?sortBy=owner` });
    expect(bad.statusCode).toBe(400);
  });

  test('GET /customer/{id}/embryos is empty until the ICSI module', async () => {
    const c = await created(personInput());
    const res = await f.t.api({ method: 'GET', url: `/api/customer/${c._id}/embryos` });
    expect(res.json()).toEqual({ results: [], total: 0 });
  });
});

describe('an unknown customer', () => {
  test.each([
    ['GET', `/api/customer/${UNKNOWN}`],
    ['PUT', `/api/customer/${UNKNOWN}`],
    ['DELETE', `/api/customer/${UNKNOWN}`],
    ['GET', `/api/customer/${UNKNOWN}/horse`],
    ['GET', `/api/customer/${UNKNOWN}/embryos`],
  ] as const)('%s %s is a 404 with the error shape', async (method, url) => {
    const res = await f.t.api({
      method,
      url,
      ...(method === 'PUT' ? { payload: { customer: personInput() } } : {}),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, message: expect.any(String) });
  });
});

describe('a company with contacts does not become a person', () => {
  const addContact = (id: string) =>
    f.t.api({
      method: 'POST',
      url: `/api/customer/${id}/contact`,
      payload: { contact: { first_name: 'Lien', last_name: 'Claes' } },
    });

  test('refused (409, Dutch) while it has contacts; nothing changes', async () => {
    const c = await created(companyInput());
    expect((await addContact(c._id)).statusCode).toBe(201);
    expect((await addContact(c._id)).statusCode).toBe(201);
    const res = await f.t.api({
      method: 'PUT',
      url: `/api/customer/${c._id}`,
      payload: { customer: personInput({ first_name: 'Lien', last_name: 'Claes' }) },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Dit bedrijf heeft nog 2 contactpersonen: verwijder die eerst voor u er een particulier van maakt.',
    );
    const after = (await f.t.api({ method: 'GET', url: `/api/customer/${c._id}` })).json();
    expect(after).toMatchObject({ type: 'bedrijf', company: 'Stoeterij De Kapel BV' });
    expect(after.contacts).toHaveLength(2);
  });

  test('allowed once the contacts are gone; the company name is dropped', async () => {
    const c = await created(companyInput());
    const contactId = (await addContact(c._id)).json()._id;
    await f.t.api({ method: 'DELETE', url: `/api/customer/${c._id}/contact/${contactId}` });
    const res = await f.t.api({
      method: 'PUT',
      url: `/api/customer/${c._id}`,
      payload: { customer: personInput({ first_name: 'Lien', last_name: 'Claes' }) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ type: 'particulier', company: null, contacts: [] });
  });
});
