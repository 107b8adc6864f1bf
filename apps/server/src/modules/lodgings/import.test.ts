import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { audit, horses, locations, lodgings } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { horseInput, noon } from '../../../test/factories.ts';
import { multipart, samplePng } from '../../../test/fixtures/uploads.ts';
import { parseDay } from './import.ts';

let t: TestApp;
let pension: string;
let box: string; // Wei A-1, 1 place
let paddock: string; // Wei Paddock, 3 places
beforeAll(async () => {
  t = await createTestApp();
  const account = (
    await t.api({
      method: 'POST',
      url: '/api/account',
      payload: { account: { number: '701000', name: 'Pension' } },
    })
  ).json()._id;
  pension = (
    await t.api({
      method: 'POST',
      url: '/api/pension',
      payload: {
        pension: {
          name: 'Weide merrie',
          account,
          tax: 21,
          pricePerDay: 12.5,
          availableFor: ['Merrie'],
        },
      },
    })
  ).json()._id;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(lodgings);
  await t.database.db.delete(horses);
  await t.database.db.delete(locations);
  const loc = async (body: Record<string, unknown>) =>
    (await t.api({ method: 'POST', url: '/api/location', payload: body })).json()._id;
  box = await loc({ stable: 'Wei', prefix: 'A', name: '1', places: 1 });
  paddock = await loc({ stable: 'Wei', name: 'Paddock', places: 3 });
  await loc({ stable: 'Stal Dormaal', name: 'Paddock', places: 3 });
  for (const h of [
    { name: 'Bella', microchip: '981100000000001' },
    { name: 'Zoë', microchip: '981100000000002' },
    { name: 'Zorro', type: 'Hengst' },
    { name: 'Dora', death: true, date_of_death: noon('2025-01-01') },
  ]) {
    await t.api({ method: 'POST', url: '/api/horse/create', payload: { horse: horseInput(h) } });
  }
});

const send = (content: string | Buffer, filename = 'verblijven.csv') =>
  t.api({
    method: 'POST',
    url: '/api/semen/upload/lodging',
    ...multipart([{ name: 'file', value: content, filename, type: 'text/csv' }]),
  });
const counts = async () => ({
  lodgings: (await t.database.db.select({ n: count() }).from(lodgings))[0]?.n,
  audit: (await t.database.db.select({ n: count() }).from(audit))[0]?.n,
});
const horseNamed = async (name: string) =>
  (await t.database.db.select().from(horses).where(eq(horses.name, name)))[0];

