import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { horseInput, noon } from '../../../test/factories.ts';

let t: TestApp;
let account: string;
beforeAll(async () => {
  t = await createTestApp();
  account = (
    await t.api({
      method: 'POST',
      url: '/api/account',
      payload: { account: { number: '701000', name: 'Pension' } },
    })
  ).json()._id;
});
afterAll(() => t.close());

const body = (o: Record<string, unknown> = {}) => ({
  pension: {
    name: 'Weide',
    translations: { en: 'Pasture', fr: 'Pâture' },
    account,
    tax: 21,
    pricePerDay: 9.5,
    availableFor: ['Merrie'],
    ...o,
  },
});

describe('pension types', () => {
  test('create, get, update, list with availableFor, delete', async () => {
    const created = await t.api({ method: 'POST', url: '/api/pension', payload: body() });
    expect(created.statusCode, created.body).toBe(201);
    const p = created.json();
    expect(p).toMatchObject({
      name: 'Weide',
      translations: { en: 'Pasture', fr: 'Pâture' },
      account: { number: '701000' },
      tax: 21,
      pricePerDay: 9.5,
      availableFor: ['Merrie'],
    });
    await t.api({
      method: 'POST',
      url: '/api/pension',
      payload: body({ name: 'Box', availableFor: ['Hengst', 'Merrie'], pricePerDay: 15 }),
    });
    const mares = await t.api({ method: 'GET', url: '/api/pension?availableFor=Merrie' });
    expect(mares.json().results.map((r: { name: string }) => r.name)).toEqual(['Box', 'Weide']);
    const stallions = await t.api({ method: 'GET', url: '/api/pension?availableFor=Hengst' });
    expect(stallions.json().results.map((r: { name: string }) => r.name)).toEqual(['Box']);
    const put = await t.api({
      method: 'PUT',
      url: `/api/pension/${p._id}`,
      payload: body({ pricePerDay: 10.25, tax: 6 }),
    });
    expect(put.json()).toMatchObject({ pricePerDay: 10.25, tax: 6 });
    expect((await t.api({ method: 'DELETE', url: `/api/pension/${p._id}` })).statusCode).toBe(204);
    expect((await t.api({ method: 'GET', url: `/api/pension/${p._id}` })).statusCode).toBe(404);
  });

  test.each([
    [{ name: '' }, 'body.pension.name', 'Dit veld is verplicht'],
    [{ account: undefined }, 'body.pension.account', 'Dit veld is verplicht'],
    [
      { account: '6f1e1c84-5d0c-4a53-9d1a-9b1e2c3d4e5f' },
      'body.pension.account',
      'Onbekende rekening',
    ],
    [{ tax: 12 }, 'body.pension.tax', 'Ongeldige waarde'],
    [{ tax: undefined }, 'body.pension.tax', 'Dit veld is verplicht'],
    [{ pricePerDay: -1 }, 'body.pension.pricePerDay', 'Mag niet negatief zijn'],
    [{ pricePerDay: 'gratis' }, 'body.pension.pricePerDay', 'Moet een getal zijn'],
  ])('refuses %j with %s: %s (400)', async (change, path, message) => {
    const res = await t.api({ method: 'POST', url: '/api/pension', payload: body(change) });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toContainEqual({ path, message });
  });

  test('refuses an unknown horse type in availableFor (400)', async () => {
    const res = await t.api({
      method: 'POST',
      url: '/api/pension',
      payload: body({ availableFor: ['Ezel'] }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toContainEqual({
      path: 'body.pension.availableFor.0',
      message: 'Ongeldige waarde',
    });
  });

  test('a pension type used by a lodging cannot be deleted (409)', async () => {
    const p = (
      await t.api({ method: 'POST', url: '/api/pension', payload: body({ name: 'Gebruikt' }) })
    ).json()._id;
    const loc = (
      await t.api({ method: 'POST', url: '/api/location', payload: { name: 'Weide 1', places: 4 } })
    ).json()._id;
    const h = (
      await t.api({ method: 'POST', url: '/api/horse/create', payload: { horse: horseInput() } })
    ).json()._id;
    await t.api({
      method: 'POST',
      url: `/api/horse/${h}/lodging`,
      payload: { lodging: { arrival: noon('2026-11-01'), location: loc }, pensionType: p },
    });
    const res = await t.api({ method: 'DELETE', url: `/api/pension/${p}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Dit pensiontype wordt door verblijven gebruikt en kan niet verwijderd worden.',
    );
  });
});
