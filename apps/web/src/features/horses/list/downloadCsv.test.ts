import { describe, expect, it } from 'vitest';
import { horse } from '../test/fixtures.ts';
import { horsesCsv, safeCell } from './downloadCsv.ts';

describe('horse list CSV', () => {
  it('defuses cells a spreadsheet would run as a formula', () => {
    for (const v of ['=1+1', '+32 470', '-2', '@SUM(A1)']) expect(safeCell(v)).toBe(`'${v}`);
    expect(safeCell('Bella')).toBe('Bella');
  });

  it('has a header and one row per horse, separated by ;', () => {
    const csv = horsesCsv([horse({ name: '=Bella' })]);
    const [header, row] = csv.split('\r\n');
    expect(header).toMatch(/^Naam;Vader \/ afstamming;Type;Draagmoeder brandnummer/);
    expect(row).toMatch(/^'=Bella;;Merrie;DM-101;981100004500000;Stal Zoutleeuw A-1;Els Jacobs/);
  });
});
