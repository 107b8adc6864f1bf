// PUT and DELETE of a lodging, check-out, and the rule that invoiced lodgings are immutable.
import { describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { lodgings } from '../../db/schema/index.ts';
import { horseInput, noon } from '../../../test/factories.ts';
import { lodgingFixture } from './lodgings.fixture.ts';

const f = lodgingFixture();
const invoice = (lodgingId: string) =>
  f.t.database.db.update(lodgings).set({ status: 'invoiced' }).where(eq(lodgings.id, lodgingId));

describe('PUT and DELETE lodging', () => {
  test('ending the running lodging clears the location; billable false is not invoiceable', async () => {
    const h = await f.horse();
    const { lodging } = (
      await f.lodge(h, { arrival: noon('2026-11-01'), location: f.paddock })
    ).json();
    const put = await f.t.api({
      method: 'PUT',
      url: `/api/horse/${h}/lodging`,
      payload: {
        lodging: {
          _id: lodging._id,
          arrival: noon('2026-11-01'),
          departure: noon('2026-11-15'),
          location: f.paddock,
          billable: false,
        },
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().lodging).toMatchObject({
      status: 'not invoiceable',
      departure: noon('2026-11-15'),
    });
    expect((await f.horseOf(h)).location).toBeNull();
  });

  test('deleting the running lodging frees the place; a second delete is 404', async () => {
    const h = await f.horse();
    const { lodging } = (await f.lodge(h, { arrival: noon('2026-11-01'), location: f.box })).json();
    const remove = () =>
      f.t.api({ method: 'DELETE', url: `/api/horse/${h}/lodging/${lodging._id}` });
    expect((await remove()).statusCode).toBe(204);
    expect((await f.horseOf(h)).location).toBeNull();
    expect((await remove()).statusCode).toBe(404);
  });
});

describe('invoiced lodgings are immutable', () => {
  test('an invoiced lodging cannot be changed or deleted (409)', async () => {
    const h = await f.horse();
    const { lodging } = (
      await f.lodge(h, { arrival: noon('2026-11-01'), location: f.paddock })
    ).json();
    await invoice(lodging._id);
    const refusedPut = await f.t.api({
      method: 'PUT',
      url: `/api/horse/${h}/lodging`,
      payload: { lodging: { _id: lodging._id, arrival: noon('2026-11-01'), location: f.paddock } },
    });
    expect(refusedPut.statusCode).toBe(409);
    const refusedDelete = await f.t.api({
      method: 'DELETE',
      url: `/api/horse/${h}/lodging/${lodging._id}`,
    });
    expect(refusedDelete.statusCode).toBe(409);
    expect(refusedDelete.json().message).toBe(
      'Een gefactureerd verblijf kan niet meer gewijzigd of verwijderd worden.',
    );
  });

  test('check-out and death are refused (409) while an invoiced lodging is running', async () => {
    const h = await f.horse();
    const { lodging } = (await f.lodge(h, { arrival: noon('2026-11-01'), location: f.box })).json();
    await invoice(lodging._id);
    const message =
      'Dit paard heeft een lopend verblijf dat al gefactureerd is; dat kan niet meer beëindigd worden.';
    const checkOut = await f.t.api({ method: 'POST', url: `/api/horse/${h}/checkout` });
    expect(checkOut.statusCode).toBe(409);
    expect(checkOut.json().message).toBe(message);
    const died = await f.t.api({
      method: 'PUT',
      url: `/api/horse/${h}`,
      payload: {
        horse: horseInput({ name: 'Bella', death: true, date_of_death: noon('2026-11-10') }),
      },
    });
    expect(died.statusCode).toBe(409);
    expect(died.json().message).toBe(message);
    const detail = await f.horseOf(h);
    expect(detail).toMatchObject({ death: false, location: { _id: f.box } });
    expect(detail.lodgings).toEqual([
      expect.objectContaining({ _id: lodging._id, status: 'invoiced', departure: null }),
    ]);
  });
});

describe('POST /api/horse/{id}/checkout', () => {
  test('check-out ends every running lodging now and clears the location', async () => {
    const h = await f.horse();
    await f.lodge(h, { arrival: noon('2026-11-01'), location: f.box });
    const res = await f.t.api({ method: 'POST', url: `/api/horse/${h}/checkout` });
    expect(res.statusCode).toBe(200);
    expect(res.json().lodgings.every((l: { departure: string | null }) => l.departure)).toBe(true);
    expect((await f.horseOf(h)).location).toBeNull();
  });
});
