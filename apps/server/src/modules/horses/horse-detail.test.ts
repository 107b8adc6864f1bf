// GET /api/horse/{id} carries what spec 01 §3 lists on a horse: lab results, ovary tags, cysts.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { filePart, multipart, samplePdf } from '../../../test/fixtures/uploads.ts';
import { caseFixtures } from '../cases/cases.fixture.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const f = caseFixtures(() => t);
const detail = async (id: string) =>
  (await t.api({ method: 'GET', url: `/api/horse/${id}` })).json();

describe('GET /api/horse/{id}', () => {
  test("shows the mare's ovary tags and cysts as her research sheets left them", async () => {
    const mare = await f.horse({ type: 'Merrie' });
    const caseId = await f.case(mare);
    const first = '2026-11-20T09:30:00.000Z';
    const second = '2026-11-22T10:00:00.000Z';
    for (const [researchDate, tags, cysts] of [
      [first, ['Multifolliculair'], [{ id: '#1', size: 8, position: 'Boven' }]],
      [second, ['Afwezig'], [{ id: '#1', size: 9, position: null }]],
    ] as const) {
      const res = await t.api({
        method: 'POST',
        url: '/api/researchSheet',
        payload: {
          case: caseId,
          horse: mare,
          doctor: 'Dr. Peeters',
          researchDate,
          information: { leftOvary: { tags }, rightOvary: { tags: ['Tumoraal'] } },
          cysts,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const horse = await detail(mare);
    // The tags of the last sheet saved; the cysts of each examination under its timestamp.
    expect(horse.ovaryTags).toEqual({
      leftOvary: { tags: ['Afwezig'] },
      rightOvary: { tags: ['Tumoraal'] },
    });
    expect(horse.cysts).toEqual({
      [String(Date.parse(first))]: [{ id: '#1', size: 8, position: 'Boven' }],
      [String(Date.parse(second))]: [{ id: '#1', size: 9, position: null }],
    });
  });

  test('a horse without sheets has empty ovary tags and no cysts', async () => {
    const horse = await detail(await f.horse({ type: 'Hengst' }));
    expect(horse.ovaryTags).toEqual({ leftOvary: { tags: [] }, rightOvary: { tags: [] } });
    expect(horse.cysts).toEqual({});
    expect(horse.labResults).toEqual([]);
  });

  test('lists its lab results (id, filename, lab, dates), newest date first', async () => {
    const id = await f.horse({ type: 'Merrie' });
    const upload = (lab: string, date: string) =>
      t.api({
        method: 'POST',
        url: `/api/horse/${id}/labo`,
        ...multipart([
          { name: 'lab', value: lab },
          { name: 'date', value: date },
          filePart(samplePdf, `${lab}.pdf`),
        ]),
      });
    const older = (await upload('Dierenlabo Gent', '2025-11-02')).json();
    const newer = (await upload('DGZ', '2026-01-15')).json();
    expect((await detail(id)).labResults).toEqual([newer, older]);
    expect(newer).toEqual({
      _id: expect.any(String),
      filename: 'DGZ.pdf',
      lab: 'DGZ',
      date: expect.stringMatching(/^2026-01-15T/),
      uploadDate: expect.any(String),
    });
  });
});
