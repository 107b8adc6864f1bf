import { describe, expect, test } from 'vitest';
import { addBrusselsDays } from './dates.ts';
import {
  embryoCodes,
  embryoNumber,
  icsiCreateBody,
  icsiLotInput,
  icsiMsg,
  MAX_EMBRYOS_PER_LOT,
} from './icsi.ts';

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const lot = (over: Record<string, unknown> = {}) => ({
  code: 'AB12',
  amount: 3,
  owner: id(1),
  donor_mare: id(2),
  donor_stallion: id(3),
  location: { container: id(4), tube: 1, position: 'Boven' },
  ...over,
});
const issues = (v: unknown) => {
  const r = icsiCreateBody.safeParse(v);
  return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe("embryo codes: '{n}-{lot code}' for n from 1 to amount (spec 02 §3, §9)", () => {
  test('a lot of 3 named AB12 makes 1-AB12, 2-AB12, 3-AB12', () => {
    expect(embryoCodes('AB12', 3)).toEqual(['1-AB12', '2-AB12', '3-AB12']);
  });

  test('no embryos for an amount that is no whole number above 0; never more than the maximum', () => {
    expect(embryoCodes('X', 0)).toEqual([]);
    expect(embryoCodes('X', -2)).toEqual([]);
    expect(embryoCodes('X', 2.5)).toEqual([]);
    expect(embryoCodes('X', MAX_EMBRYOS_PER_LOT + 5)).toHaveLength(MAX_EMBRYOS_PER_LOT);
  });

  test('a code with dashes keeps them; the number is what comes before the first dash', () => {
    expect(embryoCodes('2026-07', 2)).toEqual(['1-2026-07', '2-2026-07']);
    expect(embryoNumber('2-2026-07', '2026-07', 2)).toBe(2);
    expect(embryoNumber('3-2026-07', '2026-07', 2)).toBeNull();
    expect(embryoNumber('1-2026-0', '2026-07', 2)).toBeNull();
  });
});

describe('the lot form and POST /api/icsi', () => {
  test('accepts a subset of the lot’s embryos; traces defaults to false, an empty colour is none', () => {
    const r = icsiCreateBody.parse({
      icsi: lot({ collectionColor: '' }),
      embryoCodes: ['1-AB12', '3-AB12'],
    });
    expect(r.icsi).toMatchObject({ traces: false, collectionColor: null, collectionDate: null });
    expect(r.embryoCodes).toEqual(['1-AB12', '3-AB12']);
  });

  test.each([
    [[], 'embryoCodes', icsiMsg.noEmbryos],
    [['4-AB12'], 'embryoCodes', icsiMsg.notOfLot('4-AB12', '1-AB12', '3-AB12')],
    [['1-ab12'], 'embryoCodes', icsiMsg.notOfLot('1-ab12', '1-AB12', '3-AB12')],
    [['1-AB12', '1-AB12'], 'embryoCodes', icsiMsg.twice('1-AB12')],
  ])('refuses embryoCodes %j', (codes, path, message) => {
    expect(issues({ icsi: lot(), embryoCodes: codes })).toContainEqual([path, message]);
  });

  test.each([
    [{ amount: 0 }, 'amount', 'Dit veld is verplicht en moet groter zijn dan 0'],
    [{ amount: undefined }, 'amount', 'Dit veld is verplicht en moet groter zijn dan 0'],
    [{ code: '  ' }, 'code', 'Dit veld is verplicht'],
    [{ code: 'x'.repeat(65) }, 'code', 'Mag maximum 64 tekens bevatten'],
    [{ owner: undefined }, 'owner', 'Dit veld is verplicht'],
    [{ donor_mare: null }, 'donor_mare', 'Dit veld is verplicht'],
    [
      { collectionDate: addBrusselsDays(new Date(), 1).toISOString() },
      'collectionDate',
      'Deze datum mag niet na vandaag liggen',
    ],
    [{ collectionColor: 'Fuchsia' }, 'collectionColor', 'Ongeldige waarde'],
    [
      { location: { container: id(4), position: 'Boven' } },
      'location.tube',
      'Dit veld is verplicht',
    ],
    [{ location: { tube: 1, position: 'Boven' } }, 'location.container', 'Dit veld is verplicht'],
  ])('refuses %j', (over, path, message) => {
    const r = icsiLotInput.safeParse(lot(over));
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual([
      path,
      message,
    ]);
  });

  test('today is a valid collection date', () => {
    const today = addBrusselsDays(new Date(), 0).toISOString();
    expect(icsiLotInput.parse(lot({ collectionDate: today })).collectionDate).toBe(today);
  });
});
