import { describe, expect, test } from 'vitest';
import { modBody, modEditBody, modListQuery, newBatchFields, stockMessages } from './stock.ts';

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

  test('a date-time moves to noon of its Brussels day', () => {
    const out = newBatchFields.parse({ ...batch, deliveryDate: '2026-01-14T23:30:00Z' });
    expect(out.deliveryDate).toBe('2026-01-15T11:00:00.000Z');
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
  test('a mod edit accepts 0 but not less (spec 02 §5 Mod edit)', () => {
    expect(modEditBody.parse({ amount: '0' })).toEqual({ amount: 0 });
    expect(modEditBody.safeParse({ amount: -1 }).success).toBe(false);
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
