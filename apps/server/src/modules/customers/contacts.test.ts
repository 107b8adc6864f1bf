import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { companyInput, personInput } from '../../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function customer(input: unknown): Promise<string> {
  const res = await t.api({ method: 'POST', url: '/api/customer', payload: { customer: input } });
  return res.json()._id;
}
const contact = {
  first_name: 'Lien',
  last_name: 'Claes',
  telephone: '+32 11 78 90 12',
  email: 'lien@kapel.be',
  role: 'Boekhouder',
};

describe('contacts of a company', () => {
  test('adds, lists with the customer, updates and deletes a contact', async () => {
    const id = await customer(companyInput());
    const added = await t.api({
      method: 'POST',
      url: `/api/customer/${id}/contact`,
      payload: { contact },
    });
    expect(added.statusCode).toBe(201);
    const contactId = added.json()._id;
    expect((await t.api({ method: 'GET', url: `/api/customer/${id}` })).json().contacts).toEqual([
      { _id: contactId, ...contact },
    ]);

    const put = await t.api({
      method: 'PUT',
      url: `/api/customer/${id}/contact/${contactId}`,
      payload: { contact: { ...contact, role: 'Transporteur' } },
    });
    expect(put.json().role).toBe('Transporteur');

    expect(
      (await t.api({ method: 'DELETE', url: `/api/customer/${id}/contact/${contactId}` }))
        .statusCode,
    ).toBe(204);
    expect((await t.api({ method: 'GET', url: `/api/customer/${id}` })).json().contacts).toEqual(
      [],
    );
    expect(
      (await t.api({ method: 'DELETE', url: `/api/customer/${id}/contact/${contactId}` }))
        .statusCode,
    ).toBe(404);
  });

  test.each([
    [{ ...contact, first_name: '' }, 'body.contact.first_name'],
    [{ ...contact, last_name: 'x'.repeat(65) }, 'body.contact.last_name'],
    [{ ...contact, email: 'geen-mail' }, 'body.contact.email'],
    [{ ...contact, telephone: '1'.repeat(17) }, 'body.contact.telephone'],
    [{ ...contact, role: 'Baas' }, 'body.contact.role'],
  ])('refuses %j (400)', async (bad, path) => {
    const id = await customer(companyInput({ company: `Bedrijf ${Math.random()}` }));
    const res = await t.api({
      method: 'POST',
      url: `/api/customer/${id}/contact`,
      payload: { contact: bad },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.map((d: { path: string }) => d.path)).toContain(path);
    expect((await t.api({ method: 'GET', url: `/api/customer/${id}` })).json().contacts).toEqual(
      [],
    );
  });

  test('a private person cannot get contacts (409)', async () => {
    const id = await customer(personInput());
    const res = await t.api({
      method: 'POST',
      url: `/api/customer/${id}/contact`,
      payload: { contact },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Enkel een bedrijf kan contactpersonen hebben.');
  });

  test("a contact cannot be changed through another customer's path (404)", async () => {
    const a = await customer(companyInput({ company: 'A BV' }));
    const b = await customer(companyInput({ company: 'B BV' }));
    const added = await t.api({
      method: 'POST',
      url: `/api/customer/${a}/contact`,
      payload: { contact },
    });
    const res = await t.api({
      method: 'PUT',
      url: `/api/customer/${b}/contact/${added.json()._id}`,
      payload: { contact },
    });
    expect(res.statusCode).toBe(404);
  });

  test('deleting a company removes its contacts with it', async () => {
    const id = await customer(companyInput({ company: 'Weg BV' }));
    await t.api({ method: 'POST', url: `/api/customer/${id}/contact`, payload: { contact } });
    expect((await t.api({ method: 'DELETE', url: `/api/customer/${id}` })).statusCode).toBe(204);
  });
});
