import { describe, expect, test } from 'vitest';
import { dayCount } from './dates.ts';
import { daysUntil, expiryLabel } from './notifications.ts';

// Times are UTC; Brussels is UTC+1 in November.
const at = (iso: string) => new Date(iso);

describe('expiry label of a notification (spec 01 §4)', () => {
  test('counts calendar days in Brussels, whatever the hour', () => {
    const tomorrowEarly = at('2026-11-25T23:40:00Z'); // 26/11 00:40 in Brussels
    expect(daysUntil(tomorrowEarly, at('2026-11-25T02:40:00Z'))).toBe(1);
    expect(daysUntil(tomorrowEarly, at('2026-11-25T22:30:00Z'))).toBe(1);
    expect(daysUntil(at('2026-11-25T11:00:00Z'), at('2026-11-25T20:00:00Z'))).toBe(0);
  });

  test('a past day is red (Vervallen); today is still due, orange, 0 days', () => {
    const now = at('2026-11-25T14:00:00Z');
    expect(expiryLabel(at('2026-11-24T22:59:00Z'), now)).toEqual({
      text: '(Vervallen)',
      color: 'error',
    });
    expect(expiryLabel(at('2026-11-25T08:00:00Z'), now)).toEqual({
      text: '(0 dagen)',
      color: 'warning',
    });
  });

  test('within 10 days orange, later neutral, across the change to winter time', () => {
    const now = at('2026-10-20T10:00:00Z');
    expect(expiryLabel(at('2026-10-30T11:00:00Z'), now)).toEqual({
      text: '(10 dagen)',
      color: 'warning',
    });
    expect(expiryLabel(at('2026-10-31T11:00:00Z'), now)).toEqual({
      text: '(11 dagen)',
      color: 'default',
    });
  });

  test("one day reads '(1 dag)', not '(1 dagen)'", () => {
    const now = at('2026-11-25T14:00:00Z');
    expect(expiryLabel(at('2026-11-26T11:00:00Z'), now).text).toBe('(1 dag)');
    expect(expiryLabel(at('2026-11-27T11:00:00Z'), now).text).toBe('(2 dagen)');
  });
});

describe('dayCount: one wording wherever days are counted', () => {
  test('1 dag, otherwise dagen', () => {
    expect([0, 1, 2, 45, -1].map(dayCount)).toEqual([
      '0 dagen',
      '1 dag',
      '2 dagen',
      '45 dagen',
      '-1 dag',
    ]);
  });
});
