import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { caseFixtures } from '../cases/cases.fixture.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const f = caseFixtures(() => t);

describe('GET /api/researchSheet and config', () => {
  test('lists a horse’s sheets newest first with paging', async () => {
    const horse = await f.horse({ type: 'Merrie' });
    const caseId = await f.case(horse, { customer: await f.customer() });
    for (const day of ['01', '03', '02'])
      await t.api({
        method: 'POST',
        url: '/api/researchSheet',
        payload: {
          case: caseId,
          horse,
          doctor: 'Dr. Claes',
          researchDate: `2026-10-${day}T10:00:00.000Z`,
        },
      });
    const res = await t.api({ method: 'GET', url: `/api/researchSheet?horse=${horse}&limit=2` });
    const body = res.json();
    expect(body.total).toBe(3);
    expect(body.results.map((r: { researchDate: string }) => r.researchDate.slice(0, 10))).toEqual([
      '2026-10-03',
      '2026-10-02',
    ]);
    expect(body.results[0].case._id).toBe(caseId);
  });

  test('vets and the research options', async () => {
    expect(
      (await t.api({ method: 'GET', url: '/api/config/vets' })).json().vets.length,
    ).toBeGreaterThan(0);
    const research = (await t.api({ method: 'GET', url: '/api/config/research' })).json();
    expect(research.ovaryTags).toEqual(['Afwezig', 'Multifolliculair', 'Tumoraal']);
    expect(research.cystType).toEqual(['Boven', 'Onder']);
  });
});
