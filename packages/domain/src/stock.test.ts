import { describe, expect, test } from 'vitest';
import {
  modBody,
  modEditBody,
  modListQuery,
  newBatchBody,
  newBatchFields,
  notExpiredFrom,
  stockMessages,
} from './stock.ts';

const batch = {
  lotNumber: 'L1',
  expirationDate: '2027-03-31',
  deliveryDate: '2026-01-15',
  supplier: 'Medini',
  buyInPrice: '8.50',
  sellingPrice: 12,
  sellingPricePerUnit: 2.5,
  initialAmount: '10',
};
const firstIssue = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('newBatchFields (spec 02 §5 New batch)', () => {
  test('a picked day is stored at 12:00 Europe/Brussels; numbers from text', () => {
    const out = newBatchFields.parse(batch);
    expect(out).toMatchObject({
      expirationDate: '2027-03-31T10:00:00.000Z',
      deliveryDate: '2026-01-15T11:00:00.000Z',
      buyInPrice: 8.5,
      initialAmount: 10,
    });
  });

  test('the form takes a picked day only; its output is the API body', () => {
    expect(
      firstIssue(newBatchFields.safeParse({ ...batch, deliveryDate: '2026-01-14T23:30:00Z' })),
    ).toBe('Ongeldige datum');
    const body = {
      ...newBatchFields.parse(batch),
      product: '5d4e3c2b-1a09-4f8e-9d7c-6b5a4f3e2d1c',
    };
    expect(newBatchBody.parse(body)).toEqual(body);
  });

  test.each([
    [{ lotNumber: '' }, 'Dit veld is verplicht'],
    [{ expirationDate: undefined }, 'Dit veld is verplicht'],
    [{ deliveryDate: '' }, 'Dit veld is verplicht'],
    [{ expirationDate: '2027-02-30' }, 'Ongeldige datum'],
    [{ expirationDate: '31/03/2027' }, 'Ongeldige datum'],
    [{ supplier: undefined }, 'Dit veld is verplicht'],
    [{ buyInPrice: '' }, 'Dit veld is verplicht'],
    [{ sellingPricePerUnit: -0.01 }, 'Mag niet negatief zijn'],
    [{ initialAmount: 'tien' }, 'Dit veld is verplicht'],
    [{ initialAmount: 0.125 }, stockMessages.twoDecimals],
  ])('refuses %j', (change, message) => {
    expect(firstIssue(newBatchFields.safeParse({ ...batch, ...change }))).toBe(message);
  });
});

describe('newBatchBody (POST /api/stock): dates are date-times (issue 8)', () => {
  const body = {
    ...batch,
    product: '5d4e3c2b-1a09-4f8e-9d7c-6b5a4f3e2d1c',
    expirationDate: '2027-03-31T10:00:00.000Z',
    deliveryDate: '2026-01-14T23:30:00Z',
  };
  test('a date-time moves to 12:00 Brussels of its Brussels day', () => {
    expect(newBatchBody.parse(body)).toMatchObject({
      expirationDate: '2027-03-31T10:00:00.000Z',
      deliveryDate: '2026-01-15T11:00:00.000Z',
    });
  });
  test.each([
    [{ expirationDate: '2027-03-31' }, 'Ongeldige datum'],
    [{ deliveryDate: '' }, 'Dit veld is verplicht'],
    [{ deliveryDate: undefined }, 'Dit veld is verplicht'],
    [{ expirationDate: '1850-01-01T12:00:00Z' }, 'Ongeldige datum'],
  ])('refuses %j', (change, message) => {
    expect(firstIssue(newBatchBody.safeParse({ ...body, ...change }))).toBe(message);
  });
});

describe('notExpiredFrom: a batch is usable through its expiration day (Brussels)', () => {
  test.each([
    ['2026-11-25T09:00:00Z', '2026-11-24T23:00:00.000Z'], // winter, UTC+1
    ['2026-07-01T21:59:00Z', '2026-06-30T22:00:00.000Z'], // summer, UTC+2, 23:59 in Brussels
    ['2026-03-29T12:00:00Z', '2026-03-28T23:00:00.000Z'], // clocks go forward that night
    ['2026-10-25T12:00:00Z', '2026-10-24T22:00:00.000Z'], // clocks go back that night
  ])('on %s: from %s', (at, start) => {
    expect(notExpiredFrom(new Date(at)).toISOString()).toBe(start);
  });
});

describe('modBody (stock mod actions, spec 02 §4)', () => {
  const horse = '5d4e3c2b-1a09-4f8e-9d7c-6b5a4f3e2d1c';
  test('Toediening requires a horse, Verkoop a client', () => {
    expect(modBody.safeParse({ type: 'Toediening', amount: 1 }).error?.issues[0]).toMatchObject({
      path: ['horse'],
      message: 'Dit veld is verplicht',
    });
    expect(modBody.safeParse({ type: 'Verkoop', amount: 1 }).error?.issues[0]).toMatchObject({
      path: ['client'],
      message: 'Dit veld is verplicht',
    });
    expect(modBody.parse({ type: 'Toediening', amount: '0.5', horse })).toMatchObject({
      amount: 0.5,
    });
  });
  test('amount > 0; Aankoop is not an editable type', () => {
    expect(firstIssue(modBody.safeParse({ type: 'Controle', amount: 0 }))).toBe(
      'Dit veld is verplicht en moet groter zijn dan 0',
    );
    expect(modBody.safeParse({ type: 'Aankoop', amount: 1 }).success).toBe(false);
  });
  test('a mod edit accepts 0 but not less (spec 02 §5 Mod edit), and needs a reason', () => {
    expect(modEditBody.parse({ amount: '0', reason: ' Telfout ' })).toEqual({
      amount: 0,
      reason: 'Telfout',
    });
    expect(modEditBody.safeParse({ amount: -1, reason: 'Telfout' }).success).toBe(false);
    expect(firstIssue(modEditBody.safeParse({ amount: 1 }))).toBe('Dit veld is verplicht');
    expect(firstIssue(modEditBody.safeParse({ amount: 1, reason: '  ' }))).toBe(
      'Dit veld is verplicht',
    );
    expect(modEditBody.safeParse({ amount: 1, reason: 'x'.repeat(201) }).success).toBe(false);
  });
});

describe('modListQuery', () => {
  test('out=true, repeated types, default paging', () => {
    expect(modListQuery.parse({ out: 'true', type: 'Verkoop' })).toMatchObject({
      out: true,
      type: ['Verkoop'],
      page: 1,
      limit: 10,
    });
  });
});

describe('stockMessages', () => {
  test('name what is left, without needless decimals', () => {
    expect(stockMessages.notEnough(3)).toBe('Onvoldoende stock in dit lot: er blijft 3 over.');
    expect(stockMessages.notEnough(2.5)).toBe('Onvoldoende stock in dit lot: er blijft 2.5 over.');
  });
});
