import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { HorseDetail } from '@stalboek/domain';
import { horses, locations, lodgings } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { horseInput } from '../../../test/factories.ts';

type Api = ReturnType<TestApp['api']>;

/**
 * One test app per file with two pension types (one for mares, one for stallions); before each
 * test the horses and locations are emptied and two locations made: Box (1 place) and Paddock (3).
 */
export function lodgingFixture() {
  const f = {} as {
    t: TestApp;
    box: string;
    paddock: string;
    pensionMare: string;
    pensionStallion: string;
    /** A new living horse's id. */
    horse: (name?: string, type?: string) => Promise<string>;
    lodge: (horseId: string, lodging: Record<string, unknown>, pensionType?: string) => Api;
    horseOf: (id: string) => Promise<HorseDetail>;
  };
  beforeAll(async () => {
    f.t = await createTestApp();
    const account = (
      await f.t.api({
        method: 'POST',
        url: '/api/account',
        payload: { account: { number: '701000', name: 'Pension' } },
      })
    ).json()._id;
    const pension = async (name: string, availableFor: string[]) =>
      (
        await f.t.api({
          method: 'POST',
          url: '/api/pension',
          payload: { pension: { name, account, tax: 21, pricePerDay: 12.5, availableFor } },
        })
      ).json()._id;
    f.pensionMare = await pension('Weide merrie', ['Merrie']);
    f.pensionStallion = await pension('Box hengst', ['Hengst']);
  });
  afterAll(() => f.t.close());
  beforeEach(async () => {
    await f.t.database.db.delete(lodgings);
    await f.t.database.db.delete(horses);
    await f.t.database.db.delete(locations);
    const loc = async (name: string, places: number) =>
      (
        await f.t.api({
          method: 'POST',
          url: '/api/location',
          payload: { stable: 'Wei', name, places },
        })
      ).json()._id;
    f.box = await loc('Box', 1);
    f.paddock = await loc('Paddock', 3);
  });
  f.horse = async (name = 'Bella', type = 'Merrie') => {
    const res = await f.t.api({
      method: 'POST',
      url: '/api/horse/create',
      payload: { horse: horseInput({ name, type }) },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json()._id;
  };
  f.lodge = (horseId, lodging, pensionType) =>
    f.t.api({
      method: 'POST',
      url: `/api/horse/${horseId}/lodging`,
      payload: { lodging, pensionType },
    });
  f.horseOf = async (id) => (await f.t.api({ method: 'GET', url: `/api/horse/${id}` })).json();
  return f;
}
