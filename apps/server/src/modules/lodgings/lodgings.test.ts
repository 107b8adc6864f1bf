import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { horses, locations, lodgings } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { horseInput, noon } from '../../../test/factories.ts';

let t: TestApp;
let box: string; // 1 place
let paddock: string; // 3 places
let pensionMare: string;
let pensionStallion: string;
beforeAll(async () => {
  t = await createTestApp();
  const account = (
    await t.api({
      method: 'POST',
      url: '/api/account',
      payload: { account: { number: '701000', name: 'Pension' } },
    })
  ).json()._id;
  const pension = async (name: string, availableFor: string[]) =>
    (
      await t.api({
        method: 'POST',
        url: '/api/pension',
        payload: { pension: { name, account, tax: 21, pricePerDay: 12.5, availableFor } },
      })
    ).json()._id;
  pensionMare = await pension('Weide merrie', ['Merrie']);
  pensionStallion = await pension('Box hengst', ['Hengst']);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(lodgings);
  await t.database.db.delete(horses);
  await t.database.db.delete(locations);
  const loc = async (name: string, places: number) =>
    (
      await t.api({
        method: 'POST',
        url: '/api/location',
        payload: { stable: 'Wei', name, places },
      })
    ).json()._id;
  box = await loc('Box', 1);
  paddock = await loc('Paddock', 3);
});

async function horse(name = 'Bella', type = 'Merrie'): Promise<string> {
  return (
    await t.api({
      method: 'POST',
      url: '/api/horse/create',
      payload: { horse: horseInput({ name, type }) },
    })
  ).json()._id;
}
const lodge = (horseId: string, lodging: Record<string, unknown>, pensionType?: string) =>
  t.api({
    method: 'POST',
    url: `/api/horse/${horseId}/lodging`,
    payload: { lodging, pensionType },
  });
const horseOf = async (id: string) =>
  (await t.api({ method: 'GET', url: `/api/horse/${id}` })).json();

describe('POST /api/horse/{id}/lodging {lodging, pensionType}', () => {
  test('a running lodging sets the location; billable by default gives status invoiceable', async () => {
    const h = await horse();
    const res = await lodge(h, { arrival: noon('2026-11-01'), location: box }, pensionMare);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      lodging: { status: 'invoiceable', billable: true, pensionType: { name: 'Weide merrie' } },
      warnings: [],
    });
    expect((await horseOf(h)).location).toMatchObject({ _id: box });
  });

  test('billable false gives status not invoiceable; a past lodging does not move the horse', async () => {
    const h = await horse();
    const res = await lodge(h, {
      arrival: noon('2026-01-01'),
      departure: noon('2026-02-01'),
      location: box,
      billable: false,
    });
    expect(res.json().lodging.status).toBe('not invoiceable');
    expect((await horseOf(h)).location).toBeNull();
  });

  test("a full location is refused (409), unless it is the horse's own", async () => {
    const a = await horse('A');
    const b = await horse('B');
    await lodge(a, { arrival: noon('2026-11-01'), location: box });
    const refused = await lodge(b, { arrival: noon('2026-11-02'), location: box });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Deze locatie is volzet.');
    expect(await t.database.db.select().from(lodgings).where(eq(lodgings.horseId, b))).toHaveLength(
      0,
    );
    const own = await lodge(a, { arrival: noon('2026-11-05'), location: box });
    expect(own.statusCode).toBe(201);
  });

  test('a new running lodging ends the previous one at its arrival and moves the horse', async () => {
    const h = await horse();
    await lodge(h, { arrival: noon('2026-11-01'), location: box });
    await lodge(h, { arrival: noon('2026-11-10'), location: paddock });
    const detail = await horseOf(h);
    expect(detail.location._id).toBe(paddock);
    expect(
      detail.lodgings.map((l: { locationLabel: string; departure: string | null }) => [
        l.locationLabel,
        l.departure,
      ]),
    ).toEqual([
      ['Paddock', null],
      ['Box', noon('2026-11-10')],
    ]);
    const [b] = await t.database.db.select().from(locations).where(eq(locations.id, box));
    expect(b?.occupants).toBe(0);
  });

  test('an overlapping lodging is saved with a warning', async () => {
    const h = await horse();
    await lodge(h, {
      arrival: noon('2026-10-01'),
      departure: noon('2026-10-20'),
      location: paddock,
    });
    const res = await lodge(h, {
      arrival: noon('2026-10-10'),
      departure: noon('2026-10-30'),
      location: paddock,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().warnings).toEqual([
      'Dit verblijf overlapt met een ander verblijf van dit paard.',
    ]);
  });

  test.each([
    [
      { arrival: noon('2026-11-10'), departure: noon('2026-11-01') },
      'body.lodging.departure',
      'Vertrek mag niet voor aankomst liggen',
    ],
    [{ arrival: 'gisteren' }, 'body.lodging.arrival', 'Invalid date'],
    [
      { arrival: noon('2026-11-01'), location: undefined },
      'body.lodging.location',
      'Gelieve een locatie te kiezen',
    ],
  ])('refuses %j (400)', async (lodging, path, message) => {
    const h = await horse();
    const res = await lodge(h, { location: box, ...lodging });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toContainEqual({ path, message });
  });

  test('a pension type must exist and be available for the horse type', async () => {
    const h = await horse('Bella', 'Merrie');
    const wrong = await lodge(
      h,
      { arrival: noon('2026-11-01'), location: paddock },
      pensionStallion,
    );
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().message).toContain('niet beschikbaar voor een merrie');
    const unknown = await lodge(
      h,
      { arrival: noon('2026-11-01'), location: paddock },
      '6f1e1c84-5d0c-4a53-9d1a-9b1e2c3d4e5f',
    );
    expect(unknown.statusCode).toBe(400);
  });
});

