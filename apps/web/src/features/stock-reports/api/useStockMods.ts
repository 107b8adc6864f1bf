import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StockMod } from '@stalboek/domain';
import { apiFetch } from '../../../api/client.ts';
import type { Query } from '../../../api/client.ts';

type ModPage = { results: StockMod[]; total: number };

/** Shared with the stock pages' keys (['stock', …]), so a stock write reloads the reports too. */
export const reportKeys = {
  mods: (query: Query) => ['stock', 'report-mods', query] as const,
};

/** GET /api/stock/mods: one page of the stock modifications matching the report's filters. */
export function useStockMods(query: Query) {
  return useQuery({
    queryKey: reportKeys.mods(query),
    queryFn: ({ signal }) => apiFetch<ModPage>('/api/stock/mods', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Rows asked per request when every row is fetched (the API's maximum page size). */
export const CSV_PAGE_SIZE = 1000;
/** A CSV larger than this asks the user to narrow the filters instead of loading for minutes. */
export const CSV_MAX_ROWS = 100_000;

export const tooManyRows = `Te veel rijen voor één CSV (meer dan ${CSV_MAX_ROWS}): verfijn de filters.`;

/**
 * Every row of the filtered, sorted report, page by page (for the CSV), until a page comes back
 * short. The answer's `total` is not used to stop: above 20,000 rows it is the planner's
 * estimate (decision 10), which can be lower than the real count.
 */
export async function fetchAllMods(query: Query): Promise<StockMod[]> {
  const rows: StockMod[] = [];
  for (let page = 1; ; page++) {
    const { results } = await apiFetch<ModPage>('/api/stock/mods', {
      query: { ...query, page, limit: CSV_PAGE_SIZE },
    });
    rows.push(...results);
    if (results.length < CSV_PAGE_SIZE) return rows;
    if (rows.length >= CSV_MAX_ROWS) throw new Error(tooManyRows);
  }
}
