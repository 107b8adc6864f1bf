// Migration 0029 makes stock mods append-only. Mods that earlier versions lowered or raised in
// place must come out as the original record plus its corrections, as the audit tells them.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

const migrations = fileURLToPath(new URL('./migrations', import.meta.url));
let client: PGlite;
let upTo0028: string;
beforeAll(async () => {
  // The migrations as they were before 0029: the same folder with a journal that ends at 0028.
  upTo0028 = mkdtempSync(join(tmpdir(), 'stalboek-0028-'));
  cpSync(migrations, upTo0028, { recursive: true });
  const journalFile = join(upTo0028, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((e) => e.tag < '0029');
  writeFileSync(journalFile, JSON.stringify(journal));
  client = await PGlite.create('memory://', { extensions: { pg_trgm, unaccent } });
});
afterAll(async () => {
  await client.close();
  rmSync(upTo0028, { recursive: true, force: true });
});

const ids = {
  product: '00000000-0000-4000-8000-000000000001',
  batch: '00000000-0000-4000-8000-000000000002',
  lowered: '00000000-0000-4000-8000-000000000010',
  raised: '00000000-0000-4000-8000-000000000011',
  untouched: '00000000-0000-4000-8000-000000000012',
  inconsistent: '00000000-0000-4000-8000-000000000013',
};

test('a mod changed in place becomes its original amount plus a correction per audited change', async () => {
  const db = drizzle(client);
  await migrate(db, { migrationsFolder: upTo0028 });
  await client.exec(`
    insert into product (id, name, type, tax, cnk, dosage, selling_price_per_unit)
      values ('${ids.product}', 'Oxytocine', 'Hormoon', 6, '1234567', 10, 1);
    insert into stock_batch (id, product_id, lot_number, expiration_date, delivery_date, supplier,
                             buy_in_price, selling_price, selling_price_per_unit, initial_amount,
                             remaining_amount)
      values ('${ids.batch}', '${ids.product}', 'OX-1', '2030-01-01', '2026-01-01', 'Medini',
              1, 2, 1, 20, 12);
    insert into stock_mod (id, type, product_id, batch_id, amount, created_by, created_at) values
      ('${ids.lowered}', 'Controle', '${ids.product}', '${ids.batch}', 0, 'Anna', '2026-02-01'),
      ('${ids.raised}', 'Beschadigd', '${ids.product}', '${ids.batch}', 2, 'Anna', '2026-02-01'),
      ('${ids.untouched}', 'Controle', '${ids.product}', '${ids.batch}', 5, 'Anna', '2026-02-01'),
      ('${ids.inconsistent}', 'Controle', '${ids.product}', '${ids.batch}', 1, 'Anna', '2026-02-01');
    insert into audit (at, actor, actor_name, action, entity, entity_id, before, after) values
      ('2026-02-02', 'piet', 'Piet', 'update', 'stock_mod', '${ids.lowered}',
       '{"amount": 3}', '{"amount": 1}'),
      ('2026-02-03', 'sub-x', null, 'update', 'stock_mod', '${ids.lowered}',
       '{"amount": 1}', '{"amount": 0}'),
      ('2026-02-04', 'piet', 'Piet', 'update', 'stock_mod', '${ids.raised}',
       '{"amount": 1.5}', '{"amount": 2, "remainingAmount": 12}'),
      ('2026-02-05', 'piet', 'Piet', 'update', 'stock_mod', '${ids.inconsistent}',
       '{"amount": 4}', '{"amount": 2}');
  `);

  await migrate(db, { migrationsFolder: migrations });

  const { rows } = await client.query<{
    id: string;
    amount: string;
    corrects_id: string | null;
    reason: string | null;
    created_by: string;
    created_at: Date;
  }>(
    `select id, amount::text, corrects_id, reason, created_by, created_at from stock_mod
      order by corrects_id nulls first, created_at, id`,
  );
  const original = (id: string) => rows.find((r) => r.id === id)?.amount;
  expect([ids.lowered, ids.raised, ids.untouched, ids.inconsistent].map(original)).toEqual([
    '3.00',
    '1.50',
    '5.00',
    '1.00', // its audit does not add up to its amount: left as it was
  ]);
  const reason = 'Aantal aangepast vóór correcties apart bewaard werden (uit de audit)';
  expect(
    rows
      .filter((r) => r.corrects_id)
      .map((r) => [r.corrects_id, r.amount, r.created_by, r.created_at.toISOString(), r.reason]),
  ).toEqual([
    [ids.lowered, '-2.00', 'Piet', new Date('2026-02-02').toISOString(), reason],
    [ids.lowered, '-1.00', 'sub-x', new Date('2026-02-03').toISOString(), reason],
    [ids.raised, '0.50', 'Piet', new Date('2026-02-04').toISOString(), reason],
  ]);
  // From now on the database keeps them as they are.
  await expect(
    client.query(`update stock_mod set amount = 0 where id = '${ids.untouched}'`),
  ).rejects.toThrow(/append-only/);
});
