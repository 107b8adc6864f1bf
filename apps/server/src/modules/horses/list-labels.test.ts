// The horse list reads one row per horse (issue 16): the names it shows of the owner, stallion
// owner, location, donor mare and passport are kept on the horse row by triggers (migration 0031).
// Each write that changes such a name is followed by the list showing the new one.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { customerDisplayName, locationLabel, type Horse } from '@stalboek/domain';
import { queryRows } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { companyInput, horseInput, noon, personInput } from '../../../test/factories.ts';
import { filePart, multipart, samplePdf } from '../../../test/fixtures/uploads.ts';

let t: TestApp;
const ids = {} as Record<'peeters' | 'kapel' | 'box' | 'stal' | 'donor' | 'horse', string>;
const send = async (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) => {
  const res = await t.api({ method, url, payload });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json();
};
const create = async (url: string, payload: Record<string, unknown>) =>
  (await send('POST', url, payload))._id as string;

/** The horse as the list shows it. */
const listed = async (id: string): Promise<Horse> => {
  const res = await t.api({ method: 'GET', url: `/api/horse?_id=${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results[0];
};

beforeAll(async () => {
  t = await createTestApp();
  ids.peeters = await create('/api/customer', { customer: personInput({ first_name: 'An' }) });
  ids.kapel = await create('/api/customer', { customer: companyInput({ company: 'De Kapel' }) });
  ids.box = await create('/api/location', { stable: 'Wei', prefix: 'A', name: '10', places: 5 });
  ids.stal = await create('/api/location', { stable: 'Stal Dormaal', name: 'Q', places: 5 });
  ids.donor = await create('/api/horse/create', { horse: horseInput({ name: 'Donna' }) });
  ids.horse = await create('/api/horse/create', {
    horse: horseInput({
      name: 'Bella',
      owner: ids.peeters,
      stallionOwner: ids.kapel,
      surrogate: true,
      donor_mare: ids.donor,
      lodgings: [{ arrival: noon('2026-11-01'), location: ids.box }],
    }),
  });
});
afterAll(() => t.close());

const bella = (fields: Record<string, unknown>) =>
  horseInput({ name: 'Bella', surrogate: true, ...fields });

describe('the horse list shows the names kept on the horse row', () => {
  test('as created: owner, stallion owner, location, donor mare', async () => {
    expect(await listed(ids.horse)).toMatchObject({
      owner: { _id: ids.peeters, name: 'An Peeters' },
      stallionOwner: { _id: ids.kapel, name: 'De Kapel' },
      location: { _id: ids.box, stable: 'Wei', label: 'A-10' },
      fullLocation: 'Wei A-10',
      donor_mare: { _id: ids.donor, name: 'Donna' },
      passport: null,
    });
  });

  test('a renamed customer: as owner and as stallion owner', async () => {
    await send('PUT', `/api/customer/${ids.peeters}`, {
      customer: personInput({ first_name: 'Anna', last_name: 'Wouters' }),
    });
    await send('PUT', `/api/customer/${ids.kapel}`, {
      customer: companyInput({ company: 'Haras de la Hesbaye' }),
    });
    expect(await listed(ids.horse)).toMatchObject({
      owner: { _id: ids.peeters, name: 'Anna Wouters' },
      stallionOwner: { _id: ids.kapel, name: 'Haras de la Hesbaye' },
    });
  });

  test('a customer that becomes a company is named by its company', async () => {
    await send('PUT', `/api/customer/${ids.peeters}`, {
      customer: companyInput({ company: 'Stal Wouters' }),
    });
    expect((await listed(ids.horse)).owner).toEqual({ _id: ids.peeters, name: 'Stal Wouters' });
  });

  test('another owner and stallion owner, then none', async () => {
    await send('PUT', `/api/horse/${ids.horse}`, {
      horse: bella({ owner: ids.kapel, stallionOwner: ids.peeters, donor_mare: ids.donor }),
    });
    expect(await listed(ids.horse)).toMatchObject({
      owner: { _id: ids.kapel, name: 'Haras de la Hesbaye' },
      stallionOwner: { _id: ids.peeters, name: 'Stal Wouters' },
    });
    await send('PUT', `/api/horse/${ids.horse}`, {
      horse: bella({ owner: null, stallionOwner: null, donor_mare: ids.donor }),
    });
    expect(await listed(ids.horse)).toMatchObject({ owner: null, stallionOwner: null });
  });

  test('a renamed location: stable, prefix and name', async () => {
    await send('PUT', `/api/location/${ids.box}`, {
      stable: 'Stal Zoutleeuw',
      prefix: 'B',
      name: '12',
      places: 5,
    });
    expect(await listed(ids.horse)).toMatchObject({
      location: { _id: ids.box, stable: 'Stal Zoutleeuw', label: 'B-12' },
      fullLocation: 'Stal Zoutleeuw B-12',
    });
    await send('PUT', `/api/location/${ids.box}`, { stable: null, name: '12', places: 5 });
    expect(await listed(ids.horse)).toMatchObject({
      location: { _id: ids.box, stable: null, label: '12' },
      fullLocation: '12',
    });
  });

  test('lodging moves: relocated, a new running lodging, checked out', async () => {
    await send('PUT', '/api/horse/relocate', { horses: [ids.horse], stable: ids.stal });
    expect(await listed(ids.horse)).toMatchObject({
      location: { _id: ids.stal, stable: 'Stal Dormaal', label: 'Q' },
      fullLocation: 'Stal Dormaal Q',
    });
    await send('POST', `/api/horse/${ids.horse}/lodging`, {
      lodging: { arrival: new Date().toISOString(), location: ids.box },
    });
    expect((await listed(ids.horse)).location).toEqual({ _id: ids.box, stable: null, label: '12' });
    await send('POST', `/api/horse/${ids.horse}/checkout`, {});
    expect(await listed(ids.horse)).toMatchObject({ location: null, fullLocation: null });
  });

  test('the lodging import places a horse', async () => {
    const nora = await create('/api/horse/create', { horse: horseInput({ name: 'Nora' }) });
    const today = new Date().toLocaleDateString('nl-BE', { timeZone: 'Europe/Brussels' });
    const res = await t.api({
      method: 'POST',
      url: '/api/semen/upload/lodging',
      ...multipart([
        {
          name: 'file',
          value: `Paard;Stal;Locatie;Aankomst\r\nNora;Stal Dormaal;Q;${today}\r\n`,
          filename: 'verblijven.csv',
          type: 'text/csv',
        },
      ]),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await listed(nora)).toMatchObject({
      location: { _id: ids.stal, stable: 'Stal Dormaal', label: 'Q' },
      fullLocation: 'Stal Dormaal Q',
    });
  });

  test('the donor mare: renamed, another one, deleted', async () => {
    await send('PUT', `/api/horse/${ids.donor}`, { horse: horseInput({ name: 'Donatella' }) });
    expect((await listed(ids.horse)).donor_mare).toEqual({ _id: ids.donor, name: 'Donatella' });
    const other = await create('/api/horse/create', { horse: horseInput({ name: 'Olga' }) });
    await send('PUT', `/api/horse/${ids.horse}`, { horse: bella({ donor_mare: other }) });
    expect((await listed(ids.horse)).donor_mare).toEqual({ _id: other, name: 'Olga' });
    const gone = await t.api({ method: 'DELETE', url: `/api/horse/${other}` });
    expect(gone.statusCode, gone.body).toBe(204);
    expect((await listed(ids.horse)).donor_mare).toBeNull();
  });

  test('the passport: uploaded, replaced, deleted', async () => {
    const upload = (filename: string) =>
      t.api({
        method: 'POST',
        url: `/api/horse/${ids.horse}/passport`,
        ...multipart([filePart(samplePdf, filename)]),
      });
    const first = (await upload('paspoort Zoë.pdf')).json();
    expect((await listed(ids.horse)).passport).toEqual(first);
    const second = (await upload('paspoort 2.pdf')).json();
    expect((await listed(ids.horse)).passport).toEqual({
      _id: second._id,
      filename: 'paspoort 2.pdf',
    });
    const gone = await t.api({ method: 'DELETE', url: `/api/horse/${ids.horse}/passport` });
    expect(gone.statusCode, gone.body).toBe(204);
    expect((await listed(ids.horse)).passport).toBeNull();
  });

  test('the detail shows the same names as the list', async () => {
    const res = await t.api({ method: 'GET', url: `/api/horse/${ids.horse}` });
    const { lodgings: _l, labResults: _r, ovaryTags: _o, cysts: _c, ...detail } = res.json();
    expect(detail).toEqual(await listed(ids.horse));
  });
});

describe('the names are those the domain functions give', () => {
  const people: [string, string | null, string | null, string | null][] = [
    ['particulier', 'An', 'Peeters', null],
    ['particulier', null, 'Peeters', null],
    ['particulier', '', ' Peeters\t', null],
    ['particulier', '\u00a0', null, null],
    ['particulier', null, null, null],
    ['bedrijf', 'An', 'Peeters', null],
    ['bedrijf', null, null, '  De Kapel \n'],
    ['bedrijf', null, null, '\u3000'],
  ];
  test.each(people)('customer %s %j %j %j', async (type, first, last, company) => {
    const [row] = await queryRows<{ name: string }>(
      t.database.db,
      sql`select customer_display_name(${type}, ${first}, ${last}, ${company}) as name`,
    );
    expect(row?.name).toBe(
      customerDisplayName({ type, first_name: first, last_name: last, company }),
    );
  });

  test.each([
    ['A', '10'],
    [null, 'Quarantaine'],
    ['', 'Wei'],
  ])('location %j %j', async (prefix, name) => {
    const [row] = await queryRows<{ label: string }>(
      t.database.db,
      sql`select location_display_label(${prefix}, ${name}) as label`,
    );
    expect(row?.label).toBe(locationLabel({ prefix, name }));
  });
});
