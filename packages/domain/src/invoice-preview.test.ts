import { describe, expect, test } from 'vitest';
import { boardingDays, invoicePreview, type PreviewInput } from './invoice-preview.ts';

const empty: PreviewInput = { protocols: [], labos: [], products: [], boarding: [] };

describe('invoicePreview', () => {
  test('nothing billable is an empty invoice', () => {
    expect(invoicePreview(empty)).toEqual({
      lines: [],
      totals: { net: 0, tax: 0, gross: 0, perRate: [] },
    });
  });

  test('a variable protocol is price × amount; a fixed one is charged once', () => {
    const { lines } = invoicePreview({
      ...empty,
      protocols: [
        {
          name: 'Echografie',
          invoiceDescription: null,
          price: 35,
          fixedPrice: false,
          tax: 21,
          amount: 3,
        },
        {
          name: 'Embryospoeling',
          invoiceDescription: null,
          price: 250,
          fixedPrice: true,
          tax: 21,
          amount: 2,
        },
      ],
    });
    expect(lines.map((l) => [l.quantity, l.net, l.taxAmount, l.gross])).toEqual([
      [3, 105, 22.05, 127.05],
      [1, 250, 52.5, 302.5],
    ]);
  });

  test('a custom invoice description replaces the protocol name', () => {
    const { lines } = invoicePreview({
      ...empty,
      protocols: [
        {
          name: 'KI',
          invoiceDescription: 'Inseminatie merrie Fleur',
          price: 50,
          fixedPrice: false,
          tax: 21,
          amount: 1,
        },
      ],
    });
    expect(lines[0]?.description).toBe('Inseminatie merrie Fleur');
  });

  test('products at selling price per unit, lab tests, boarding days × price per day', () => {
    const preview = invoicePreview({
      ...empty,
      labos: [{ name: 'EVA serologie', price: 42.5, fixedPrice: false, tax: 21, amount: 1 }],
      products: [{ name: 'Chorulon', sellingPricePerUnit: 12.4, tax: 6, amount: 2.5 }],
      boarding: [
        {
          name: 'Weide',
          pricePerDay: 9.5,
          tax: 6,
          from: '2026-11-01T11:00:00Z',
          to: '2026-11-05T11:00:00Z',
        },
      ],
    });
    expect(preview.lines.map((l) => [l.kind, l.description, l.quantity, l.net])).toEqual([
      ['labo', 'EVA serologie', 1, 42.5],
      ['product', 'Chorulon', 2.5, 31],
      ['boarding', 'Weide (4 dagen)', 4, 38],
    ]);
    expect(preview.totals.perRate).toEqual([
      { tax: 6, net: 69, taxAmount: 4.14 },
      { tax: 21, net: 42.5, taxAmount: 8.93 },
    ]);
    expect(preview.totals).toMatchObject({ net: 111.5, tax: 13.07, gross: 124.57 });
  });

  test('cents never drift: 3 × 0.1 is 0.30 and VAT rounds per line, half up', () => {
    const { lines, totals } = invoicePreview({
      ...empty,
      products: [
        { name: 'A', sellingPricePerUnit: 0.1, tax: 21, amount: 3 },
        { name: 'B', sellingPricePerUnit: 0.5, tax: 21, amount: 1 },
      ],
    });
    expect(lines.map((l) => [l.net, l.taxAmount])).toEqual([
      [0.3, 0.06],
      [0.5, 0.11],
    ]);
    expect(totals).toMatchObject({ net: 0.8, tax: 0.17, gross: 0.97 });
  });

  test('boarding days: calendar days, at least one', () => {
    expect(boardingDays('2026-11-01T11:00:00Z', '2026-11-01T15:00:00Z')).toBe(1);
    expect(boardingDays('2026-11-01T11:00:00Z', '2026-11-02T11:00:00Z')).toBe(1);
    expect(boardingDays('2026-10-30T11:00:00Z', '2026-11-02T11:00:00Z')).toBe(3);
  });
});
