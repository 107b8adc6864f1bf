import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { count, eq, inArray } from 'drizzle-orm';
import { addBrusselsDays, dutchDay, semenMsg } from '@stalboek/domain';
import { audit, semenLots, semenModifications, transactions } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { companyInput, horseInput, personInput } from '../../../test/factories.ts';
import { multipart, samplePng } from '../../../test/fixtures/uploads.ts';
import type * as Transactions from '../transactions/index.ts';
import { daysAgo, semenFixtures } from './semen.fixture.ts';

// A connection lost halfway through an import: the ledger writer fails after the lots and their
// modifications were inserted (the test sets `fault.on`).
const fault = vi.hoisted(() => ({ on: false }));
vi.mock('../transactions/index.ts', async (importOriginal) => {
  const real = await importOriginal<typeof Transactions>();
  return {
    ...real,
    writeTransactions: async (...args: Parameters<typeof real.writeTransactions>) => {
      if (fault.on)
        throw Object.assign(new Error('Connection terminated unexpectedly'), { code: '08006' });
      return real.writeTransactions(...args);
    },
  };
});

let t: TestApp;
const f = semenFixtures(() => t);
const ids = {} as Record<
  'blixem' | 'zorro' | 'bella' | 'an' | 'kapel' | 'vatA' | 'vatB' | 'groot' | 'parallel',
  string
>;

const post = async (url: string, payload: object) => {
  const res = await t.api({ method: 'POST', url, payload });
  if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json()._id as string;
};
const horse = (h: Record<string, unknown>) => post('/api/horse/create', { horse: horseInput(h) });
const container = (name: string, tubes: number) =>
  post('/api/nitrogen-container', { name, available_places: tubes });

beforeAll(async () => {
  t = await createTestApp();
  ids.blixem = await horse({
    name: 'Blixem',
    type: 'Hengst',
    stud_horse: true,
    microchip: '981100000000101',
    ueln: 'BEL002W00012345',
  });
  ids.zorro = await horse({ name: 'Zorro', type: 'Hengst', stud_horse: true });
  await horse({ name: 'Tweeling', type: 'Hengst', stud_horse: true });
  await horse({ name: 'Tweeling', type: 'Hengst', stud_horse: true });
  ids.bella = await horse({ name: 'Bella', type: 'Merrie' });
  ids.an = await post('/api/customer', { customer: personInput() });
  ids.kapel = await post('/api/customer', { customer: companyInput() });
  await post('/api/customer', { customer: personInput({ first_name: 'Jan', email: 'a@x.be' }) });
  await post('/api/customer', { customer: personInput({ first_name: 'Jan', email: 'b@x.be' }) });
  ids.vatA = await container('Vat A', 4);
  ids.vatB = await container('Vat B', 4);
  ids.groot = await container('Groot vat', 500);
  ids.parallel = await container('Vat P', 1);
});
afterAll(() => t.close());

const HEADER =
  'hengst;eigenaar;type;productiedatum;importdatum;lotnummer;aantal;exporttype;container;koker;positie;kleur;concentratie;motiliteit;progressiviteit;snelheid;pail;viabiliteit';
/** A day n days ago as the file writes it (dd/mm/jjjj). */
const day = (n: number) => dutchDay(addBrusselsDays(new Date(), -n));
type Cells = Partial<Record<string, string | number>>;
const GOOD: Cells = {
  hengst: 'Blixem',
  eigenaar: 'An Peeters',
  type: 'Productie',
  productiedatum: day(30),
  aantal: 10,
  container: 'Vat A',
  koker: 1,
  positie: 'Boven',
};
const line = (cells: Cells) =>
  HEADER.split(';')
    .map((c) => String(cells[c] ?? ''))
    .join(';');
const file = (rows: Cells[]) => [HEADER, ...rows.map(line)].join('\n') + '\n';

const send = (content: string | Buffer, filename = 'stock.csv') =>
  t.api({
    method: 'POST',
    url: '/api/semen/upload/semen',
    ...multipart([{ name: 'file', value: content, filename, type: 'text/csv' }]),
  });
