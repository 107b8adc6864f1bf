import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { ITEMS_PER_TUBE_POSITION, semenMsg } from '@stalboek/domain';
import { queryRows } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { daysAgo, semenFixtures } from './semen.fixture.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const f = semenFixtures(() => t);

describe('semen lots: create', () => {
  test('creates the lot with its Create modification and a Gain of frozen straws in the ledger', async () => {
    const { id, stallion, owner } = await f.lot(12);
    const lot = await f.get(id);
    expect(lot).toMatchObject({
      type: 'Productie',
      initial_inventory: 12,
      current_inventory: 12,
      stallion: { _id: stallion },
      owner: { _id: owner },
      location: { tube: 1, position: 'Boven' },
      motility: 60,
    });
    expect(
      lot.modifications.map((m: { type: string; action: string; amount: number }) => [
        m.type,
        m.action,
        m.amount,
      ]),
    ).toEqual([['Create', 'add', 12]]);
    const ledger = await f.ledger(stallion);
    expect(ledger.results).toMatchObject([
      {
        type: 'Frozen semen straw',
        action: 'Gain',
        amount: 12,
        customer: { _id: owner },
        source: 'semen',
        semenLot: { _id: id },
      },
    ]);
  });

  test('an imported lot is an Import in the ledger; an empty lot number becomes the formatted date', async () => {
    const parties = {
      stallion: await f.stallion(),
      owner: await f.customer(),
      container: await f.container(),
    };
    const res = await f.createLot(
      f.lotBody(parties, {
        type: 'Import',
        lotNumber: '',
        production_date: null,
        import_date: '2026-03-15T11:00:00.000Z',
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().semenCollection).toMatchObject({
      lotNumber: '15/03/2026',
      import_date: '2026-03-15T11:00:00.000Z',
    });
    expect(
      (await f.ledger(parties.stallion)).results.map((r: { action: string }) => r.action),
    ).toEqual(['Import']);
  });

  test.each([
    [{ type: undefined }, 'body.semenCollection.type', 'Dit veld is verplicht'],
    [
      { production_date: null },
      'body.semenCollection.production_date',
      semenMsg.productionDateRequired,
    ],
    [
      { type: 'Import', import_date: null },
      'body.semenCollection.import_date',
      semenMsg.importDateRequired,
    ],
    [
      { production_date: daysAgo(-2) },
      'body.semenCollection.production_date',
      semenMsg.notAfterToday,
    ],
    [{ motility: 101 }, 'body.semenCollection.motility', 'Mag maximum 100 zijn'],
    [{ progress: -1 }, 'body.semenCollection.progress', 'Mag niet negatief zijn'],
    [{ concentration: -0.5 }, 'body.semenCollection.concentration', 'Mag niet negatief zijn'],
    [{ viability: 'veel' }, 'body.semenCollection.viability', 'Moet een getal zijn'],
    [
      { initial_inventory: 0 },
      'body.semenCollection.initial_inventory',
      'Dit veld is verplicht en moet groter zijn dan 0',
    ],
    [
      { initial_inventory: undefined },
      'body.semenCollection.initial_inventory',
      'Dit veld is verplicht en moet groter zijn dan 0',
    ],
    [
      { location: { tube: 1, position: 'Boven' } },
      'body.semenCollection.location.container',
      'Dit veld is verplicht',
    ],
    [{ location: { tube: 1 } }, 'body.semenCollection.location.position', 'Dit veld is verplicht'],
  ])('refuses %j with 400 and stores nothing', async (over, path, message) => {
    const parties = {
      stallion: await f.stallion(),
      owner: await f.customer(),
      container: await f.container(),
    };
    const body = f.lotBody(parties, over);
    if ('location' in over)
      body.location = { container: undefined, ...(over.location as object) } as never;
    const res = await f.createLot(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toContainEqual({ path, message });
    const [n] = await queryRows<{ n: string }>(
      t.database.db,
      sql`select count(*) as n from semen_lot where stallion_id = ${parties.stallion}`,
    );
    expect(Number(n?.n)).toBe(0);
  });

  test('refuses a mare as stallion and a tube the container does not have (400)', async () => {
    const parties = {
      stallion: await f.mare(),
      owner: await f.customer(),
      container: await f.container(3),
    };
    const mare = await f.createLot(f.lotBody(parties));
    expect(mare.statusCode).toBe(400);
    expect(mare.json().details).toContainEqual({
      path: 'body.semenCollection.stallion',
      message: semenMsg.notStallion,
    });
    const tube = await f.createLot(
      f.lotBody(
        { ...parties, stallion: await f.stallion() },
        { location: { container: parties.container, tube: 4, position: 'Onder' } },
      ),
    );
    expect(tube.statusCode).toBe(400);
    expect(tube.json().message).toBe(semenMsg.noTube(3));
  });

  test(`a tube position holds ${ITEMS_PER_TUBE_POSITION} lots with straws; the next is refused (409), the other position is free`, async () => {
    const parties = {
      stallion: await f.stallion(),
      owner: await f.customer(),
      container: await f.container(1),
    };
    for (let i = 0; i < ITEMS_PER_TUBE_POSITION; i++)
      expect((await f.createLot(f.lotBody(parties))).statusCode).toBe(201);
    const full = await f.createLot(f.lotBody(parties));
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(semenMsg.tubeFull(1, 'Boven'));
    const below = await f.createLot(
      f.lotBody(parties, {
        location: { container: parties.container, tube: 1, position: 'Onder' },
      }),
    );
    expect(below.statusCode).toBe(201);
    const space = await t.api({
      method: 'POST',
      url: '/api/nitrogen-container/free-space',
      payload: { containerId: parties.container },
    });
    expect(space.json().remainingSpaces).toEqual([
      expect.objectContaining({
        _id: parties.container,
        tubes: 1,
        remaining_space: 2 * ITEMS_PER_TUBE_POSITION - ITEMS_PER_TUBE_POSITION - 1,
      }),
    ]);
  });
});

describe('semen lots: edit and delete', () => {
  test.each([
    ['stallion', 'Hengst'],
    ['owner', 'Eigenaar'],
    ['type', 'Type'],
    ['initial_inventory', 'Initiële stock'],
  ])('refuses a changed %s with 400 and changes nothing', async (field, label) => {
    const { id, stallion, owner, container } = await f.lot(10);
    const other = {
      stallion: await f.stallion(),
      owner: await f.customer(),
      type: 'Import',
      initial_inventory: 11,
    }[field];
    const body = f.lotBody(
      { stallion, owner, container },
      { [field]: other, import_date: daysAgo(3) },
    );
    const res = await t.api({
      method: 'PUT',
      url: `/api/semen/${id}`,
      payload: { semenCollection: body },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toContainEqual({
      path: `body.semenCollection.${field}`,
      message: semenMsg.locked(label),
    });
    expect((await f.get(id)).initial_inventory).toBe(10);
  });

  test('edits the other fields; a new production date moves the Gain row (reversed and rewritten)', async () => {
    const { id, stallion, owner, container } = await f.lot(10);
    const body = f.lotBody(
      { stallion, owner, container },
      { lotNumber: 'NIEUW', production_date: daysAgo(40), motility: 70, export_type: 'EU' },
    );
    const res = await t.api({
      method: 'PUT',
      url: `/api/semen/${id}`,
      payload: { semenCollection: body },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().semenCollection).toMatchObject({
      lotNumber: 'NIEUW',
      motility: 70,
      export_type: 'EU',
    });
    const ledger = await f.ledger(stallion);
    expect(ledger.results).toHaveLength(1);
    expect(ledger.results[0].date).toBe(daysAgo(40));
    const [rows] = await queryRows<{ n: string }>(
      t.database.db,
      sql`select count(*) as n from "transaction" where horse_id = ${stallion}`,
    );
    expect(Number(rows?.n)).toBe(3); // the first Gain, its reversal, the new Gain
  });

  test('deletes a lot with only its Create: it leaves the lists (404), its records stay', async () => {
    const { id, stallion } = await f.lot(10);
    expect((await t.api({ method: 'DELETE', url: `/api/semen/${id}` })).statusCode).toBe(204);
    expect((await t.api({ method: 'GET', url: `/api/semen/${id}` })).statusCode).toBe(404);
    expect(
      (await t.api({ method: 'GET', url: `/api/semen?stallion=${stallion}` })).json().total,
    ).toBe(0);
    expect((await f.ledger(stallion)).results).toEqual([]);
    const mods = await queryRows<{ type: string }>(
      t.database.db,
      sql`select type from semen_modification where lot_id = ${id} order by created_at`,
    );
    expect(mods.map((m) => m.type)).toEqual(['Create', 'Correction']);
  });

  test('refuses to delete a lot with a modification beyond Create (409)', async () => {
    const { id } = await f.lot(10);
    expect((await f.action({ lots: [id], type: 'Damaged', amount: 1 })).statusCode).toBe(200);
    const res = await t.api({ method: 'DELETE', url: `/api/semen/${id}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(semenMsg.hasModifications);
    expect((await f.get(id)).current_inventory).toBe(9);
  });

  test('an unknown lot is 404 on read, edit, delete and action', async () => {
    const unknown = '00000000-0000-4000-8000-000000000999';
    for (const method of ['GET', 'DELETE'] as const)
      expect((await t.api({ method, url: `/api/semen/${unknown}` })).statusCode).toBe(404);
    expect((await f.action({ lots: [unknown], type: 'Destroy', amount: 1 })).statusCode).toBe(404);
    expect((await f.correct(unknown)).statusCode).toBe(404);
  });
});

describe('records that must be kept', () => {
  test('the stallion, the owner and the container of a lot cannot be deleted (409)', async () => {
    const { stallion, owner, container } = await f.lot(5);
    const horse = await t.api({ method: 'DELETE', url: `/api/horse/${stallion}` });
    expect(horse.statusCode).toBe(409);
    expect(horse.json().message).toMatch(/sperma loten|transacties/);
    expect((await t.api({ method: 'DELETE', url: `/api/customer/${owner}` })).statusCode).toBe(409);
    const vat = await t.api({ method: 'DELETE', url: `/api/nitrogen-container/${container}` });
    expect(vat.statusCode).toBe(409);
    expect(vat.json().message).toBe(
      'In dit stikstofvat zitten sperma loten; het kan niet verwijderd worden.',
    );
  });

  test('the database refuses to change or delete a modification or a ledger row', async () => {
    const { id, stallion } = await f.lot(5);
    await expect(
      t.database.db.execute(sql`update semen_modification set amount = 1 where lot_id = ${id}`),
    ).rejects.toThrow();
    await expect(
      t.database.db.execute(sql`delete from semen_modification where lot_id = ${id}`),
    ).rejects.toThrow();
    await expect(
      t.database.db.execute(sql`update "transaction" set amount = 1 where horse_id = ${stallion}`),
    ).rejects.toThrow();
    await expect(
      t.database.db.execute(sql`delete from "transaction" where horse_id = ${stallion}`),
    ).rejects.toThrow();
    // The gustation is the one field the reports edit.
    await t.database.db.execute(
      sql`update "transaction" set gustation = 330 where horse_id = ${stallion}`,
    );
  });
});
