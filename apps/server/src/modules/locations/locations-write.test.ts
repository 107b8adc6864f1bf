import { describe, expect, test } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { audit, horses, lodgings, locations } from '../../db/schema/index.ts';
import { locationFixture } from './locations.fixture.ts';

const f = locationFixture();

describe('POST /api/location', () => {
  test('creates a location and shows it as "stable prefix-name" with its free places', async () => {
    const res = await f.create({ stable: 'Stal Zoutleeuw', prefix: 'A', name: '12', places: 2 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      stable: 'Stal Zoutleeuw',
      prefix: 'A',
      name: '12',
      places: 2,
      horseCount: 0,
      freePlaces: 2,
      fullStable: 'Stal Zoutleeuw A-12',
    });
  });

  test('stable and prefix are optional; empty text is stored as none', async () => {
    const res = await f.create({ stable: '', prefix: '  ', name: 'Wei 3', places: 1 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ stable: null, prefix: null, fullStable: 'Wei 3' });
  });

  test('accepts names with accents', async () => {
    const res = await f.create({ stable: 'Stal Dormaal', name: 'Écurie ëü', places: 1 });
    expect(res.json().name).toBe('Écurie ëü');
  });

  test('records the write in the audit table with the actor from the token', async () => {
    const { _id } = await f.created({ name: 'Box', places: 1 });
    const rows = await f.t.database.db.select().from(audit).where(eq(audit.entityId, _id));
    expect(rows).toHaveLength(1);
    // The token's sub identifies who wrote; the name is kept for people reading the history.
    expect(rows[0]).toMatchObject({
      action: 'create',
      entity: 'location',
      actor: 'test-user',
      actorName: 'Test Gebruiker',
    });
  });

  test.each([
    [{ places: 1 }, 'body.name', 'Dit veld is verplicht'],
    [{ name: '', places: 1 }, 'body.name', 'Dit veld is verplicht'],
    [{ name: '   ', places: 1 }, 'body.name', 'Dit veld is verplicht'],
    [{ name: 'x'.repeat(65), places: 1 }, 'body.name', 'Mag maximum 64 tekens bevatten'],
    [
      { name: 'A', places: 1, stable: 's'.repeat(65) },
      'body.stable',
      'Mag maximum 64 tekens bevatten',
    ],
    [{ name: 'A' }, 'body.places', 'Dit veld is verplicht en moet groter zijn dan 0'],
    [{ name: 'A', places: 0 }, 'body.places', 'Dit veld is verplicht en moet groter zijn dan 0'],
    [{ name: 'A', places: -3 }, 'body.places', 'Dit veld is verplicht en moet groter zijn dan 0'],
    [{ name: 'A', places: 'veel' }, 'body.places', 'Moet een getal zijn'],
    [{ name: 'A', places: 1.5 }, 'body.places', 'Moet een geheel getal zijn'],
    [{ name: 42, places: 1 }, 'body.name', 'Moet tekst zijn'],
  ])('refuses %j with 400 naming the field', async (payload, path, message) => {
    const res = await f.create(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toContainEqual({ path, message });
    const [row] = await f.t.database.db.select({ n: sql<number>`count(*)::int` }).from(locations);
    expect(row?.n).toBe(0);
  });

  test('refuses malformed JSON with 400', async () => {
    const res = await f.t.api({
      method: 'POST',
      url: '/api/location',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "A", places: }',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });

  test('refuses a second location with the same name in the same stable (409)', async () => {
    await f.created({ stable: 'Wei', name: 'Paddock', places: 1 });
    const res = await f.create({ stable: 'Wei', name: 'paddock', places: 3 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Er bestaat al een locatie met deze naam in deze stal.');
    const other = await f.create({ stable: 'Stal Dormaal', name: 'Paddock', places: 3 });
    expect(other.statusCode).toBe(201);
  });

  test('prefix, name and stable are unique whatever their letter case (409)', async () => {
    await f.created({ stable: 'Stal Zoutleeuw', prefix: 'AU', name: 'A1', places: 1 });
    for (const twin of [
      { stable: 'Stal Zoutleeuw', prefix: 'au', name: 'a1' },
      { stable: 'stal zoutleeuw', prefix: 'Au', name: 'A1' },
    ]) {
      const res = await f.create({ ...twin, places: 2 });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Er bestaat al een locatie met deze naam in deze stal.');
    }
    const otherPrefix = await f.create({
      stable: 'Stal Zoutleeuw',
      prefix: 'AV',
      name: 'a1',
      places: 1,
    });
    expect(otherPrefix.statusCode).toBe(201);
  });
});

describe('GET/PUT/DELETE /api/location/{id}', () => {
  test('returns one location with the horses present', async () => {
    const { _id } = await f.created({ stable: 'Wei', name: 'Weide', places: 5 });
    await f.putHorses(_id, 2);
    const res = await f.t.api({ method: 'GET', url: `/api/location/${_id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ horseCount: 2, freePlaces: 3 });
    expect(res.json().horses.map((h: { name: string }) => h.name)).toEqual(['Paard 0', 'Paard 1']);
  });

  test('unknown id gives 404, malformed id 400', async () => {
    const missing = await f.t.api({
      method: 'GET',
      url: '/api/location/00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Locatie niet gevonden');
    const malformed = await f.t.api({ method: 'GET', url: '/api/location/not-a-uuid' });
    expect(malformed.statusCode).toBe(400);
  });

  test('updates a location and audits before and after', async () => {
    const { _id } = await f.created({ stable: 'Wei', name: 'Weide', places: 5 });
    const res = await f.t.api({
      method: 'PUT',
      url: `/api/location/${_id}`,
      payload: { stable: 'Wei', name: 'Weide 2', places: 6 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Weide 2', places: 6 });
    const rows = await f.t.database.db.select().from(audit).where(eq(audit.entityId, _id));
    expect(rows.map((r) => r.action)).toEqual(['create', 'update']);
    expect(rows[1]?.before).toMatchObject({ name: 'Weide' });
  });

  test('refuses lowering places below the horses present (409) and keeps the old value', async () => {
    const { _id } = await f.created({ name: 'Box', places: 3 });
    await f.putHorses(_id, 2);
    const res = await f.t.api({
      method: 'PUT',
      url: `/api/location/${_id}`,
      payload: { name: 'Box', places: 1 },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('niet lager zijn dan 2');
    const after = await f.t.api({ method: 'GET', url: `/api/location/${_id}` });
    expect(after.json().places).toBe(3);
    const ok = await f.t.api({
      method: 'PUT',
      url: `/api/location/${_id}`,
      payload: { name: 'Box', places: 2 },
    });
    expect(ok.statusCode).toBe(200);
  });

  test('PUT with bad input is 400 and changes nothing', async () => {
    const { _id } = await f.created({ name: 'Box', places: 3 });
    const res = await f.t.api({
      method: 'PUT',
      url: `/api/location/${_id}`,
      payload: { name: '', places: 3 },
    });
    expect(res.statusCode).toBe(400);
    expect((await f.t.api({ method: 'GET', url: `/api/location/${_id}` })).json().name).toBe('Box');
  });

  test('refuses to delete a location that still holds horses (409)', async () => {
    const { _id } = await f.created({ name: 'Box', places: 3 });
    await f.putHorses(_id, 1);
    const res = await f.t.api({ method: 'DELETE', url: `/api/location/${_id}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Deze locatie kan niet verwijderd worden: er staat nog 1 paard.',
    );
  });

  test('refuses to delete an empty location that has lodgings in its history (409)', async () => {
    const { _id } = await f.created({ name: 'Box', places: 3 });
    const [horse] = await f.t.database.db
      .insert(horses)
      .values({ name: 'Vroeger', type: 'Merrie' })
      .returning();
    await f.t.database.db.insert(lodgings).values({
      horseId: horse!.id,
      locationId: _id,
      arrival: new Date('2026-01-05T11:00:00Z'),
      departure: new Date('2026-02-05T11:00:00Z'),
      status: 'invoiceable',
    });
    const res = await f.t.api({ method: 'DELETE', url: `/api/location/${_id}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Deze locatie heeft verblijven in haar geschiedenis en kan niet verwijderd worden.',
    );
    expect((await f.t.api({ method: 'GET', url: `/api/location/${_id}` })).statusCode).toBe(200);
  });

  test('deletes an empty location (204), then it is gone (404)', async () => {
    const { _id } = await f.created({ name: 'Box', places: 3 });
    const res = await f.t.api({ method: 'DELETE', url: `/api/location/${_id}` });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await f.t.api({ method: 'GET', url: `/api/location/${_id}` })).statusCode).toBe(404);
    expect((await f.t.api({ method: 'DELETE', url: `/api/location/${_id}` })).statusCode).toBe(404);
  });
});
