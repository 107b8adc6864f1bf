// What a case or research sheet names holds on: deleting it is a Dutch 409, never a 500
// (lib/db-errors.ts). Rows are written directly so this runs without the case API.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { cases, researchSheets } from '../db/schema/index.ts';
import { horseInput, personInput } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function create(url: string, payload: Record<string, unknown>): Promise<string> {
  const res = await t.api({ method: 'POST', url, payload });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json()._id;
}

describe('deleting what a case names', () => {
  test('a horse, stud horse or customer of a case answers 409 in Dutch and stays', async () => {
    const customer = await create('/api/customer', { customer: personInput() });
    const mare = await create('/api/horse/create', { horse: horseInput({ type: 'Merrie' }) });
    const stallion = await create('/api/horse/create', { horse: horseInput({ type: 'Hengst' }) });
    await t.database.db.insert(cases).values({
      reference: '2026-90001',
      horseId: mare,
      extraHorseId: stallion,
      customerId: customer,
    });

    const horse = await t.api({ method: 'DELETE', url: `/api/horse/${mare}` });
    expect(horse.statusCode).toBe(409);
    expect(horse.json().message).toBe('Dit paard heeft cases en kan niet verwijderd worden.');
    const stud = await t.api({ method: 'DELETE', url: `/api/horse/${stallion}` });
    expect(stud.statusCode).toBe(409);
    expect(stud.json().message).toBe(
      'Dit paard is dekhengst in cases en kan niet verwijderd worden.',
    );
    const client = await t.api({ method: 'DELETE', url: `/api/customer/${customer}` });
    expect(client.statusCode).toBe(409);
    expect(client.json().message).toBe('Deze klant heeft cases en kan niet verwijderd worden.');
    expect((await t.api({ method: 'GET', url: `/api/horse/${mare}` })).statusCode).toBe(200);
  });

  test('a horse with research sheets in a case of another horse answers 409', async () => {
    const mare = await create('/api/horse/create', { horse: horseInput({ type: 'Merrie' }) });
    const other = await create('/api/horse/create', { horse: horseInput({ type: 'Merrie' }) });
    const [row] = await t.database.db
      .insert(cases)
      .values({ reference: '2026-90002', horseId: other })
      .returning();
    await t.database.db.insert(researchSheets).values({
      caseId: row!.id,
      horseId: mare,
      doctor: 'Dr. Peeters',
      researchDate: new Date('2026-11-01T10:00:00Z'),
    });
    const res = await t.api({ method: 'DELETE', url: `/api/horse/${mare}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Dit paard heeft onderzoeksfiches en kan niet verwijderd worden.',
    );
  });
});
