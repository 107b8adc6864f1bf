import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  CASE_STATUSES,
  ITEMS_PER_TUBE_POSITION,
  MAIN_ACTIVITIES,
  brusselsDay,
  caseDetail,
  customerFields,
  notificationListResult,
  productFields,
  researchSheet,
  sheetInformationFields,
} from '@stalboek/domain';
import { getCase } from '../modules/cases/index.ts';
import { getSheet } from '../modules/research-sheets/index.ts';
import { listNotifications } from '../modules/notifications/index.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { containers, customers, files, horses, labResults, locations } from '../db/schema/index.ts';
import { products, stockBatches, stockMods } from '../db/schema/index.ts';
import {
  announcements,
  caseLaboLines,
  caseProductLines,
  caseProtocolLines,
  cases,
  notifications,
  researchSheets,
} from '../db/schema/index.ts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client.ts';
import { seedDemoData } from './index.ts';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
});
afterAll(() => database.close());

test('demo data is written once into an empty database and obeys the rules the API enforces', async () => {
  expect(await seedDemoData(database.db)).toBe(true);
  expect(await seedDemoData(database.db)).toBe(false);
  const db = database.db;
  expect((await db.select().from(locations)).length).toBeGreaterThan(20);
  expect((await db.select().from(containers)).length).toBeGreaterThan(2);
  const all = await db.select().from(customers);
  expect(all.filter((c) => c.type === 'particulier').length).toBeGreaterThanOrEqual(15);
  expect(all.filter((c) => c.type === 'bedrijf').length).toBeGreaterThanOrEqual(8);
  for (const c of all) {
    const parsed = customerFields.safeParse({
      type: c.type,
      first_name: c.firstName,
      last_name: c.lastName,
      company: c.company,
      tva: c.tva,
      vat_liability: c.vatLiability,
      language: c.language,
      email: c.email,
      telephone_mobile: c.telephoneMobile,
      telephone_fixed: c.telephoneFixed,
      addressLine: c.addressLine,
      zip: c.zip,
      city: c.city,
      country: c.country,
    });
    expect(
      parsed.success,
      `${c.lastName ?? c.company}: ${JSON.stringify(parsed.error?.issues)}`,
    ).toBe(true);
  }
  const herd = await db.select().from(horses);
  expect(herd.length).toBeGreaterThanOrEqual(55);
  expect(herd.every((h) => h.ownerId)).toBe(true);
  expect(herd.filter((h) => h.surrogate).length).toBeGreaterThanOrEqual(20);
  expect(herd.filter((h) => h.studHorse).length).toBeGreaterThanOrEqual(5);
  expect(herd.filter((h) => h.death).every((h) => h.dateOfDeath && !h.locationId)).toBe(true);
  // A few passports and lab results (lab, date not after today), stored as uploads: real PDFs.
  const labs = await db.select().from(labResults);
  const withPassport = herd.filter((h) => h.passportFileId);
  expect(withPassport.length).toBeGreaterThanOrEqual(3);
  expect(new Set(labs.map((l) => l.horseId)).size).toBeGreaterThanOrEqual(3);
  expect(labs.every((l) => l.lab && brusselsDay(l.date) <= brusselsDay(new Date()))).toBe(true);
  const fileIds = [...withPassport.map((h) => h.passportFileId), ...labs.map((l) => l.fileId)];
  const stored = (await db.select().from(files)).filter((f) => fileIds.includes(f.id));
  expect(stored).toHaveLength(fileIds.length);
  for (const f of stored) {
    expect(f.data.subarray(0, 5).toString('latin1'), f.filename).toBe('%PDF-');
    expect([f.mimeType, f.size, f.filename.endsWith('.pdf')]).toEqual([
      'application/pdf',
      f.data.length,
      true,
    ]);
  }
  // Every horse with a location got it from a running lodging, within the places.
  const rooms = await db.select().from(locations);
  for (const room of rooms) {
    expect(room.occupants).toBe(herd.filter((h) => h.locationId === room.id).length);
    expect(room.occupants).toBeLessThanOrEqual(room.places);
  }
  // Stock: valid products; every batch has its Aankoop and remaining = initial − Σ outgoing.
  const catalogue = await db.select().from(products);
  expect(catalogue.length).toBeGreaterThanOrEqual(40);
  for (const p of catalogue)
    expect(productFields.safeParse({ ...p, CNK: p.cnk }).success, p.name).toBe(true);
  const lots = await db.select().from(stockBatches);
  const mods = await db.select().from(stockMods);
  for (const lot of lots) {
    const own = mods.filter((m) => m.batchId === lot.id);
    expect(own.filter((m) => m.type === 'Aankoop').map((m) => m.amount)).toEqual([
      lot.initialAmount,
    ]);
    const out = own.filter((m) => m.type !== 'Aankoop').reduce((sum, m) => sum + m.amount, 0);
    // Amounts like 0.05 l add up with binary rounding in JavaScript: equal to the micro-unit.
    expect(lot.remainingAmount, lot.lotNumber).toBeCloseTo(lot.initialAmount - out, 6);
    expect(own.every((m) => m.createdAt >= lot.deliveryDate && m.createdAt <= new Date())).toBe(
      true,
    );
  }
  const soon = Date.now() + 30 * 86_400_000;
  const held = lots.filter((l) => l.active && l.remainingAmount > 0);
  expect(
    held.filter((l) => l.expirationDate.getTime() > Date.now() && l.expirationDate.getTime() < soon)
      .length,
  ).toBeGreaterThanOrEqual(3);
  expect(held.some((l) => l.expirationDate.getTime() < Date.now())).toBe(true);
  expect(lots.some((l) => !l.active)).toBe(true);
  expect(
    catalogue.filter((p) => !held.some((l) => l.productId === p.id)).length,
  ).toBeGreaterThanOrEqual(3);
  for (const type of ['Toediening', 'Verkoop', 'Beschadigd', 'Controle'])
    expect(mods.filter((m) => m.type === type).length, type).toBeGreaterThan(5);
  expect(mods.filter((m) => m.type === 'Toediening').every((m) => m.horseId)).toBe(true);
  expect(mods.filter((m) => m.type === 'Verkoop').every((m) => m.customerId)).toBe(true);
});

