import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { brusselsDay, caseMsg } from '@stalboek/domain';
import { cases, customers, horses } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { companyInput } from '../../../test/factories.ts';
import { caseFixtures } from './cases.fixture.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const f = caseFixtures(() => t);

describe('POST /api/case', () => {
  test('a case gets the reference YYYY-NNNNN and the defaults', async () => {
    const horse = await f.horse({ type: 'Merrie' });
    const id = await f.case(horse);
    const res = await f.get(id);
    expect(res.statusCode).toBe(200);
    const c = res.json();
    expect(c.reference).toMatch(new RegExp(`^${brusselsDay(new Date()).slice(0, 4)}-\\d{5}$`));
    expect(c).toMatchObject({ status: 'Open', mainActivity: '-', customer: null, invoice: null });
    expect(c.horse).toMatchObject({ _id: horse, type: 'Merrie', surrogate: false });
  });

  test('20 parallel creates get 20 distinct consecutive references', async () => {
    const horse = await f.horse();
    const ids = await Promise.all(Array.from({ length: 20 }, () => f.case(horse)));
    const refs = await Promise.all(ids.map(async (id) => (await f.get(id)).json().reference));
    const numbers = refs.map((r: string) => Number(r.split('-')[1])).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(20);
    expect(numbers.at(-1)! - numbers[0]!).toBe(19);
  });

  test('bad input changes nothing: missing horse 400, unknown horse or customer 404', async () => {
    const before = (await t.database.db.select().from(cases)).length;
    const missing = await t.api({ method: 'POST', url: '/api/case', payload: {} });
    expect(missing.statusCode).toBe(400);
    const horse = await t.api({
      method: 'POST',
      url: '/api/case',
      payload: { horse: '00000000-0000-4000-8000-000000000000' },
    });
    expect(horse.statusCode).toBe(404);
    expect(horse.json().message).toBe('Paard niet gevonden');
    const customer = await t.api({
      method: 'POST',
      url: '/api/case',
      payload: { horse: await f.horse(), customer: '00000000-0000-4000-8000-000000000000' },
    });
    expect(customer.statusCode).toBe(404);
    const activity = await t.api({
      method: 'POST',
      url: '/api/case',
      payload: { horse: await f.horse(), mainActivity: 'Koffie' },
    });
    expect(activity.statusCode).toBe(400);
    expect((await t.database.db.select().from(cases)).length).toBe(before);
  });
});