describe('POST /api/semen/upload/lodging', () => {
  test('a good file (BOM, ";", CRLF) imports every row through the lodging rules', async () => {
    const csv =
      '\uFEFFPaard;Stal;Locatie;Aankomst;Vertrek;Pensiontype;Factureerbaar\r\n' +
      'Bella;Wei;A-1;01/11/2026;;weide merrie;ja\r\n' +
      '981100000000002;Wei;Paddock;2/11/2026;;;\r\n' +
      'Zorro;Stal Dormaal;Paddock;01/10/2026;15/10/2026;;nee\r\n' +
      ';;;;;;\r\n';
    const res = await send(csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ imported: 3 });
    const bella = await horseNamed('Bella');
    expect(bella?.locationId).toBe(box);
    expect((await horseNamed('Zoë'))?.locationId).toBe(paddock);
    expect((await horseNamed('Zorro'))?.locationId).toBeNull(); // a past lodging
    const rows = await t.database.db.select().from(lodgings).where(eq(lodgings.horseId, bella!.id));
    expect(rows[0]).toMatchObject({
      pensionTypeId: pension,
      status: 'invoiceable',
      arrival: new Date(noon('2026-11-01')),
      departure: null,
    });
    const zorro = await horseNamed('Zorro');
    const [past] = await t.database.db
      .select()
      .from(lodgings)
      .where(eq(lodgings.horseId, zorro!.id));
    expect(past).toMatchObject({
      status: 'not invoiceable',
      departure: new Date('2026-10-15T10:00:00.000Z'), // summer time
    });
  });

  test('a comma-separated Windows-1252 file with quoted cells', async () => {
    const csv = 'paard,stal,locatie,aankomst\r\n"Zoë",Wei,"Paddock",03/11/2026\r\n';
    const res = await send(Buffer.from(csv, 'latin1'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ imported: 1 });
    expect((await horseNamed('Zoë'))?.locationId).toBe(paddock);
  });

  test('two bad rows: 400 naming both, nothing written', async () => {
    const before = await counts();
    const csv =
      'paard;stal;locatie;aankomst;vertrek\n' +
      'Bella;Wei;Paddock;01/11/2026;\n' +
      'Onbekend;Wei;Paddock;01/11/2026;\n' +
      'Zoë;Wei;Paddock;01/11/2026;\n' +
      'Zorro;Wei;Paddock;10/11/2026;01/11/2026\n';
    const res = await send(csv);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: '2 rijen bevatten fouten: niets geïmporteerd',
      details: [
        { path: 'row 3', message: "paard 'Onbekend' niet gevonden" },
        { path: 'row 5', message: 'Vertrek mag niet voor aankomst liggen' },
      ],
    });
    expect(await counts()).toEqual(before);
    expect((await horseNamed('Bella'))?.locationId).toBeNull();
  });

  test('the lodging rules: a full location and a dead horse become row errors', async () => {
    const before = await counts();
    const csv =
      'paard;stal;locatie;aankomst\n' +
      'Bella;Wei;A-1;01/11/2026\n' +
      'Zoë;Wei;A-1;02/11/2026\n' +
      'Dora;Wei;Paddock;02/11/2026\n' +
      'Zorro;;Paddock;02/11/2026\n' +
      'Zorro;Wei;B-9;31/02/2026\n';
    const res = await send(csv);
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      { path: 'row 3', message: 'Deze locatie is volzet.' },
      {
        path: 'row 4',
        message: 'Een overleden paard kan geen verblijven meer krijgen of wijzigen.',
      },
      { path: 'row 5', message: "locatie 'Paddock' bestaat in meerdere stallen: vul de stal in" },
      {
        path: 'row 6',
        message:
          "locatie 'B-9' in stal 'Wei' niet gevonden; aankomst '31/02/2026' is geen datum (dd/mm/jjjj)",
      },
    ]);
    expect(await counts()).toEqual(before);
    const [a1] = await t.database.db.select().from(locations).where(eq(locations.id, box));
    expect(a1?.occupants).toBe(0);
  });

  test("only .csv files of text: else 'Invalid file uploaded, make sure the extension is .csv'", async () => {
    const csv = 'paard;locatie;aankomst\nBella;A-1;01/11/2026\n';
    for (const res of [await send(csv, 'verblijven.xlsx'), await send(samplePng, 'foto.csv')]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Invalid file uploaded, make sure the extension is .csv');
    }
    expect((await send(csv, 'VERBLIJVEN.CSV')).statusCode).toBe(200);
  });

  test('a missing column, an empty file, no file: 400', async () => {
    const header = await send('paard;stal\nBella;Wei\n');
    expect(header.json().details).toEqual([
      { path: 'header', message: "Kolom 'locatie' ontbreekt" },
      { path: 'header', message: "Kolom 'aankomst' ontbreekt" },
    ]);
    expect((await send('paard;locatie;aankomst\n')).json().message).toBe(
      'Het bestand bevat geen verblijven',
    );
    const none = await t.api({
      method: 'POST',
      url: '/api/semen/upload/lodging',
      ...multipart([{ name: 'x', value: 'y' }]),
    });
    expect(none.json().details).toEqual([{ path: 'body.file', message: 'Dit veld is verplicht' }]);
  });
});

describe('parseDay', () => {
  test.each([
    ['01/11/2026', noon('2026-11-01')],
    ['1-2-2026', '2026-02-01T11:00:00.000Z'],
    ['15.07.2026', '2026-07-15T10:00:00.000Z'], // summer time: 12:00 is 10:00 UTC
    ['2026-07-15', '2026-07-15T10:00:00.000Z'],
    ['31/02/2026', undefined],
    ['11/2026', undefined],
    ['gisteren', undefined],
  ])('%s', (text, iso) => {
    expect(parseDay(text)?.toISOString()).toBe(iso);
  });
});
