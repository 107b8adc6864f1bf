import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { mockFetch } from '../../components/test/mockFetch.ts';
import { CSV_MAX_ROWS, CSV_PAGE_SIZE, fetchAllMods } from './api/useStockMods.ts';
import { reportColumns } from './modColumns.tsx';
import { downloadModsCsv, modsCsv } from './modsCsv.ts';
import { mod } from './test/fixtures.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('stock-mod report CSV', () => {
  it('has the report columns, ; between cells, Belgian decimals and dd/MM/yyyy HH:mm', () => {
    const csv = modsCsv(
      [
        mod({ amount: 1234.5 }),
        mod({ horse: { _id: mod().horse!._id, name: '=HYPERLINK("x")' }, client: null }),
      ],
      reportColumns('outgoing'),
    );
    const [header, first, second] = csv.split('\r\n');
    expect(header).toBe('Type;Product;Lotnummer;Klant;Paard;Aantal;Datum;Door;Correctie');
    expect(first).toBe(
      'Toediening;Regumate Equine 2,2 mg/ml;ME26123456;An Peeters;Zoë van Dormaal;1234,5;14/03/2026 09:30;Dr. Peeters;',
    );
    expect(second).toBe(
      'Toediening;Regumate Equine 2,2 mg/ml;ME26123456;;"\'=HYPERLINK(""x"")";2,5;14/03/2026 09:30;Dr. Peeters;',
    );
  });

  it('shows an entry withdrawn as the entry and its correction: signed, who, why, what it corrects', () => {
    const original = mod({ effectiveAmount: 0 });
    const correction = mod({
      _id: '0b7e1c52-4a44-4c3e-9a54-6f1f1b9a2c11',
      amount: -2.5,
      correctionOf: { _id: original._id, createdAt: original.createdAt },
      reason: '=Lijn verwijderd uit case 2026-00012',
      createdBy: 'An Assistent',
      createdAt: new Date(2026, 2, 15, 8, 5).toISOString(),
    });
    const [, withdrawn, entry] = modsCsv([correction, original], reportColumns('outgoing')).split(
      '\r\n',
    );
    // The amount is our own number, so its minus stays (a spreadsheet reads -2,5); the reason is
    // text a user typed, so a leading = is defused like every other text cell.
    expect(withdrawn).toBe(
      'Toediening;Regumate Equine 2,2 mg/ml;ME26123456;An Peeters;Zoë van Dormaal;-2,5;15/03/2026 08:05;An Assistent;Correctie van Toediening van 14/03/2026 09:30: =Lijn verwijderd uit case 2026-00012',
    );
    expect(entry).toMatch(/;2,5;14\/03\/2026 09:30;Dr\. Peeters;Gecorrigeerd: nu 0$/);
  });

  it('the purchase report has the supplier instead of the client', () => {
    const [header, row] = modsCsv(
      [mod({ type: 'Aankoop', client: null, horse: null })],
      reportColumns('purchase'),
    ).split('\r\n');
    expect(header).toBe('Type;Product;Lotnummer;Leverancier;Paard;Aantal;Datum;Door;Correctie');
    expect(row).toMatch(/^Aankoop;Regumate Equine 2,2 mg\/ml;ME26123456;Medini;;2,5;/);
  });

  it('downloads every filtered row, page by page, with the filters and sort of the report', async () => {
    const total = CSV_PAGE_SIZE + 2;
    const calls = mockFetch((call) => {
      const page = Number(call.url.searchParams.get('page'));
      const n = page === 1 ? CSV_PAGE_SIZE : 2;
      return { body: { results: Array.from({ length: n }, () => mod()), total } };
    });
    let saved: Blob | undefined;
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = (b: Blob) => ((saved = b), 'blob:x');
    URL.revokeObjectURL = () => undefined;
    onTestFinished(() => {
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    });
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    await downloadModsCsv(
      {
        type: 'Toediening',
        horse: 'h1',
        sortBy: ['createdAt'],
        sortDesc: [true],
        page: 3,
        limit: 10,
      },
      reportColumns('outgoing'),
      'toegediende-medicatie.csv',
    );
    expect(
      calls.map((c) => [c.url.searchParams.get('page'), c.url.searchParams.get('limit')]),
    ).toEqual([
      ['1', String(CSV_PAGE_SIZE)],
      ['2', String(CSV_PAGE_SIZE)],
    ]);
    for (const c of calls) {
      expect(c.url.searchParams.get('horse')).toBe('h1');
      expect(c.url.searchParams.get('type')).toBe('Toediening');
      expect(c.url.searchParams.get('sortDesc')).toBe('true');
    }
    expect(click).toHaveBeenCalledOnce();
    // A byte order mark first, so spreadsheet programs read the accents as UTF-8.
    const bytes = new Uint8Array(await saved!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.startsWith('Type;')).toBe(true);
    expect(text.trim().split('\r\n')).toHaveLength(total + 1);
    click.mockRestore();
  });

  it('pages until a page comes back short, also when the total (an estimate) is too low', async () => {
    // Above 20,000 rows the API's total is the planner's estimate (decision 10): here it says
    // 1,500 while 2,500 rows match. Every row must still reach the CSV.
    const calls = mockFetch((call) => {
      const page = Number(call.url.searchParams.get('page'));
      const n = page <= 2 ? CSV_PAGE_SIZE : 500;
      return { body: { results: Array.from({ length: n }, () => mod()), total: 1500 } };
    });
    const rows = await fetchAllMods({ out: true });
    expect(rows).toHaveLength(2 * CSV_PAGE_SIZE + 500);
    expect(calls.map((c) => c.url.searchParams.get('page'))).toEqual(['1', '2', '3']);
  });

  it('refuses a CSV of more rows than it can hold and says to narrow the filters', async () => {
    // A total that underestimates cannot hide it: the rows fetched count.
    const page = Array.from({ length: CSV_PAGE_SIZE }, () => mod());
    const calls = mockFetch(() => ({ body: { results: page, total: 20_001 } }));
    await expect(downloadModsCsv({}, reportColumns('outgoing'), 'x.csv')).rejects.toThrow(
      `Te veel rijen voor één CSV (meer dan ${CSV_MAX_ROWS}): verfijn de filters.`,
    );
    expect(calls).toHaveLength(CSV_MAX_ROWS / CSV_PAGE_SIZE);
  });
});