describe('PUT and DELETE lodging, check-out', () => {
  test('ending the running lodging clears the location; deleting works; invoiced is immutable', async () => {
    const h = await horse();
    const { lodging } = (await lodge(h, { arrival: noon('2026-11-01'), location: paddock })).json();
    const put = await t.api({
      method: 'PUT',
      url: `/api/horse/${h}/lodging`,
      payload: {
        lodging: {
          _id: lodging._id,
          arrival: noon('2026-11-01'),
          departure: noon('2026-11-15'),
          location: paddock,
          billable: false,
        },
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().lodging).toMatchObject({
      status: 'not invoiceable',
      departure: noon('2026-11-15'),
    });
    expect((await horseOf(h)).location).toBeNull();

    await t.database.db
      .update(lodgings)
      .set({ status: 'invoiced' })
      .where(eq(lodgings.id, lodging._id));
    const refusedPut = await t.api({
      method: 'PUT',
      url: `/api/horse/${h}/lodging`,
      payload: { lodging: { _id: lodging._id, arrival: noon('2026-11-01'), location: paddock } },
    });
    expect(refusedPut.statusCode).toBe(409);
    const refusedDelete = await t.api({
      method: 'DELETE',
      url: `/api/horse/${h}/lodging/${lodging._id}`,
    });
    expect(refusedDelete.statusCode).toBe(409);
    expect(refusedDelete.json().message).toBe(
      'Een gefactureerd verblijf kan niet meer gewijzigd of verwijderd worden.',
    );
  });

  test('deleting the running lodging frees the place', async () => {
    const h = await horse();
    const { lodging } = (await lodge(h, { arrival: noon('2026-11-01'), location: box })).json();
    expect(
      (await t.api({ method: 'DELETE', url: `/api/horse/${h}/lodging/${lodging._id}` })).statusCode,
    ).toBe(204);
    expect((await horseOf(h)).location).toBeNull();
    expect(
      (await t.api({ method: 'DELETE', url: `/api/horse/${h}/lodging/${lodging._id}` })).statusCode,
    ).toBe(404);
  });

  test('check-out ends every running lodging now and clears the location', async () => {
    const h = await horse();
    await lodge(h, { arrival: noon('2026-11-01'), location: box });
    const res = await t.api({ method: 'POST', url: `/api/horse/${h}/checkout` });
    expect(res.statusCode).toBe(200);
    expect(res.json().lodgings.every((l: { departure: string | null }) => l.departure)).toBe(true);
    expect((await horseOf(h)).location).toBeNull();
  });
});

describe('PUT /api/horse/relocate {horses, stable}', () => {
  test('moves every chosen horse with a new running lodging keeping the pension type', async () => {
    const a = await horse('A');
    const b = await horse('B');
    await lodge(a, { arrival: noon('2026-11-01'), location: box }, pensionMare);
    const res = await t.api({
      method: 'PUT',
      url: '/api/horse/relocate',
      payload: { horses: [a, b], stable: paddock },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ moved: 2 });
    const detailA = await horseOf(a);
    expect(detailA.location._id).toBe(paddock);
    expect(detailA.lodgings[0]).toMatchObject({
      location: paddock,
      departure: null,
      pensionType: { name: 'Weide merrie' },
    });
    expect(detailA.lodgings[1].departure).not.toBeNull();
    expect((await horseOf(b)).lodgings[0]).toMatchObject({
      billable: false,
      status: 'not invoiceable',
    });
  });

  test('moves none when the location has too few places (409)', async () => {
    const a = await horse('A');
    const b = await horse('B');
    const res = await t.api({
      method: 'PUT',
      url: '/api/horse/relocate',
      payload: { horses: [a, b], stable: box },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Niet genoeg vrije plaatsen in Box: 1 vrij, 2 paarden te verplaatsen.',
    );
    expect(await t.database.db.select().from(lodgings)).toHaveLength(0);
  });

  test('refuses a dead horse, an unknown horse and bad bodies', async () => {
    const dead = (
      await t.api({
        method: 'POST',
        url: '/api/horse/create',
        payload: {
          horse: horseInput({ name: 'Oud', death: true, date_of_death: noon('2025-01-01') }),
        },
      })
    ).json()._id;
    expect(
      (
        await t.api({
          method: 'PUT',
          url: '/api/horse/relocate',
          payload: { horses: [dead], stable: paddock },
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await t.api({
          method: 'PUT',
          url: '/api/horse/relocate',
          payload: { horses: ['6f1e1c84-5d0c-4a53-9d1a-9b1e2c3d4e5f'], stable: paddock },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.api({
          method: 'PUT',
          url: '/api/horse/relocate',
          payload: { horses: [], stable: paddock },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await t.api({ method: 'PUT', url: '/api/horse/relocate', payload: { horses: [dead] } }))
        .statusCode,
    ).toBe(400);
  });

  test('two relocations racing for the last place: exactly one wins', async () => {
    const a = await horse('A');
    const b = await horse('B');
    const results = await Promise.all([
      t.api({ method: 'PUT', url: '/api/horse/relocate', payload: { horses: [a], stable: box } }),
      t.api({ method: 'PUT', url: '/api/horse/relocate', payload: { horses: [b], stable: box } }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const [b1] = await t.database.db.select().from(locations).where(eq(locations.id, box));
    expect(b1?.occupants).toBe(1);
  });
});
