// POST /api/horse/{id}/lodging: location, capacity, running lodgings, overlap, pension type.
import { describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { locations, lodgings } from '../../db/schema/index.ts';
import { noon } from '../../../test/factories.ts';
import { lodgingFixture } from './lodgings.fixture.ts';

const f = lodgingFixture();

describe('POST /api/horse/{id}/lodging {lodging, pensionType}', () => {
  test('a running lodging sets the location; billable by default gives status invoiceable', async () => {
    const h = await f.horse();
    const res = await f.lodge(h, { arrival: noon('2026-11-01'), location: f.box }, f.pensionMare);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      lodging: { status: 'invoiceable', billable: true, pensionType: { name: 'Weide merrie' } },
      warnings: [],
    });
    expect((await f.horseOf(h)).location).toMatchObject({ _id: f.box });
  });

  test('billable false gives status not invoiceable; a past lodging does not move the horse', async () => {
    const h = await f.horse();
    const res = await f.lodge(h, {
      arrival: noon('2026-01-01'),
      departure: noon('2026-02-01'),
      location: f.box,
      billable: false,
    });
    expect(res.json().lodging.status).toBe('not invoiceable');
    expect((await f.horseOf(h)).location).toBeNull();
  });

  test("a full location is refused (409), unless it is the horse's own", async () => {
    const a = await f.horse('A');
    const b = await f.horse('B');
    await f.lodge(a, { arrival: noon('2026-11-01'), location: f.box });
    const refused = await f.lodge(b, { arrival: noon('2026-11-02'), location: f.box });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Deze locatie is volzet.');
    const rows = await f.t.database.db.select().from(lodgings).where(eq(lodgings.horseId, b));
    expect(rows).toHaveLength(0);
    const own = await f.lodge(a, { arrival: noon('2026-11-05'), location: f.box });
    expect(own.statusCode).toBe(201);
  });

  test('a new running lodging ends the previous one at its arrival and moves the horse', async () => {
    const h = await f.horse();
    await f.lodge(h, { arrival: noon('2026-11-01'), location: f.box });
    await f.lodge(h, { arrival: noon('2026-11-10'), location: f.paddock });
    const detail = await f.horseOf(h);
    expect(detail.location?._id).toBe(f.paddock);
    expect(detail.lodgings.map((l) => [l.locationLabel, l.departure])).toEqual([
      ['Paddock', null],
      ['Box', noon('2026-11-10')],
    ]);
    const [b] = await f.t.database.db.select().from(locations).where(eq(locations.id, f.box));
    expect(b?.occupants).toBe(0);
  });

  test('a new running lodging leaves an invoiced running lodging as it is', async () => {
    const h = await f.horse();
    const first = (await f.lodge(h, { arrival: noon('2026-11-01'), location: f.paddock })).json();
    await f.t.database.db
      .update(lodgings)
      .set({ status: 'invoiced' })
      .where(eq(lodgings.id, first.lodging._id));
    await f.lodge(h, { arrival: noon('2026-11-10'), location: f.box });
    const detail = await f.horseOf(h);
    expect(detail.location?._id).toBe(f.box);
    expect(detail.lodgings.find((l) => l._id === first.lodging._id)).toMatchObject({
      status: 'invoiced',
      departure: null,
    });
  });

  test('an overlapping lodging is saved with a warning', async () => {
    const h = await f.horse();
    await f.lodge(h, {
      arrival: noon('2026-10-01'),
      departure: noon('2026-10-20'),
      location: f.paddock,
    });
    const res = await f.lodge(h, {
      arrival: noon('2026-10-10'),
      departure: noon('2026-10-30'),
      location: f.paddock,
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
    const h = await f.horse();
    const res = await f.lodge(h, { location: f.box, ...lodging });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toContainEqual({ path, message });
  });

  test('a pension type must exist and be available for the horse type', async () => {
    const h = await f.horse('Bella', 'Merrie');
    const wrong = await f.lodge(
      h,
      { arrival: noon('2026-11-01'), location: f.paddock },
      f.pensionStallion,
    );
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().message).toContain('niet beschikbaar voor een merrie');
    const unknown = await f.lodge(
      h,
      { arrival: noon('2026-11-01'), location: f.paddock },
      '6f1e1c84-5d0c-4a53-9d1a-9b1e2c3d4e5f',
    );
    expect(unknown.statusCode).toBe(400);
  });
});