const counts = async () => {
  const n = async (table: typeof semenLots | typeof semenModifications | typeof transactions) =>
    (await t.database.db.select({ n: count() }).from(table))[0]?.n;
  return {
    lots: await n(semenLots),
    mods: await n(semenModifications),
    ledger: await n(transactions),
    audit: (await t.database.db.select({ n: count() }).from(audit))[0]?.n,
  };
};
const lotsNumbered = (lotNumber: string) =>
  t.database.db.select().from(semenLots).where(eq(semenLots.lotNumber, lotNumber));

/** A lot as the API shows it, its records as stored, without what differs from lot to lot. */
async function recordsOf(id: string) {
  const lot = await f.get(id);
  const mods = await t.database.db
    .select()
    .from(semenModifications)
    .where(eq(semenModifications.lotId, id));
  const ledger = await t.database.db
    .select()
    .from(transactions)
    .where(
      inArray(
        transactions.semenModificationId,
        mods.map((m) => m.id),
      ),
    );
  const [record] = await t.database.db.select().from(audit).where(eq(audit.entityId, id));
  const { _id, createdAt, updatedAt, modifications, ...shown } = lot;
  expect([_id, createdAt, updatedAt]).not.toContain(undefined);
  return {
    shown,
    modifications: modifications.map(
      ({ _id: _m, createdAt: _c, ...m }: object & { _id: string; createdAt: string }) => m,
    ),
    mods: mods.map(({ id: _i, lotId: _l, createdAt: _c, ...m }) => m),
    ledger: ledger.map(({ id: _i, semenModificationId: _s, createdAt: _c, ...r }) => r),
    audit: record && { action: record.action, entity: record.entity, after: record.after },
  };
}

