import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { audit, horses, locations, lodgings } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { horseInput, noon, personInput } from '../../../test/factories.ts';

let t: TestApp;
let ownerId: string;
let boxId: string;
beforeAll(async () => {
  t = await createTestApp();
  ownerId = (
    await t.api({ method: 'POST', url: '/api/customer', payload: { customer: personInput() } })
  ).json()._id;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(lodgings);
  await t.database.db.delete(horses);
  await t.database.db.delete(locations);
  boxId = (
    await t.api({
      method: 'POST',
      url: '/api/location',
      payload: { stable: 'Stal Zoutleeuw', prefix: 'A', name: '1', places: 1 },
    })
  ).json()._id;
});

const create = (horse: Record<string, unknown>) =>
  t.api({ method: 'POST', url: '/api/horse/create', payload: { horse } });
async function created(
  horse: Record<string, unknown> = {},
): Promise<{ _id: string } & Record<string, unknown>> {
  const res = await create(horseInput(horse));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('POST /api/horse/create {horse incl. lodgings}', () => {
  test('creates a horse with its owner; a running lodging places it', async () => {
    const h = await created({
      owner: ownerId,
      microchip: '981100004512345',
      lodgings: [{ arrival: noon('2026-11-01'), location: boxId }],
    });
    expect(h).toMatchObject({
      name: 'Zarina van de Kapel',
      owner: { _id: ownerId, name: 'An Peeters' },
      fullLocation: 'Stal Zoutleeuw A-1',
    });
    expect(h.lodgings).toEqual([
      expect.objectContaining({
        location: boxId,
        departure: null,
        billable: true,
        status: 'invoiceable',
      }),
    ]);
    const rows = await t.database.db.select().from(audit).where(eq(audit.entityId, h._id));
    expect(rows.map((r) => r.action)).toEqual(['create']);
  });

  test.each([
    [{ name: '' }, 'body.horse.name', 'Dit veld is verplicht'],
    [{ type: 'Ruin' }, 'body.horse.type', 'Ongeldige waarde'],
    [{ breed: undefined }, 'body.horse.breed', 'Dit veld is verplicht'],
    [{ studbook: ' ' }, 'body.horse.studbook', 'Dit veld is verplicht'],
    [{ ueln: '0560010123456789' }, 'body.horse.ueln', 'Max 15 characters'],
    [{ microchip: '9811000045123456' }, 'body.horse.microchip', 'Max 15 characters'],
    [{ death: true }, 'body.horse.date_of_death', 'Dit veld is verplicht'],
    [{ date_of_birth: '12/03/2020' }, 'body.horse.date_of_birth', 'Invalid date'],
    [{ owner: 'niemand' }, 'body.horse.owner', undefined],
    [
      { lodgings: [{ arrival: noon('2026-11-01') }] },
      'body.horse.lodgings.0.location',
      'Gelieve een locatie te kiezen',
    ],
  ])('refuses %j (400) and writes nothing', async (change, path, message) => {
    const res = await create({ ...horseInput(), ...change });
    expect(res.statusCode).toBe(400);
    const detail = res.json().details.find((d: { path: string }) => d.path === path);
    expect(detail, res.body).toBeDefined();
    if (message) expect(detail.message).toBe(message);
    expect(await t.database.db.select().from(horses)).toHaveLength(0);
  });

  test('a horse created dead takes no lodgings: 400, nothing written', async () => {
    const res = await create(
      horseInput({
        death: true,
        date_of_death: noon('2026-11-01'),
        lodgings: [{ arrival: noon('2026-11-02'), location: boxId }],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toContainEqual({
      path: 'body.horse.lodgings',
      message: 'Een overleden paard kan geen verblijven krijgen.',
    });
    expect(await t.database.db.select().from(horses)).toHaveLength(0);
    expect(await t.database.db.select().from(lodgings)).toHaveLength(0);
    const withoutLodgings = await create(
      horseInput({ death: true, date_of_death: noon('2026-11-01') }),
    );
    expect(withoutLodgings.statusCode).toBe(201);
  });

  test('an unknown owner is a 400, not a server error', async () => {
    const res = await create(horseInput({ owner: '6f1e1c84-5d0c-4a53-9d1a-9b1e2c3d4e5f' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Onbekende klant');
  });

  test('a lodging into a full location refuses the whole creation (409) and keeps nothing', async () => {
    await created({ name: 'Eerste', lodgings: [{ arrival: noon('2026-11-01'), location: boxId }] });
    const res = await create(
      horseInput({ name: 'Tweede', lodgings: [{ arrival: noon('2026-11-02'), location: boxId }] }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Deze locatie is volzet.');
    expect((await t.database.db.select().from(horses)).map((h) => h.name)).toEqual(['Eerste']);
  });

  test('surrogate belongs to mares and stud horse to stallions', async () => {
    const stallion = await created({
      name: 'Quidam',
      type: 'Hengst',
      surrogate: true,
      surrogate_uid: '123',
      stud_horse: true,
    });
    expect(stallion).toMatchObject({ surrogate: false, surrogate_uid: null, stud_horse: true });
    const mare = await created({
      name: 'Bella',
      surrogate: true,
      surrogate_uid: 'DM-12',
      stud_horse: true,
    });
    expect(mare).toMatchObject({ surrogate: true, surrogate_uid: 'DM-12', stud_horse: false });
  });
});

describe('PUT /api/horse/{id}: death', () => {
  test('a horse that dies leaves its place; a dead horse is read only; undoing death is allowed', async () => {
    const h = await created({ lodgings: [{ arrival: noon('2026-11-01'), location: boxId }] });
    const died = await t.api({
      method: 'PUT',
      url: `/api/horse/${h._id}`,
      payload: { horse: horseInput({ death: true, date_of_death: noon('2026-11-10') }) },
    });
    expect(died.statusCode).toBe(200);
    expect(died.json()).toMatchObject({ death: true, location: null });
    expect(died.json().lodgings[0].departure).toBe(noon('2026-11-10'));
    const [box] = await t.database.db.select().from(locations).where(eq(locations.id, boxId));
    expect(box?.occupants).toBe(0);

    const edit = await t.api({
      method: 'PUT',
      url: `/api/horse/${h._id}`,
      payload: {
        horse: horseInput({ name: 'Anders', death: true, date_of_death: noon('2026-11-10') }),
      },
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe('Een overleden paard kan niet meer gewijzigd worden.');
    const lodge = await t.api({
      method: 'POST',
      url: `/api/horse/${h._id}/lodging`,
      payload: { lodging: { arrival: noon('2026-11-12'), location: boxId } },
    });
    expect(lodge.statusCode).toBe(409);

    const undo = await t.api({
      method: 'PUT',
      url: `/api/horse/${h._id}`,
      payload: { horse: horseInput({ death: false }) },
    });
    expect(undo.json()).toMatchObject({ death: false, date_of_death: null });
  });

  test('stores the implantation date as given (the form adds the 37 days)', async () => {
    const h = await created({ surrogate: true });
    const res = await t.api({
      method: 'PUT',
      url: `/api/horse/${h._id}`,
      payload: { horse: horseInput({ surrogate: true, embryoImplanted: noon('2026-12-08') }) },
    });
    expect(res.json().embryoImplanted).toBe(noon('2026-12-08'));
    const cleared = await t.api({
      method: 'PUT',
      url: `/api/horse/${h._id}`,
      payload: { horse: horseInput({ surrogate: true, embryoImplanted: null }) },
    });
    expect(cleared.json().embryoImplanted).toBeNull();
  });
});

describe('DELETE /api/horse/{id}', () => {
  test('deletes a horse with its open lodgings and frees its place', async () => {
    const h = await created({ lodgings: [{ arrival: noon('2026-11-01'), location: boxId }] });
    expect((await t.api({ method: 'DELETE', url: `/api/horse/${h._id}` })).statusCode).toBe(204);
    expect((await t.api({ method: 'GET', url: `/api/horse/${h._id}` })).statusCode).toBe(404);
    const [box] = await t.database.db.select().from(locations).where(eq(locations.id, boxId));
    expect(box?.occupants).toBe(0);
  });

  test('a horse with an invoiced lodging cannot be deleted (409)', async () => {
    const h = await created({
      lodgings: [{ arrival: noon('2026-10-01'), departure: noon('2026-10-20'), location: boxId }],
    });
    await t.database.db.update(lodgings).set({ status: 'invoiced' });
    const res = await t.api({ method: 'DELETE', url: `/api/horse/${h._id}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Dit paard heeft gefactureerde verblijven en kan niet verwijderd worden.',
    );
  });

  test('an owner of a horse cannot be deleted', async () => {
    await created({ owner: ownerId });
    expect((await t.api({ method: 'DELETE', url: `/api/customer/${ownerId}` })).statusCode).toBe(
      409,
    );
  });
});

describe('GET /api/horse/{id}/embryos and /storage', () => {
  test('a horse has no embryos and no stored lots until the ICSI and semen modules link them', async () => {
    const h = await created({ surrogate: true });
    const embryos = await t.api({ method: 'GET', url: `/api/horse/${h._id}/embryos` });
    expect(embryos.statusCode).toBe(200);
    expect(embryos.json()).toEqual({ results: [], total: 0 });
    const storage = await t.api({ method: 'GET', url: `/api/horse/${h._id}/storage` });
    expect(storage.statusCode).toBe(200);
    expect(storage.json()).toEqual({ icsi: [], semen: [] });
  });

  test.each(['embryos', 'storage'])('%s: unknown horse 404, bad id 400', async (what) => {
    const unknown = await t.api({
      method: 'GET',
      url: `/api/horse/6f1e1c84-5d0c-4a53-9d1a-9b1e2c3d4e5f/${what}`,
    });
    expect(unknown.statusCode).toBe(404);
    expect((await t.api({ method: 'GET', url: `/api/horse/bella/${what}` })).statusCode).toBe(400);
  });
});
