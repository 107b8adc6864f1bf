import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../components/test/mockFetch.ts';
import { ALL_HORSES_PAGE_SIZE, fetchAllHorses } from '../api/useHorses.ts';
import { horse } from '../test/fixtures.ts';
import { horsesCsv } from './downloadCsv.ts';

afterEach(() => vi.unstubAllGlobals());

describe('horse list CSV', () => {
  it('has a header and one row per horse, separated by ;', () => {
    const csv = horsesCsv([horse({ name: '=Bella' })]);
    const [header, row] = csv.split('\r\n');
    expect(header).toMatch(/^Naam;Vader \/ afstamming;Type;Draagmoeder brandnummer/);
    expect(row).toMatch(/^'=Bella;;Merrie;DM-101;981100004500000;Stal Zoutleeuw A-1;Els Jacobs/);
  });
});

describe('fetchAllHorses (the CSV of the whole filtered list)', () => {
  const page = (n: number, from = 0) =>
    Array.from({ length: n }, (_, i) => horse({ name: `Paard ${from + i}` }));

  it('pages through with limit 1000 until a page comes back short, keeping filters and sort', async () => {
    // `total` says 5: it is not trusted (the list can change between two pages).
    const sizes = [ALL_HORSES_PAGE_SIZE, ALL_HORSES_PAGE_SIZE, 3];
    const calls = mockFetch((call) => {
      const n = Number(call.url.searchParams.get('page'));
      return { body: { results: page(sizes[n - 1] ?? 0, (n - 1) * 1000), total: 5 } };
    });
    const all = await fetchAllHorses({
      page: 4,
      limit: 10,
      type: 'Merrie',
      sortBy: ['location', 'name'],
      sortDesc: [false, false],
    });
    expect(all).toHaveLength(2003);
    expect(all.at(-1)?.name).toBe('Paard 2002');
    expect(calls.map((c) => c.url.searchParams.get('page'))).toEqual(['1', '2', '3']);
    for (const c of calls) {
      expect(c.url.pathname).toBe('/api/horse');
      expect(c.url.searchParams.get('limit')).toBe('1000');
      expect(c.url.searchParams.get('type')).toBe('Merrie');
      expect(c.url.searchParams.getAll('sortBy')).toEqual(['location', 'name']);
    }
  });

  it('asks one more page after a full one, and never asks limit -1', async () => {
    const calls = mockFetch((call) => ({
      body: {
        results: call.url.searchParams.get('page') === '1' ? page(ALL_HORSES_PAGE_SIZE) : [],
        total: 1000,
      },
    }));
    expect(await fetchAllHorses({})).toHaveLength(1000);
    expect(calls.map((c) => c.url.searchParams.get('page'))).toEqual(['1', '2']);
    expect(calls.every((c) => c.url.searchParams.get('limit') !== '-1')).toBe(true);
  });
});