test('demo cases cover every status and activity, with sheets, lines and notifications', async () => {
  const db = database.db;
  const all = await db.select().from(cases);
  expect(all.length).toBeGreaterThanOrEqual(190);
  expect(new Set(all.map((c) => c.status))).toEqual(new Set(CASE_STATUSES));
  expect(new Set(all.map((c) => c.mainActivity))).toEqual(new Set(MAIN_ACTIVITIES));
  expect(new Set(all.map((c) => c.reference)).size).toBe(all.length);
  for (const c of all)
    expect(Boolean(c.invoiceId)).toBe(['Gefactureerd', 'Gesloten'].includes(c.status));
  const sheets = await db.select().from(researchSheets);
  expect(sheets.length).toBeGreaterThan(150);
  const parsed = sheets.map((s) => sheetInformationFields.safeParse(s.information));
  expect(parsed.every((p) => p.success)).toBe(true);
  expect((await db.select().from(caseProtocolLines)).length).toBeGreaterThan(30);
  expect((await db.select().from(caseLaboLines)).length).toBeGreaterThan(20);
  const productLines = await db.select().from(caseProductLines);
  const caseMods = (await db.select().from(stockMods)).filter((m) => m.caseLineId);
  // Every demo product line, a protocol's ones too, was really taken from stock, FEFO.
  expect(productLines.some((l) => l.protocolLineId)).toBe(true);
  for (const line of productLines)
    expect(caseMods.filter((m) => m.caseLineId === line.id).reduce((s, m) => s + m.amount, 0)).toBe(
      line.amount,
    );
  // The stock a demo line took is recorded on the line's date, never before its batch came in.
  const deliveredAt = new Map(
    (await db.select().from(stockBatches)).map((b) => [b.id, b.deliveryDate.getTime()]),
  );
  for (const m of caseMods) {
    const line = productLines.find((l) => l.id === m.caseLineId)!;
    expect(m.createdAt.getTime()).toBe(
      Math.max(line.date.getTime(), deliveredAt.get(m.batchId) ?? NaN),
    );
  }
  // Each demo mare carries the ovary tags of her latest sheet and the cysts of each sheet.
  const mares = (await db.select().from(horses)).filter(
    (h) => h.type === 'Merrie' && sheets.some((s) => s.horseId === h.id),
  );
  expect(mares.some((m) => JSON.stringify(m.ovaryTags).includes('Multifolliculair'))).toBe(true);
  for (const mare of mares) {
    const own = sheets
      .filter((s) => s.horseId === mare.id)
      .sort((a, b) => a.researchDate.getTime() - b.researchDate.getTime());
    const latest = own.at(-1)!.information as { leftOvary: { tags: string[] } } & {
      rightOvary: { tags: string[] };
    };
    expect(mare.ovaryTags).toEqual({
      leftOvary: { tags: latest.leftOvary.tags },
      rightOvary: { tags: latest.rightOvary.tags },
    });
    expect(mare.cysts).toEqual(
      Object.fromEntries(own.map((s) => [String(s.researchDate.getTime()), s.cysts])),
    );
  }
  const notes = await db.select().from(notifications);
  const active = notes.filter((n) => n.active);
  expect(active.some((n) => n.expirationDate.getTime() < Date.now())).toBe(true);
  expect(active.length).toBeLessThan(40);
  expect(notes.some((n) => n.expirationDate.getTime() > Date.now())).toBe(true);
  expect(notes.some((n) => n.source === 'labo')).toBe(true);
  expect((await db.select().from(announcements)).length).toBeGreaterThan(0);
});

