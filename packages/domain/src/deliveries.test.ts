import { describe, expect, test } from 'vitest';
import {
  incompleteDeliveryBody,
  incompleteDeliveryFields,
  incompleteDeliveryForm,
} from './deliveries.ts';

const ID = '6b1e7f1c-3c2b-4f5e-9d8a-1b2c3d4e5f01';
const item = (o: Record<string, unknown> = {}) => ({
  _id: ID,
  product: { dosage: '2.5', outgoingUnit: '' },
  buyInPrice: '118.50',
  sellingPrice: 183.68,
  sellingPricePerUnit: 0,
  initialAmount: '3',
  expirationDate: '2028-03-31T10:00:00.000Z',
  deliveryDate: '2026-05-04T22:30:00.000Z',
  ...o,
});
const messages = (v: unknown) =>
  incompleteDeliveryFields.safeParse(v).error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('a completed delivery (spec 02 §5 Medini import)', () => {
  test("takes numbers as text, defaults the type to 'Geneesmiddel', dates at noon Brussels", () => {
    expect(incompleteDeliveryFields.parse(item())).toEqual({
      _id: ID,
      product: { type: 'Geneesmiddel', dosage: 2.5, outgoingUnit: null },
      buyInPrice: 118.5,
      sellingPrice: 183.68,
      sellingPricePerUnit: 0,
      initialAmount: 3,
      expirationDate: '2028-03-31T10:00:00.000Z',
      // 22:30 UTC on 4 May is 00:30 on 5 May in Brussels.
      deliveryDate: '2026-05-05T10:00:00.000Z',
    });
  });

  test.each([
    [{ product: { dosage: '' } }, 'product.dosage', 'Dit veld is verplicht'],
    [{ product: { dosage: -0.1 } }, 'product.dosage', 'Mag niet negatief zijn'],
    [{ expirationDate: '' }, 'expirationDate', 'Dit veld is verplicht'],
    [{ deliveryDate: null }, 'deliveryDate', 'Dit veld is verplicht'],
    [{ deliveryDate: 'ongeldig' }, 'deliveryDate', 'Ongeldige datum'],
    [{ expirationDate: '2027-02-28' }, 'expirationDate', 'Ongeldige datum'],
    [{ initialAmount: -1 }, 'initialAmount', 'Mag niet negatief zijn'],
    [{ buyInPrice: 0.125 }, 'buyInPrice', 'Maximum 2 cijfers na de komma'],
  ])('refuses %j', (change, path, message) => {
    expect(messages(item(change))).toContainEqual([path, message]);
  });

  test('the form holds picked days; its output is the API body', () => {
    const form = { ...item(), expirationDate: '2028-03-31', deliveryDate: '2026-05-05' };
    const body = incompleteDeliveryForm.parse(form);
    expect(body).toMatchObject({
      expirationDate: '2028-03-31T10:00:00.000Z',
      deliveryDate: '2026-05-05T10:00:00.000Z',
    });
    expect(incompleteDeliveryFields.parse(body)).toEqual(body);
    expect(
      incompleteDeliveryForm.safeParse({ ...form, expirationDate: '2027-02-29' }).error?.issues[0]
        ?.message,
    ).toBe('Ongeldige datum');
  });

  test('a list names each line once', () => {
    const twice = incompleteDeliveryBody.safeParse({ list: [item(), item()] });
    expect(twice.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['list.1._id', 'Deze levering staat twee keer in de lijst.'],
    ]);
    expect(incompleteDeliveryBody.parse({ list: [] })).toEqual({ list: [] });
  });
});
