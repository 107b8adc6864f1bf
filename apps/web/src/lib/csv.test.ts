import { describe, expect, it } from 'vitest';
import { safeCell } from './csv.ts';

describe('CSV export guard', () => {
  it('defuses cells a spreadsheet would run as a formula (DESIGN §4)', () => {
    for (const v of ['=1+1', '+32 470', '-2', '@SUM(A1)', '\tx']) expect(safeCell(v)).toBe(`'${v}`);
    expect(safeCell('Bella')).toBe('Bella');
    expect(safeCell('Medini')).toBe('Medini');
  });
});