test('every demo case, sheet and notification is answered in the shape the API documents', async () => {
  const db = database.db;
  for (const c of await db.select({ id: cases.id }).from(cases)) {
    const answer = caseDetail.safeParse(await getCase(db, c.id));
    expect(answer.success, JSON.stringify(answer.error?.issues)).toBe(true);
  }
  for (const s of await db.select({ id: researchSheets.id }).from(researchSheets)) {
    const answer = researchSheet.safeParse(await getSheet(db, s.id));
    expect(answer.success, JSON.stringify(answer.error?.issues)).toBe(true);
  }
  const bell = await listNotifications(db, { sortBy: [], sortDesc: [], limit: 1000 });
  expect(bell.total).toBeGreaterThan(0);
  expect(notificationListResult.safeParse(bell).success).toBe(true);
});

test('demo semen: ~300 lots of ~40 stallions whose straws add up, each with its ledger rows', async () => {
  const db = database.db;
  const lots = await queryRows<{
    n: string;
    stallions: string;
    productie: string;
    bad: string;
    full: string;
  }>(
    db,
    sql`select count(*) as n, count(distinct stallion_id) as stallions,
               count(*) filter (where type = 'Productie') as productie,
               count(*) filter (where current_inventory <> (
                 select sum(case when m.action = 'add' then m.amount else -m.amount end)
                   from semen_modification m where m.lot_id = l.id)) as bad,
               (select count(*) from (select container_id, tube, position from semen_lot
                  where current_inventory > 0 group by 1, 2, 3
                 having count(*) > ${ITEMS_PER_TUBE_POSITION}) p) as full
          from semen_lot l`,
  );
  expect(Number(lots[0]?.n)).toBe(300);
  expect(Number(lots[0]?.stallions)).toBeGreaterThanOrEqual(38);
  expect(Number(lots[0]?.bad)).toBe(0);
  expect(Number(lots[0]?.full)).toBe(0);
  const ledger = await queryRows<{ action: string; n: string }>(
    db,
    sql`select action, count(*) as n from "transaction" where source = 'semen' group by action`,
  );
  const count = (a: string) => Number(ledger.find((r) => r.action === a)?.n ?? 0);
  expect(count('Gain')).toBe(Number(lots[0]?.productie));
  expect(count('Gain') + count('Import')).toBe(300);
  const exports = await queryRows<{ n: string }>(
    db,
    sql`select count(*) as n from semen_modification where type = 'Export'`,
  );
  expect(count('Sent') + count('Export')).toBe(Number(exports[0]?.n));
  expect(Number(exports[0]?.n)).toBeGreaterThan(100);
  // Open mare cases inseminated with demo straws: each Verbruik names its case and line and
  // wrote a Use of the stallion with the case's mare as destination.
  const uses = await queryRows<{ n: string; linked: string }>(
    db,
    sql`select count(*) as n,
               count(*) filter (where t.destination_horse_id = c.horse_id
                                  and t.horse_id = m.stallion_id and t.action = 'Use') as linked
          from semen_modification m
          join "case" c on c.id = m.case_id
          join case_protocol_line pl on pl.id = m.case_line_id
          join "transaction" t on t.semen_modification_id = m.id
         where m.type = 'Verbruik'`,
  );
  expect(Number(uses[0]?.n)).toBeGreaterThanOrEqual(8);
  expect(uses[0]?.linked).toBe(uses[0]?.n);
});

test('demo ICSI: ~40 lots with embryos in every state, each movement in the history and the ledger', async () => {
  const db = database.db;
  const [s] = await queryRows<Record<string, string>>(
    db,
    sql`select (select count(*) from icsi_lot) as lots,
               (select count(*) from icsi_lot where active_embryos = 0) as emptied,
               (select count(*) from embryo where active) as active,
               (select count(*) from embryo where surrogate_id is not null) as transferred,
               (select count(*) from embryo where lost_date is not null) as lost,
               (select count(*) from embryo where export_date is not null) as exported,
               (select count(*) from embryo where damaged) as damaged,
               (select count(*) from embryo where traces) as traced,
               (select count(*) from embryo_history where type = 'export' and in_house) as in_house,
               (select count(*) from embryo_history where type = 'relocate') as moved,
               (select count(*) from embryo e where not exists
                  (select 1 from embryo_history h where h.embryo_id = e.id and h.type = 'import')) as unimported,
               (select count(*) from embryo e where e.surrogate_id is not null and not exists
                  (select 1 from "transaction" t where t.embryo_id = e.id and t.action = 'Implanted')) as unledgered,
               (select count(*) from (select container_id, tube, position from tube_position_holder
                  group by 1, 2, 3 having count(*) > 10) x) as overfull`,
  );
  const n = Object.fromEntries(Object.entries(s ?? {}).map(([k, v]) => [k, Number(v)]));
  expect(n.lots).toBe(40);
  expect(n).toMatchObject({ unimported: 0, unledgered: 0, overfull: 0 });
  for (const state of [
    'emptied',
    'active',
    'transferred',
    'lost',
    'exported',
    'damaged',
    'traced',
    'in_house',
    'moved',
  ])
    expect(n[state], state).toBeGreaterThan(0);
});
