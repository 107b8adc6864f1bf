import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { embryoActionMsg } from '@stalboek/domain';
import { queryRows } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { daysAgo, icsiFixtures } from './icsi.fixture.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const f = icsiFixtures(() => t);
const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);
const ids = (lot: { lot: { embryos: { _id: string }[] } }) => lot.lot.embryos.map((e) => e._id);

describe('POST /api/icsi/export', () => {
  test('out of the centre: the embryos leave with the export date, a Sent row each, {id} names the lot', async () => {
    const lot = await f.lot(3);
    const [one, two] = ids(lot);
    const to = await f.customer('Bestemming');
    const date = daysAgo(1);
    const res = await f.exportEmbryos({
      embryoId: [one, two],
      inHouse: false,
      customerId: to,
      exportDate: date,
      note: 'Per koerier',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: lot.id });
    for (const id of [one!, two!])
      expect(await f.embryo(id)).toMatchObject({
        active: false,
        exportDate: new Date(date).toISOString(),
        owner: { _id: lot.owner },
      });
    const history = await f.history(`embryoId=${one}`);
    expect(history.results.at(-1)).toMatchObject({
      type: 'export',
      customer: { _id: to },
      inHouse: false,
      note: 'Per koerier',
    });
    const ledger = await rows<{ action: string; customer_id: string }>(
      sql`select action, customer_id from "transaction" where embryo_id in (${one}, ${two})`,
    );
    expect(ledger).toEqual([
      { action: 'Sent', customer_id: to },
      { action: 'Sent', customer_id: to },
    ]);
    expect((await f.get(lot.id)).json().icsi.activeEmbryos).toBe(1);
    expect((await f.remove(lot.id)).statusCode).toBe(409);
  });

  test('in house: the embryo stays active where it is under the new owner, no ledger row', async () => {
    const lot = await f.lot(1);
    const [one] = ids(lot);
    const to = await f.customer();
    const res = await f.exportEmbryos({
      embryoId: one,
      inHouse: true,
      customerId: to,
      exportDate: daysAgo(0),
    });
    expect(res.statusCode).toBe(200);
    expect(await f.embryo(one!)).toMatchObject({
      active: true,
      exportDate: null,
      owner: { _id: to },
    });
    const ledger = await rows(sql`select 1 from "transaction" where embryo_id = ${one}`);
    expect(ledger).toHaveLength(0);
    expect((await f.history(`embryoId=${one}`)).results.at(-1)).toMatchObject({
      type: 'export',
      inHouse: true,
    });
    const same = await f.exportEmbryos({
      embryoId: one,
      inHouse: true,
      customerId: to,
      exportDate: daysAgo(0),
    });
    expect([same.statusCode, same.json().message]).toEqual([400, embryoActionMsg.sameOwner]);
  });

  test('embryos of two clients (another donor stallion or owner) are refused with 400, nothing changes', async () => {
    const a = await f.lot(1);
    const b = await f.lot(1);
    const res = await f.exportEmbryos({
      embryoId: [...ids(a), ...ids(b)],
      inHouse: false,
      customerId: a.owner,
      exportDate: daysAgo(0),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      { path: 'body.embryoId', message: embryoActionMsg.uniqueClient },
    ]);
    expect((await f.embryo(ids(a)[0]!)).active).toBe(true);
  });

  test('all or nothing: one embryo no longer active refuses the whole export (409)', async () => {
    const lot = await f.lot(2);
    const [one, two] = ids(lot);
    await f.state(lot.id, two!, 'deactivate');
    const res = await f.exportEmbryos({
      embryoId: [one, two],
      inHouse: false,
      customerId: lot.owner,
      exportDate: daysAgo(0),
    });
    expect(res.statusCode).toBe(409);
    expect((await f.embryo(one!)).active).toBe(true);
  });

  test.each([
    ['no customer', { customerId: undefined }, 'body.customerId'],
    [
      'an unknown customer',
      { customerId: '00000000-0000-4000-8000-000000000000' },
      'body.customerId',
    ],
    ['a future date', { exportDate: daysAgo(-1) }, 'body.exportDate'],
    ['an empty selection', { embryoId: [] }, 'body.embryoId'],
  ])('refuses %s with 400', async (_, over, path) => {
    const lot = await f.lot(1);
    const res = await f.exportEmbryos({
      embryoId: ids(lot),
      inHouse: false,
      customerId: lot.owner,
      exportDate: daysAgo(0),
      ...over,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.map((d: { path: string }) => d.path)).toContain(path);
  });
});

describe('deactivate and reactivate', () => {
  test('deactivate makes the embryo inactive and damaged with its note; reactivate undoes it', async () => {
    const lot = await f.lot(2);
    const [one] = ids(lot);
    const off = await f.state(lot.id, one!, 'deactivate', 'Zona pellucida beschadigd');
    expect(off.statusCode).toBe(200);
    expect(off.json().embryo).toMatchObject({ active: false, damaged: true });
    expect((await f.get(lot.id)).json().icsi.activeEmbryos).toBe(1);
    const twice = await f.state(lot.id, one!, 'deactivate');
    expect(twice.statusCode).toBe(409);
    const on = await f.state(lot.id, one!, 'reactivate', 'Toch bruikbaar');
    expect(on.statusCode).toBe(200);
    expect(on.json().embryo).toMatchObject({ active: true, damaged: false });
    const types = (await f.history(`embryoId=${one}`)).results.map(
      (h: { type: string; note: string | null }) => [h.type, h.note],
    );
    expect(types).toEqual([
      ['import', null],
      ['deactivate', 'Zona pellucida beschadigd'],
      ['reactivate', 'Toch bruikbaar'],
    ]);
  });

  test('only a deactivated embryo can be reactivated: not an active, exported or transferred one', async () => {
    const lot = await f.lot(3);
    const [one, two, three] = ids(lot);
    await f.exportEmbryos({
      embryoId: two,
      inHouse: false,
      customerId: lot.owner,
      exportDate: daysAgo(0),
    });
    await f.transfer(three!, await f.surrogate());
    for (const id of [one, two, three]) {
      const res = await f.state(lot.id, id!, 'reactivate');
      expect(res.statusCode).toBe(409);
    }
  });

  test('a note is required, and the embryo must be of the lot the path names', async () => {
    const lot = await f.lot(1);
    const other = await f.lot(1);
    const [one] = ids(lot);
    const noNote = await f.state(lot.id, one!, 'deactivate', '');
    expect([noNote.statusCode, noNote.json().details[0].path]).toEqual([400, 'body.note']);
    expect((await f.state(other.id, one!, 'deactivate')).statusCode).toBe(404);
    expect((await f.embryo(one!)).active).toBe(true);
  });
});
