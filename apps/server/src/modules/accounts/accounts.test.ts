import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (account: unknown) =>
  t.api({ method: 'POST', url: '/api/account', payload: { account } });

describe('accounts', () => {
  test('creates accounts and lists them by number ascending as {results}', async () => {
    for (const [number, name] of [
      ['707102', 'Labo-onderzoeken'],
      ['700000', 'Prestaties'],
      ['707100', 'Pension'],
    ]) {
      expect((await post({ number, name })).statusCode).toBe(201);
    }
    const res = await t.api({ method: 'GET', url: '/api/account' });
    expect(res.json().results.map((a: { number: string }) => a.number)).toEqual([
      '700000',
      '707100',
      '707102',
    ]);
    const filtered = await t.api({ method: 'GET', url: '/api/account?number=7071' });
    expect(filtered.json().results.map((a: { number: string }) => a.number)).toEqual([
      '707100',
      '707102',
    ]);
  });

  test.each([
    [{ name: 'Zonder nummer' }],
    [{ number: '123' }],
    [{ number: '', name: 'Leeg' }],
    [{ number: '1', name: '  ' }],
    [{}],
  ])('refuses %j with "Invalid Account"', async (account) => {
    const res = await post(account);
    expect(res.statusCode).toBe(400);
    expect(
      res.json().details.every((d: { message: string }) => d.message === 'Invalid Account'),
    ).toBe(true);
  });

  test('the number filter takes wildcards and quotes as plain text', async () => {
    // Accounts 700000, 707100 and 707102 exist (first test); a wildcard would match them.
    const numbers = async (filter: string) => {
      const url = `/api/account?number=${encodeURIComponent(filter)}`;
      const res = await t.api({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      return res.json().results.map((a: { number: string }) => a.number);
    };
    expect(await numbers('70710')).toEqual(['707100', '707102']);
    for (const filter of ['%', '_', '70_', '7%2', "7' or '1'='1", '\\']) {
      expect(await numbers(filter), filter).toEqual([]);
    }
  });

  test('an over-long number filter is a 400', async () => {
    const res = await t.api({ method: 'GET', url: `/api/account?number=${'7'.repeat(17)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].path).toBe('querystring.number');
  });

  test('a second account with the same number is a 409', async () => {
    await post({ number: '600000', name: 'Aankopen' });
    expect((await post({ number: '600000', name: 'Dubbel' })).statusCode).toBe(409);
  });
});
