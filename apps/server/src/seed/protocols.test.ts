import { afterAll, beforeAll, expect, test } from 'vitest';
import { seedDemoData } from './index.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db);
});
afterAll(() => t.close());

type Listed = {
  name: string;
  account: { number: string };
  products: { name: string | null }[];
  parameters: unknown[];
  notifications: unknown[];
  reportType: string | null;
  transactionConfig: unknown[];
};
/** Every row of a list, page by page (1000 at most per request), until a page comes back short. */
const all = async (path: string): Promise<Listed[]> => {
  const rows: Listed[] = [];
  for (let page = 1; ; page++) {
    const res = await t.api({ method: 'GET', url: `/api/${path}?page=${page}&limit=1000` });
    expect(res.statusCode, res.body).toBe(200);
    const results: Listed[] = res.json().results;
    rows.push(...results);
    if (results.length < 1000) return rows;
  }
};

test('demo protocols: ~15 with products, advanced config and certificate report types', async () => {
  const list = await all('protocol');
  expect(list.length).toBeGreaterThanOrEqual(15);
  expect(list.map((p) => p.name)).toContain(
    'VERS ZAAD - Diepe inseminatie met sperma-analyse HamiltonThorne',
  );
  const reports = new Set(list.map((p) => p.reportType));
  expect(reports).toContain('Inseminatiecertificaat');
  expect(reports).toContain('Embryotransfercertificaat');
  expect(list.filter((p) => p.transactionConfig.length).length).toBeGreaterThanOrEqual(10);
  expect(list.filter((p) => p.notifications.length).length).toBeGreaterThanOrEqual(5);
  // Products are found in the demo catalogue by name.
  const used = list.flatMap((p) => p.products);
  expect(used.length).toBeGreaterThanOrEqual(10);
  expect(used.every((p) => p.name)).toBe(true);
});

test('demo lab tests: ~10, all booked on 707102', async () => {
  const list = await all('labo');
  expect(list.length).toBeGreaterThanOrEqual(10);
  expect(list.every((l) => l.account.number === '707102')).toBe(true);
  expect(list.map((l) => l.name)).toEqual(
    expect.arrayContaining(['EVA serologie', 'Progesteron bepaling']),
  );
});
