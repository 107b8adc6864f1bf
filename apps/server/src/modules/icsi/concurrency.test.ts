// The limited-resource and uniqueness rules of DESIGN §4 for ICSI lots. They prove something only
// on the PostgreSQL server (TEST_DATABASE_URL, as CI runs it): PGlite runs one transaction at a time.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { ITEMS_PER_TUBE_POSITION } from '@stalboek/domain';
import { queryRows } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { icsiFixtures } from './icsi.fixture.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const f = icsiFixtures(() => t);

describe(`parallel ICSI lot creates, transfers and moves (${process.env.TEST_DATABASE_URL ? 'PostgreSQL server' : 'PGlite'})`, () => {
  test('10 parallel creates of one code, each into its own container: exactly one wins, 9 Dutch 409s', async () => {
    const p = await f.parties();
    const containers = await Promise.all(Array.from({ length: 10 }, () => f.container(2)));
    const results = await Promise.all(
      containers.map((container) =>
        f.create(f.body(f.lotInput({ ...p, container }, { code: 'PARALLEL', amount: 3 }))),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(9);
    for (const r of results.filter((x) => x.statusCode === 409))
      expect(r.json().message).toMatch(/^Er bestaat al een ICSI lot met (code PARALLEL|deze code)/);
    const [made] = await queryRows<{ lots: string; embryos: string }>(
      t.database.db,
      sql`select (select count(*) from icsi_lot where code = 'PARALLEL') as lots,
                 (select count(*) from embryo where code like '%-PARALLEL') as embryos`,
    );
    expect([Number(made?.lots), Number(made?.embryos)]).toEqual([1, 3]);
  });

  test('25 parallel creates into one tube position, ICSI and semen lots mixed: never more than it holds', async () => {
    const p = await f.parties(1);
    const semenLot = () =>
      f.createLot(f.lotBody({ stallion: p.stallion, owner: p.owner, container: p.container }));
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        i % 2 ? semenLot() : f.create(f.body(f.lotInput(p, { amount: 2 }))),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(ITEMS_PER_TUBE_POSITION);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(25 - ITEMS_PER_TUBE_POSITION);
    const [held] = await queryRows<{ n: string }>(
      t.database.db,
      sql`select count(*) as n from tube_position_holder
           where container_id = ${p.container} and tube = 1 and position = 'Boven'`,
    );
    expect(Number(held?.n)).toBe(ITEMS_PER_TUBE_POSITION);
  });

  test('10 parallel transfers of one embryo, each into its own surrogate: exactly one wins, 9 Dutch 409s', async () => {
    const lot = await f.lot(1);
    const embryoId = lot.lot.embryos[0]._id as string;
    const surrogates = await Promise.all(Array.from({ length: 10 }, () => f.surrogate()));
    const results = await Promise.all(surrogates.map((s) => f.transfer(embryoId, s)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(9);
    for (const r of results.filter((x) => x.statusCode === 409))
      expect(r.json().message).toMatch(/^Embryo .* is niet \(meer\) actief/);
    const [made] = await queryRows<{ transfers: string; ledger: string; carrying: string }>(
      t.database.db,
      sql`select (select count(*) from embryo_history where embryo_id = ${embryoId} and type = 'transfer') as transfers,
                 (select count(*) from "transaction" where embryo_id = ${embryoId}) as ledger,
                 (select count(*) from horse where embryo_implanted is not null and id in (${sql.join(
                   surrogates.map((s) => sql`${s}::uuid`),
                   sql`, `,
                 )})) as carrying`,
    );
    expect([made?.transfers, made?.ledger, made?.carrying].map(Number)).toEqual([1, 1, 1]);
  });

  test('10 embryos transferred into one surrogate in parallel: exactly one is carried', async () => {
    const lot = await f.lot(10);
    const surrogate = await f.surrogate();
    const results = await Promise.all(
      lot.lot.embryos.map((e: { _id: string }) => f.transfer(e._id, surrogate)),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(9);
    const [carried] = await queryRows<{ n: string }>(
      t.database.db,
      sql`select count(*) as n from embryo where surrogate_id = ${surrogate}`,
    );
    expect(Number(carried?.n)).toBe(1);
  });

  test('12 embryos of 12 lots moved in parallel into a tube position with room for 3: exactly 3 move', async () => {
    const p = await f.parties(3);
    const at = (tube: number) => ({ container: p.container, tube, position: 'Boven' });
    const lots = [];
    for (let i = 0; i < 12; i++)
      lots.push(
        (await f.create(f.body(f.lotInput(p, { amount: 1, location: at(1 + (i % 2)) })))).json()
          .icsi,
      );
    for (let i = 0; i < ITEMS_PER_TUBE_POSITION - 3; i++)
      await f.createLot(
        f.lotBody(
          { stallion: p.stallion, owner: p.owner, container: p.container },
          { location: { ...at(3) } },
        ),
      );
    const results = await Promise.all(
      lots.map((l: { embryos: { _id: string }[] }) =>
        f.update(l.embryos[0]!._id, { location: at(3) }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(9);
    const [held] = await queryRows<{ n: string }>(
      t.database.db,
      sql`select count(*) as n from tube_position_holder
           where container_id = ${p.container} and tube = 3 and position = 'Boven'`,
    );
    expect(Number(held?.n)).toBe(ITEMS_PER_TUBE_POSITION);
  });
});