describe('GET /api/case', () => {
  test('filters: status and activity multi, horse, customer, search, surrogate switches', async () => {
    const customer = await f.customer({ last_name: 'Verhoeven' });
    const mare = await f.horse({ type: 'Merrie', name: 'Zoë Caseley' });
    const surrogate = await f.horse({ type: 'Merrie', surrogate: true, name: 'Draagster' });
    const a = await f.case(mare, { customer, mainActivity: 'Embryotransfer' });
    const b = await f.case(surrogate, { customer, mainActivity: 'Draagmoeder' });
    const list = async (q: string) => {
      const res = await t.api({ method: 'GET', url: `/api/case?customer=${customer}&${q}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().results.map((r: { _id: string }) => r._id);
    };
    expect((await list('')).sort()).toEqual([a, b].sort());
    expect(await list('mainActivity=Embryotransfer&mainActivity=Ovum%20pick%20up')).toEqual([a]);
    expect(await list('status=Gesloten')).toEqual([]);
    expect((await list('status=Open&status=Gesloten')).length).toBe(2);
    expect(await list('hideSurrogate=true')).toEqual([a]);
    expect(await list('onlySurrogate=true')).toEqual([b]);
    expect(await list(`horse=${mare}`)).toEqual([a]);
    expect(await list('search=zoe cas')).toEqual([a]);
    const ref = (await f.get(b)).json().reference;
    expect(await list(`search=${ref}`)).toEqual([b]);
    const both = await t.api({
      method: 'GET',
      url: '/api/case?hideSurrogate=true&onlySurrogate=true',
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toContain(caseMsg.switchesExclusive);
  });

  test('a horse that becomes a surrogate moves between the switches (and a rename is searchable)', async () => {
    const customer = await f.customer();
    const mare = await f.horse({ type: 'Merrie', name: 'Gewone Merrie' });
    const id = await f.case(mare, { customer });
    const only = async () =>
      (await t.api({ method: 'GET', url: `/api/case?customer=${customer}&onlySurrogate=true` }))
        .json()
        .results.map((r: { _id: string }) => r._id);
    expect(await only()).toEqual([]);
    await t.database.db
      .update(horses)
      .set({ surrogate: true, name: 'Draagmoeder Dora' })
      .where(eq(horses.id, mare));
    expect(await only()).toEqual([id]);
    const found = await t.api({ method: 'GET', url: `/api/case?customer=${customer}&search=dora` });
    expect(found.json().total).toBe(1);
  });

  test('default order: status descending, then newest first; total counts the filter', async () => {
    const customer = await f.customer();
    const horse = await f.horse();
    const first = await f.case(horse, { customer });
    const second = await f.case(horse, { customer });
    const closed = await f.case(horse, { customer });
    expect((await f.put(closed, { status: 'Gesloten' })).statusCode).toBe(200);
    const res = await t.api({ method: 'GET', url: `/api/case?customer=${customer}&limit=2` });
    const body = res.json();
    expect(body.total).toBe(3);
    expect(body.results.map((r: { _id: string }) => r._id)).toEqual([second, first]);
    const sorted = await t.api({
      method: 'GET',
      url: `/api/case?customer=${customer}&sortBy=status&sortDesc=false&sortBy=createdAt&sortDesc=false`,
    });
    expect(sorted.json().results.map((r: { _id: string }) => r._id)).toEqual([
      closed,
      first,
      second,
    ]);
    expect((await t.api({ method: 'GET', url: '/api/case?sortBy=colour' })).statusCode).toBe(400);
  });

  test('GET /api/case/search finds by reference or horse name, at most `limit`', async () => {
    const horse = await f.horse({ name: 'Quirine Zoekbaar' });
    const id = await f.case(horse);
    const res = await t.api({ method: 'GET', url: '/api/case/search?searchValue=zoekbaar' });
    expect(res.json().results.map((r: { _id: string }) => r._id)).toEqual([id]);
    const limited = await t.api({ method: 'GET', url: '/api/case/search?limit=1' });
    expect(limited.json().results).toHaveLength(1);
  });

  test('GET /api/config/status lists the statuses and main activities', async () => {
    const res = await t.api({ method: 'GET', url: '/api/config/status' });
    expect(res.json().statuses).toEqual([
      'Open',
      'Factureerbaar',
      'Gefactureerd',
      'Niet factureerbaar',
      'Gesloten',
    ]);
    expect(res.json().activities).toContain('Kunstmatige inseminatie');
  });
});

describe('GET /api/case sorts', () => {
  const ids = async (q: string) =>
    (await t.api({ method: 'GET', url: `/api/case?${q}` }))
      .json()
      .results.map((r: { _id: string }) => r._id);

  test("'Klant' sorts on the company or last name, and follows a rename (trigger)", async () => {
    const horse = await f.horse({ name: 'Sorteerpaard' });
    const company = (
      await t.api({
        method: 'POST',
        url: '/api/customer',
        payload: { customer: companyInput({ company: 'Zzb Stoeterij' }) },
      })
    ).json()._id;
    const person = await f.customer({ first_name: 'Aaron', last_name: 'Zza Sorteer' });
    const ofCompany = await f.case(horse, { customer: company });
    const ofPerson = await f.case(horse, { customer: person });
    const mine = `horse=${horse}&sortBy=customer`;
    expect(await ids(`${mine}&sortDesc=false`)).toEqual([ofPerson, ofCompany]);
    expect(await ids(`${mine}&sortDesc=true`)).toEqual([ofCompany, ofPerson]);
    await t.database.db
      .update(customers)
      .set({ lastName: 'Zzc Sorteer' })
      .where(eq(customers.id, person));
    expect(await ids(`${mine}&sortDesc=false`)).toEqual([ofCompany, ofPerson]);
    // A case that changes customer takes the new one's name.
    expect((await f.put(ofCompany, { customer: person })).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(cases).where(eq(cases.id, ofCompany));
    expect(row?.customerSort).toBe('Zzc Sorteer');
  });

  test("'Laatst gewijzigd' puts the case saved last first; ties show the newest first", async () => {
    const horse = await f.horse();
    const older = await f.case(horse);
    const newer = await f.case(horse);
    // Same status and activity: within them, the newest case first, either direction.
    expect(await ids(`horse=${horse}&sortBy=status&sortDesc=false`)).toEqual([newer, older]);
    expect(await ids(`horse=${horse}&sortBy=mainActivity&sortDesc=true`)).toEqual([newer, older]);
    expect(await ids(`horse=${horse}&sortBy=updatedAt&sortDesc=true`)).toEqual([newer, older]);
    expect((await f.put(older, { mainActivity: 'Ovum pick up' })).statusCode).toBe(200);
    expect(await ids(`horse=${horse}&sortBy=updatedAt&sortDesc=true`)).toEqual([older, newer]);
  });
});
