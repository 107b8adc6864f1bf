import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { caseMsg } from '@stalboek/domain';
import { cases } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { caseFixtures, today } from './cases.fixture.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const f = caseFixtures(() => t);

describe('boarding lines and status', () => {
  test('choosing Factureerbaar needs complete boarding lines; end before start is 400', async () => {
    const id = await f.case(await f.horse());
    const pension = await f.pension();
    const open = { from: '2026-11-01T11:00:00.000Z', to: null, type: pension };
    // A line lacking its end, billable or not, blocks the choice (spec 01 §4) and nothing is kept.
    for (const billable of [true, false]) {
      const blocked = await f.put(id, {
        status: 'Factureerbaar',
        pension: [{ ...open, billable }],
      });
      expect(blocked.statusCode).toBe(409);
      expect(blocked.json().message).toBe(caseMsg.boardingIncomplete);
      expect((await f.get(id)).json()).toMatchObject({ status: 'Open', pension: [] });
    }
    const complete = { ...open, to: '2026-11-05T11:00:00.000Z' };
    expect((await f.put(id, { status: 'Factureerbaar', pension: [complete] })).statusCode).toBe(
      200,
    );
    // Already Factureerbaar: a horse that is boarding again (no end yet) does not block saving.
    const again = await f.put(id, { status: 'Factureerbaar', pension: [complete, open] });
    expect(again.statusCode).toBe(200);
    expect(again.json().pension).toHaveLength(2);
    await f.put(id, { status: 'Open', pension: [] });
    const backwards = await f.put(id, {
      pension: [{ from: '2026-11-10T11:00:00.000Z', to: '2026-11-01T11:00:00.000Z' }],
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toContain(caseMsg.boardingEndBeforeStart);
    const saved = await f.put(id, { pension: [{ from: '2026-11-01T11:00:00.000Z' }] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().pension).toMatchObject([
      { from: '2026-11-01T11:00:00.000Z', to: null, type: null, index: 0 },
    ]);
  });
});

describe('PUT /api/case/{id}: the stud horse', () => {
  test('must be a stud horse (400 in Dutch); a main activity without one clears it', async () => {
    const id = await f.case(await f.horse({ type: 'Merrie' }));
    const stallion = await f.horse({ type: 'Hengst', name: 'Geen Dekhengst' });
    const refused = await f.put(id, { mainActivity: 'Embryotransfer', extra: stallion });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(caseMsg.notStudHorse);
    expect((await f.get(id)).json()).toMatchObject({ mainActivity: '-', extra: null });
    const stud = await f.horse({ type: 'Hengst', stud_horse: true, name: 'Echte Dekhengst' });
    const ok = await f.put(id, { mainActivity: 'Embryotransfer', extra: stud });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().extra).toEqual({ _id: stud, name: 'Echte Dekhengst' });
    const cleared = await f.put(id, { mainActivity: 'Ovum pick up', extra: stud });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().extra).toBeNull();
  });
});

describe('DELETE /api/case/{id}', () => {
  test('only an Open case without sheets, boarding lines or invoice; its stock comes back', async () => {
    const product = await f.product();
    const batch = await f.batch(product, { initialAmount: 5 });
    const id = await f.case(await f.horse());
    await f.put(id, { products: [{ product, amount: 2, date: today() }] });
    expect(await f.remaining(batch._id)).toBe(3);
    expect((await t.api({ method: 'DELETE', url: `/api/case/${id}` })).statusCode).toBe(204);
    expect(await f.remaining(batch._id)).toBe(5);
    expect((await f.get(id)).statusCode).toBe(404);
  });

  test('refused with research sheets', async () => {
    const horse = await f.horse({ type: 'Merrie' });
    const id = await f.case(horse);
    const sheet = await t.api({
      method: 'POST',
      url: '/api/researchSheet',
      payload: { case: id, horse, doctor: 'Dr. Claes', researchDate: today() },
    });
    expect(sheet.statusCode, sheet.body).toBe(201);
    const res = await t.api({ method: 'DELETE', url: `/api/case/${id}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(caseMsg.notDeletable.sheets);
    expect((await f.get(id)).statusCode).toBe(200);
  });

  test.each([
    ['not Open', { status: 'Gesloten' }, caseMsg.notDeletable.status],
    [
      'boarding lines',
      { pension: [{ from: '2026-11-01T11:00:00.000Z' }] },
      caseMsg.notDeletable.boarding,
    ],
  ])('refused with %s', async (_label, changes, message) => {
    const id = await f.case(await f.horse());
    expect((await f.put(id, changes)).statusCode).toBe(200);
    const res = await t.api({ method: 'DELETE', url: `/api/case/${id}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(message);
  });

  test('refused with an invoice; unknown case 404', async () => {
    const id = await f.case(await f.horse());
    await t.database.db.update(cases).set({ invoiceId: 'INV-9' }).where(eq(cases.id, id));
    const res = await t.api({ method: 'DELETE', url: `/api/case/${id}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(caseMsg.notDeletable.invoice);
    const unknown = await t.api({
      method: 'DELETE',
      url: '/api/case/00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
  });
});