describe('POST /api/semen/upload/semen', () => {
  test('a good file (BOM, ";", CRLF, decimal commas) writes each lot as POST /api/semen does', async () => {
    const before = await counts();
    const csv =
      '\uFEFF' +
      [
        HEADER.toUpperCase(),
        line({
          ...GOOD,
          koker: 2,
          exporttype: 'EU',
          kleur: 'rood',
          motiliteit: '60,5',
          concentratie: 120,
          lotnummer: '',
        }),
        line({
          ...GOOD,
          hengst: '981100000000101',
          eigenaar: 'an.peeters@EXAMPLE.be',
          type: 'import',
          productiedatum: '',
          importdatum: day(3),
          lotnummer: 'IMP-2',
          exporttype: 'Wereldwijd',
          koker: 2,
          positie: 'onder',
          viabiliteit: '80',
        }),
        line({
          ...GOOD,
          hengst: 'bel002w00012345',
          eigenaar: 'BE 0471.650.622',
          lotnummer: 'IMP-3',
          aantal: 4,
        }),
        line({
          ...GOOD,
          hengst: 'zorro',
          eigenaar: 'stoeterij de kapel bv',
          lotnummer: 'IMP-4',
          container: 'vat b',
        }),
        ';;;;;;;;;;;;;;;;;',
      ].join('\r\n') +
      '\r\n';
    const res = await send(csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ imported: 4 });
    const after = await counts();
    expect(after).toEqual({
      lots: before.lots! + 4,
      mods: before.mods! + 4,
      ledger: before.ledger! + 4,
      audit: before.audit! + 4,
    });

    // The first row against the same lot made through the form's call.
    const [imported] = await lotsNumbered(day(30));
    const made = await f.createLot({
      lotNumber: '',
      stallion: ids.blixem,
      owner: ids.an,
      type: 'Productie',
      production_date: daysAgo(30),
      export_type: 'EU',
      location: { container: ids.vatA, tube: 2, position: 'Boven' },
      initial_inventory: 10,
      color: 'Rood',
      concentration: 120,
      motility: 60.5,
    });
    expect(made.statusCode, made.body).toBe(201);
    const viaImport = await recordsOf(imported!.id);
    const viaForm = await recordsOf(made.json().semenCollection._id);
    expect(viaImport).toEqual(viaForm);
    expect(viaImport.ledger).toMatchObject([{ action: 'Gain', amount: 10, customerId: ids.an }]);

    const [imp] = await lotsNumbered('IMP-2');
    expect(imp).toMatchObject({
      stallionId: ids.blixem,
      ownerId: ids.an,
      type: 'Import',
      productionDate: null,
      importDate: new Date(daysAgo(3)),
      exportType: 'worldwide',
      position: 'Onder',
      viability: 80,
    });
    expect((await recordsOf(imp!.id)).ledger).toMatchObject([{ action: 'Import', amount: 10 }]);
    expect((await lotsNumbered('IMP-3'))[0]).toMatchObject({
      stallionId: ids.blixem,
      ownerId: ids.kapel,
      initialInventory: 4,
      currentInventory: 4,
    });
    expect((await lotsNumbered('IMP-4'))[0]).toMatchObject({
      stallionId: ids.zorro,
      ownerId: ids.kapel,
      containerId: ids.vatB,
    });
  });

  test('a comma-separated Windows-1252 file with quoted cells', async () => {
    await post('/api/customer', {
      customer: personInput({ first_name: 'Zoë', last_name: 'Dörr', email: 'zoe@x.be' }),
    });
    const csv =
      'hengst,eigenaar,type,productiedatum,aantal,container,koker,positie,lotnummer\r\n' +
      `"Zorro","Zoë Dörr",Productie,${day(1)},"5",Vat B,3,Onder,"Zoë, één"\r\n`;
    const res = await send(Buffer.from(csv, 'latin1'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ imported: 1 });
    expect((await lotsNumbered('Zoë, één'))[0]).toMatchObject({ initialInventory: 5, tube: 3 });
  });

  test('lot numbers need not be unique, as on POST /api/semen: in the file and against the database', async () => {
    const row = { ...GOOD, container: 'Vat B', koker: 4, lotnummer: 'DUBBEL' };
    expect((await send(file([row]))).statusCode).toBe(200);
    const res = await send(file([row, row]));
    expect(res.statusCode, res.body).toBe(200);
    expect(await lotsNumbered('DUBBEL')).toHaveLength(3);
  });

  test("a dead stallion's straws may be registered, as on POST /api/semen", async () => {
    const dead = await horse({
      name: 'Oude Hengst',
      type: 'Hengst',
      death: true,
      date_of_death: daysAgo(400),
    });
    const made = await f.createLot(
      f.lotBody(
        { stallion: dead, owner: ids.an, container: ids.vatB },
        { location: { container: ids.vatB, tube: 1, position: 'Onder' } },
      ),
    );
    expect(made.statusCode, made.body).toBe(201);
    const res = await send(
      file([
        {
          ...GOOD,
          hengst: 'oude hengst',
          container: 'Vat B',
          koker: 1,
          positie: 'Onder',
          lotnummer: 'OUD',
        },
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await lotsNumbered('OUD'))[0]?.stallionId).toBe(dead);
  });

  test.each<[string, Cells, string]>([
    ['an unknown stallion', { hengst: 'Onbekend' }, "hengst: 'Onbekend' niet gevonden"],
    ['a mare', { hengst: 'Bella' }, "hengst: 'Bella' is geen hengst"],
    [
      'a name two stallions share',
      { hengst: 'Tweeling' },
      "hengst: meerdere hengsten heten 'Tweeling': gebruik de microchip of het UELN",
    ],
    ['no stallion', { hengst: '' }, 'hengst: Dit veld is verplicht'],
    ['an unknown owner', { eigenaar: 'Niemand' }, "eigenaar: 'Niemand' niet gevonden"],
    [
      'a name two customers share',
      { eigenaar: 'Jan Peeters' },
      "eigenaar: meerdere klanten heten 'Jan Peeters': gebruik het e-mailadres of btw-nummer",
    ],
    ['an unknown container', { container: 'Vat Z' }, "container: 'Vat Z' niet gevonden"],
    ['a tube the container lacks', { koker: 9 }, `koker: ${semenMsg.noTube(4)}`],
    ['tube 0', { koker: 0 }, 'koker: Moet minstens 1 zijn'],
    [
      'an unknown type',
      { type: 'Invoer' },
      "type: 'Invoer' is geen geldige waarde (Productie, Import)",
    ],
    [
      'a bad date',
      { productiedatum: '31/02/2026' },
      "productiedatum: '31/02/2026' is geen datum (dd/mm/jjjj)",
    ],
    [
      'a date in the future',
      { productiedatum: day(-2) },
      `productiedatum: ${semenMsg.notAfterToday}`,
    ],
    [
      'no production date',
      { productiedatum: '' },
      `productiedatum: ${semenMsg.productionDateRequired}`,
    ],
    [
      'an import without its date',
      { type: 'Import' },
      `importdatum: ${semenMsg.importDateRequired}`,
    ],
    ['amount 0', { aantal: 0 }, 'aantal: Dit veld is verplicht en moet groter zijn dan 0'],
    [
      'a negative amount',
      { aantal: -3 },
      'aantal: Dit veld is verplicht en moet groter zijn dan 0',
    ],
    ['an amount that is no number', { aantal: 'tien' }, 'aantal: Moet een getal zijn'],
    ['a broken amount', { aantal: '2,5' }, 'aantal: Moet een geheel getal zijn'],
    ['no amount', { aantal: '' }, 'aantal: Dit veld is verplicht en moet groter zijn dan 0'],
    ['motility 101', { motiliteit: 101 }, 'motiliteit: Mag maximum 100 zijn'],
    ['a negative velocity', { snelheid: '-0,5' }, 'snelheid: Mag niet negatief zijn'],
    ['no position', { positie: '' }, 'positie: Dit veld is verplicht'],
    [
      'an unknown export type',
      { exporttype: 'Mars' },
      "exporttype: 'Mars' is geen geldige waarde (Nationaal, EU, Wereldwijd)",
    ],
    [
      'a lot number of 65 characters',
      { lotnummer: 'x'.repeat(65) },
      'lotnummer: Mag maximum 64 tekens bevatten',
    ],
  ])('%s: 400 naming the row and the column, nothing written', async (_, over, message) => {
    const before = await counts();
    const res = await send(file([GOOD, { ...GOOD, ...over }, GOOD]));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      message: '1 rij bevat fouten: niets geïmporteerd',
      details: [{ path: 'row 3', message }],
    });
    expect(await counts()).toEqual(before);
  });

  test('each problem of each row is a detail, in column order', async () => {
    const res = await send(
      file([{ ...GOOD, motiliteit: 200, hengst: 'Onbekend' }, GOOD, { ...GOOD, aantal: 0 }]),
    );
    expect(res.json()).toMatchObject({
      message: '2 rijen bevatten fouten: niets geïmporteerd',
      details: [
        { path: 'row 2', message: "hengst: 'Onbekend' niet gevonden" },
        { path: 'row 2', message: 'motiliteit: Mag maximum 100 zijn' },
        { path: 'row 4', message: 'aantal: Dit veld is verplicht en moet groter zijn dan 0' },
      ],
    });
  });

  test('a tube position holds 10 lots with straws: those in the database and the rows before', async () => {
    for (let i = 0; i < 8; i++) {
      const res = await f.createLot(
        f.lotBody(
          { stallion: ids.zorro, owner: ids.an, container: ids.vatA },
          { location: { container: ids.vatA, tube: 4, position: 'Onder' } },
        ),
      );
      expect(res.statusCode).toBe(201);
    }
    const before = await counts();
    const row = { ...GOOD, koker: 4, positie: 'Onder' };
    const res = await send(file([row, { ...row, positie: 'Boven' }, row, row]));
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      { path: 'row 5', message: `koker: ${semenMsg.tubeFull(4, 'Onder')}` },
    ]);
    expect(await counts()).toEqual(before);
    expect((await send(file([row, row]))).statusCode).toBe(200);
  });

  test('parallel uploads into one position cannot overfill it together', async () => {
    const row = { ...GOOD, container: 'Vat P', koker: 1 };
    const six = file(Array.from({ length: 6 }, () => row));
    const answers = await Promise.all([send(six), send(six), send(six)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
    const held = await t.database.db
      .select({ n: count() })
      .from(semenLots)
      .where(eq(semenLots.containerId, ids.parallel));
    expect(held[0]?.n).toBe(6);
  });

  test("only .csv files of text: else 'Invalid file uploaded, make sure the extension is .csv'", async () => {
    const before = await counts();
    for (const res of [
      await send(file([GOOD]), 'stock.xlsx'),
      await send(samplePng, 'stock.csv'),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Invalid file uploaded, make sure the extension is .csv');
    }
    expect(await counts()).toEqual(before);
  });

  test('a missing column, no date column, an empty file, a header only, no file: 400', async () => {
    const before = await counts();
    expect(
      (await send('hengst;eigenaar;type;productiedatum;aantal\nBlixem;An Peeters\n')).json()
        .details,
    ).toEqual([
      { path: 'header', message: "Kolom 'container' ontbreekt" },
      { path: 'header', message: "Kolom 'koker' ontbreekt" },
      { path: 'header', message: "Kolom 'positie' ontbreekt" },
    ]);
    expect(
      (await send('hengst;eigenaar;type;aantal;container;koker;positie\n')).json().details,
    ).toEqual([{ path: 'header', message: "Kolom 'productiedatum' of 'importdatum' ontbreekt" }]);
    expect((await send(`${HEADER}\n`)).json().message).toBe('Het bestand bevat geen sperma loten');
    const empty = await send('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details).toEqual([{ path: 'body.file', message: 'Het bestand is leeg' }]);
    const none = await t.api({
      method: 'POST',
      url: '/api/semen/upload/semen',
      ...multipart([{ name: 'x', value: 'y' }]),
    });
    expect(none.json().details).toEqual([{ path: 'body.file', message: 'Dit veld is verplicht' }]);
    expect(await counts()).toEqual(before);
  });

  test('a connection lost halfway: 503, and not one record of the import is kept', async () => {
    const before = await counts();
    fault.on = true;
    const res = await send(
      file([
        { ...GOOD, lotnummer: 'HALF' },
        { ...GOOD, lotnummer: 'HALF' },
      ]),
    );
    fault.on = false;
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe('De databank is even niet bereikbaar: probeer het opnieuw.');
    expect(await counts()).toEqual(before);
    expect(await lotsNumbered('HALF')).toEqual([]);
  });

  /** Row i of a big file: 10 lots per position of 'Groot vat', 500 tubes × 2 positions. */
  const bigRow = (i: number): Cells => ({
    ...GOOD,
    hengst: i % 2 ? 'Blixem' : 'Zorro',
    eigenaar: i % 3 ? 'An Peeters' : 'BE0471650622',
    lotnummer: `G-${i}`,
    container: 'Groot vat',
    koker: Math.floor(i / 20) + 1,
    positie: i % 20 < 10 ? 'Boven' : 'Onder',
    aantal: (i % 50) + 1,
    motiliteit: i % 100,
  });

  test(
    '10 000 rows with one bad row at row 7777: nothing imported, that row named',
    { timeout: 120_000 },
    async () => {
      const before = await counts();
      const rows = Array.from({ length: 10_000 }, (_, i) => bigRow(i));
      rows[7775] = { ...rows[7775], productiedatum: '32/01/2026' };
      const res = await send(file(rows));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: '1 rij bevat fouten: niets geïmporteerd',
        details: [
          { path: 'row 7777', message: "productiedatum: '32/01/2026' is geen datum (dd/mm/jjjj)" },
        ],
      });
      expect(await counts()).toEqual(before);
    },
  );

  test(
    '10 000 good rows: 10 000 lots, each with its Create and ledger row',
    { timeout: 120_000 },
    async () => {
      const before = await counts();
      const res = await send(file(Array.from({ length: 10_000 }, (_, i) => bigRow(i))));
      expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
      expect(res.json()).toEqual({ imported: 10_000 });
      expect(await counts()).toEqual({
        lots: before.lots! + 10_000,
        mods: before.mods! + 10_000,
        ledger: before.ledger! + 10_000,
        audit: before.audit! + 10_000,
      });
      const [row] = await lotsNumbered('G-7776');
      expect(row).toMatchObject({
        tube: 389,
        position: 'Onder',
        initialInventory: 27,
        motility: 76,
      });
      // The container is full now: one lot more is refused.
      const more = await send(file([{ ...bigRow(0), lotnummer: 'G-meer' }]));
      expect(more.json().details).toEqual([
        { path: 'row 2', message: `koker: ${semenMsg.tubeFull(1, 'Boven')}` },
      ]);
    },
  );
});
