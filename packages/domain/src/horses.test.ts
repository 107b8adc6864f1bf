import { describe, expect, test } from 'vitest';
import { chosenImplantationDate, storedImplantationDate } from './horses.ts';

// Belgium: summer time starts 29 March 2026 (UTC+1 → +2) and ends 25 October 2026 (+2 → +1).
describe('implantation date: stored 37 calendar days after the chosen day, at 12:00 Brussels', () => {
  test.each([
    ['across the March change', '2026-03-01T11:00:00.000Z', '2026-04-07T10:00:00.000Z'],
    ['across the October change', '2026-09-20T10:00:00.000Z', '2026-10-27T11:00:00.000Z'],
    ['without a change', '2026-05-01T10:00:00.000Z', '2026-06-07T10:00:00.000Z'],
    ['from the day of the March change', '2026-03-29T10:00:00.000Z', '2026-05-05T10:00:00.000Z'],
  ])('%s: %s → %s', (_case, chosen, stored) => {
    expect(storedImplantationDate(new Date(chosen)).toISOString()).toBe(stored);
    expect(chosenImplantationDate(new Date(stored)).toISOString()).toBe(chosen);
  });

  test('the Belgian day counts, not the UTC day (00:30 in Brussels is the next day)', () => {
    // 1 March 23:30 UTC is 2 March 00:30 in Brussels.
    expect(storedImplantationDate(new Date('2026-03-01T23:30:00.000Z')).toISOString()).toBe(
      '2026-04-08T10:00:00.000Z',
    );
  });

  test('a stored date at 11:00 or 13:00 (saved before the fix) still shows its own day', () => {
    expect(chosenImplantationDate(new Date('2026-04-07T09:00:00.000Z')).toISOString()).toBe(
      '2026-03-01T11:00:00.000Z',
    );
    expect(chosenImplantationDate(new Date('2026-10-27T12:00:00.000Z')).toISOString()).toBe(
      '2026-09-20T10:00:00.000Z',
    );
  });
});
