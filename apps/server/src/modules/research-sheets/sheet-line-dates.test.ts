// Lines of a research sheet sent without a date (spec 01 §3 writes a sheet's products as
// {product, amount}): the server dates them (cases/lines.ts syncLines).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { caseFixtures } from '../cases/cases.fixture.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const f = caseFixtures(() => t);

async function mareCase() {
  const horse = await f.horse({ type: 'Merrie' });
  return { horse, caseId: await f.case(horse, { customer: await f.customer() }) };
}
const post = (payload: Record<string, unknown>) =>
  t.api({ method: 'POST', url: '/api/researchSheet', payload });

describe('a sheet line without a date (spec 01 §3: products {product, amount})', () => {
  test("a new line takes the sheet's research date; a saved one keeps its own", async () => {
    const product = await f.product();
    await f.batch(product, { initialAmount: 10 });
    const protocol = await f.protocol();
    const labAccount = await t.api({
      method: 'POST',
      url: '/api/account',
      payload: { account: { number: '70710299', name: 'Labo-onderzoeken' } },
    });
    const labo = await t.api({
      method: 'POST',
      url: '/api/labo',
      payload: {
        labo: { name: 'Bloedonderzoek', account: labAccount.json()._id, tax: 21, price: 20 },
      },
    });
    expect(labo.statusCode, labo.body).toBe(201);
    const { horse, caseId } = await mareCase();
    const researchDate = new Date(Date.now() - 2 * 86_400_000).toISOString();
    const lines = {
      protocols: [{ protocol }],
      labos: [{ labo: labo.json()._id }],
      products: [{ product, amount: 1 }],
    };
    const base = { case: caseId, horse, doctor: 'Dr. Claes', researchDate };
    const res = await post({ ...base, ...lines });
    expect(res.statusCode, res.body).toBe(201);
    const sheet = res.json();
    const dates = (s: Record<string, { date: string }[]>) =>
      ['protocols', 'labos', 'products'].map((k) => s[k]!.map((l) => l.date));
    expect(dates(sheet)).toEqual([[researchDate], [researchDate], [researchDate]]);

    // Moved to another date: the saved lines (sent without a date) keep theirs, a new one follows.
    const later = new Date(Date.now() - 86_400_000).toISOString();
    const undated = <L extends { date: string }>({ date: _date, ...rest }: L) => rest;
    const put = await t.api({
      method: 'PUT',
      url: `/api/researchSheet/${sheet._id}`,
      payload: {
        ...base,
        researchDate: later,
        protocols: [{ ...undated(sheet.protocols[0]), protocol }],
        labos: [{ ...undated(sheet.labos[0]), labo: labo.json()._id }],
        products: [
          { ...undated(sheet.products[0]), product },
          { product, amount: 2 },
        ],
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(dates(put.json())).toEqual([[researchDate], [researchDate], [researchDate, later]]);
  });
});
