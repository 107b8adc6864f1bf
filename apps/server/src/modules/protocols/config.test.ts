import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const get = async (url: string) => {
  const res = await t.api({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('protocol config calls', () => {
  test('report types carry name, eng, fields with required and a report url', async () => {
    const { reportTypes } = await get('/api/config/reportTypes');
    expect(reportTypes).toContainEqual({
      name: 'Inseminatiecertificaat',
      eng: 'Insemination certificate',
      reportUrl: 'insemination',
      fields: [
        { type: 'Horse', required: true },
        { type: 'SemenCollection', required: true },
        { type: 'Customer', required: false },
      ],
    });
    expect(reportTypes.map((r: { name: string }) => r.name)).toContain('Embryotransfercertificaat');
    // One route for them, the spec's config GET: 'report-types' is now just a bad protocol id.
    expect((await t.api({ method: 'GET', url: '/api/protocol/report-types' })).statusCode).toBe(
      400,
    );
  });

  test('transaction types and actions, with the actions that fit each type', async () => {
    const { transactionTypes } = await get('/api/config/transactionTypes');
    expect(transactionTypes).toEqual([
      { value: 'Fresh semen dose', label: 'Dosis vers sperma' },
      { value: 'Frozen semen straw', label: 'Rietje diepvriessperma' },
      { value: 'ICSI embryo', label: 'ICSI-embryo' },
      { value: 'Ovum', label: 'Eicel' },
      { value: 'Rinsed embryo', label: 'Gespoeld embryo' },
    ]);
    const actions = await get('/api/config/transactionActions');
    expect(actions.transactionActions).toHaveLength(9);
    expect(actions.transactionActions).toContainEqual({
      value: 'Pregnant for at least 42 days',
      label: 'Drachtig (minstens 42 dagen)',
    });
    expect(actions.transactionActionPerType['Fresh semen dose']).not.toContain('Implanted');
    expect(actions.transactionActionPerType['Rinsed embryo']).toContain('Implanted');
    expect(Object.keys(actions.transactionActionPerType)).toHaveLength(5);
  });

  test('gestation types 330 (ICSI, default) and 327 (fresh); notification tags as a map', async () => {
    expect(await get('/api/config/transactionGustationTypes')).toEqual({
      transactionGustationTypes: [
        { value: 330, label: 'ICSI (330 dagen)' },
        { value: 327, label: 'Vers (327 dagen)' },
      ],
      default: 330,
    });
    // The form's tags come from the spec's GET /api/config/notification (one route for them).
    expect(await get('/api/config/notification')).toEqual({
      tags: { Horse: 'Paard', Customer: 'Klant', Case: 'Case' },
    });
    expect((await t.api({ method: 'GET', url: '/api/config/notificationTags' })).statusCode).toBe(
      404,
    );
  });
});
