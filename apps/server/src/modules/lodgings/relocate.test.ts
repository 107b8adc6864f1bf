// PUT /api/horse/relocate: every chosen horse moves, or none.
import { describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { locations, lodgings } from '../../db/schema/index.ts';
import { horseInput, noon } from '../../../test/factories.ts';
import { lodgingFixture } from './lodgings.fixture.ts';

const f = lodgingFixture();
const relocate = (payload: Record<string, unknown>) =>
  f.t.api({ method: 'PUT', url: '/api/horse/relocate', payload });

describe('PUT /api/horse/relocate {horses, stable}', () => {
  test('moves every chosen horse with a new running lodging keeping the pension type', async () => {
    const a = await f.horse('A');
    const b = await f.horse('B');
    await f.lodge(a, { arrival: noon('2026-11-01'), location: f.box }, f.pensionMare);
    const res = await relocate({ horses: [a, b], stable: f.paddock });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ moved: 2 });
    const detailA = await f.horseOf(a);
    expect(detailA.location?._id).toBe(f.paddock);
    expect(detailA.lodgings[0]).toMatchObject({
      location: f.paddock,
      departure: null,
      pensionType: { name: 'Weide merrie' },
    });
    expect(detailA.lodgings[1]?.departure).not.toBeNull();
    // A horse without a previous lodging gets a non-billable one (docs/domain.md).
    expect((await f.horseOf(b)).lodgings[0]).toMatchObject({
      billable: false,
      status: 'not invoiceable',
    });
  });

  test('an invoiced running lodging is left as it is; the horse still moves', async () => {
    const a = await f.horse('A');
    const { lodging } = (
      await f.lodge(a, { arrival: noon('2026-11-01'), location: f.box }, f.pensionMare)
    ).json();
    await f.t.database.db
      .update(lodgings)
      .set({ status: 'invoiced' })
      .where(eq(lodgings.id, lodging._id));
    const res = await relocate({ horses: [a], stable: f.paddock });
    expect(res.statusCode, res.body).toBe(200);
    const detail = await f.horseOf(a);
    expect(detail.location?._id).toBe(f.paddock);
    expect(detail.lodgings.find((l) => l._id === lodging._id)).toMatchObject({
      status: 'invoiced',
      departure: null,
    });
  });

  test('moves none when the location has too few places (409)', async () => {
    const a = await f.horse('A');
    const b = await f.horse('B');
    const res = await relocate({ horses: [a, b], stable: f.box });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Niet genoeg vrije plaatsen in Box: 1 vrij, 2 paarden te verplaatsen.',
    );
    expect(await f.t.database.db.select().from(lodgings)).toHaveLength(0);
  });

  test('refuses a dead horse, an unknown horse and bad bodies', async () => {
    const dead = (
      await f.t.api({
        method: 'POST',
        url: '/api/horse/create',
        payload: {
          horse: horseInput({ name: 'Oud', death: true, date_of_death: noon('2025-01-01') }),
        },
      })
    ).json()._id;
    expect((await relocate({ horses: [dead], stable: f.paddock })).statusCode).toBe(409);
    const unknown = { horses: ['6f1e1c84-5d0c-4a53-9d1a-9b1e2c3d4e5f'], stable: f.paddock };
    expect((await relocate(unknown)).statusCode).toBe(404);
    expect((await relocate({ horses: [], stable: f.paddock })).statusCode).toBe(400);
    expect((await relocate({ horses: [dead] })).statusCode).toBe(400);
  });

  test('two relocations racing for the last place: exactly one wins', async () => {
    const a = await f.horse('A');
    const b = await f.horse('B');
    const results = await Promise.all([
      relocate({ horses: [a], stable: f.box }),
      relocate({ horses: [b], stable: f.box }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const [b1] = await f.t.database.db.select().from(locations).where(eq(locations.id, f.box));
    expect(b1?.occupants).toBe(1);
  });
});
