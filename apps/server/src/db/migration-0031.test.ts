// Migrations 0030/0031 keep on each horse row the names the horse list shows (issue 16). Horses
// written before them must come out with the names of their owner, stallion owner, donor mare,
// passport and location filled in.
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
let upTo0029: string;
beforeAll(async () => {
  // The migrations as they were before 0030: the same folder with a journal that ends at 0029.
  upTo0029 = mkdtempSync(join(tmpdir(), 'stalboek-0029-'));
  cpSync(migrations, upTo0029, { recursive: true });
  const journalFile = join(upTo0029, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((e) => e.tag < '0030');
  writeFileSync(journalFile, JSON.stringify(journal));
  client = await PGlite.create('memory://', { extensions: { pg_trgm, unaccent } });
});
afterAll(async () => {
  await client.close();
  rmSync(upTo0029, { recursive: true, force: true });
});

const ids = {
  person: '00000000-0000-4000-8000-000000000001',
  company: '00000000-0000-4000-8000-000000000002',
  location: '00000000-0000-4000-8000-000000000003',
  file: '00000000-0000-4000-8000-000000000004',
  donor: '00000000-0000-4000-8000-000000000005',
  horse: '00000000-0000-4000-8000-000000000006',
  bare: '00000000-0000-4000-8000-000000000007',
};

test('horses written before keep the names of what they refer to', async () => {
  const db = drizzle(client);
  await migrate(db, { migrationsFolder: upTo0029 });
  await client.exec(`
    insert into customer (id, type, first_name, last_name, company, language, address_line, country)
      values ('${ids.person}', 'particulier', 'An', 'Peeters', null, 'NL', 'Straat 1', 'BE'),
             ('${ids.company}', 'bedrijf', null, null, 'De Kapel', 'NL', 'Straat 2', 'BE');
    insert into location (id, stable, prefix, name, places)
      values ('${ids.location}', 'Wei', 'A', '10', 2);
    insert into file (id, filename, mime_type, size, data)
      values ('${ids.file}', 'paspoort.pdf', 'application/pdf', 1, '\\x00');
    insert into horse (id, name, type) values ('${ids.donor}', 'Donna', 'Merrie');
    insert into horse (id, name, type, owner_id, stallion_owner_id, donor_mare_id,
                       passport_file_id, location_id)
      values ('${ids.horse}', 'Bella', 'Merrie', '${ids.person}', '${ids.company}',
              '${ids.donor}', '${ids.file}', '${ids.location}');
    insert into horse (id, name, type) values ('${ids.bare}', 'Dolly', 'Merrie');
  `);

  await migrate(db, { migrationsFolder: migrations });

  const { rows } = await client.query(
    `select id, owner_name, stallion_owner_name, donor_mare_name, passport_filename,
            location_stable, location_label from horse order by name`,
  );
  expect(rows).toEqual([
    {
      id: ids.horse,
      owner_name: 'An Peeters',
      stallion_owner_name: 'De Kapel',
      donor_mare_name: 'Donna',
      passport_filename: 'paspoort.pdf',
      location_stable: 'Wei',
      location_label: 'A-10',
    },
    {
      id: ids.bare,
      owner_name: null,
      stallion_owner_name: null,
      donor_mare_name: null,
      passport_filename: null,
      location_stable: null,
      location_label: null,
    },
    {
      id: ids.donor,
      owner_name: null,
      stallion_owner_name: null,
      donor_mare_name: null,
      passport_filename: null,
      location_stable: null,
      location_label: null,
    },
  ]);
});
