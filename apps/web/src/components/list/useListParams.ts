import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@stalboek/domain';
import type { Query } from '../../api/client.ts';

/** One sort rule; the same shape as material-react-table's sorting state items. */
export type SortRule = { id: string; desc: boolean };

export type ListParamsOptions<F extends string, M extends string> = {
  /** Sorting used while the URL names none (e.g. stable, then name). */
  defaultSort?: SortRule[];
  /** The fields the API can sort on; other sortBy values in the URL are ignored. */
  sortFields?: readonly string[];
  /** Single-valued filters kept in the URL (`query=Box`). */
  filterKeys?: readonly F[];
  /** Repeated filters kept in the URL (`status=Open&status=Factureerbaar`). */
  multiFilterKeys?: readonly M[];
  /** Page size when the URL names none (spec: 10, 15 for transactions). */
  defaultLimit?: number;
};

export type SetFilterOptions = {
  /** Replace the history entry instead of pushing one (typed searches). */
  replace?: boolean;
};

/** The list state kept in the URL and the setters that change it; hand it to ListTable. */
export type ListState<F extends string = string, M extends string = string> = {
  /** 1-based page. */
  page: number;
  limit: number;
  sorting: SortRule[];
  filters: Record<F, string | undefined>;
  multiFilters: Record<M, string[]>;
  /** What to send to apiFetch: page, limit, sortBy[], sortDesc[] and the filters. */
  query: Query;
  sortFields: readonly string[] | undefined;
  setPagination: (next: { page: number; limit: number }) => void;
  setSorting: (next: SortRule[]) => void;
  setFilter: (key: F | M, value: string | string[] | undefined, options?: SetFilterOptions) => void;
};

const EMPTY: readonly never[] = [];

function positiveInt(raw: string | null, fallback: number, max: number): number {
  const n = raw === null ? NaN : Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : fallback;
}

function parseSorting(
  params: URLSearchParams,
  sortFields: readonly string[] | undefined,
): SortRule[] {
  const desc = params.getAll('sortDesc');
  return params
    .getAll('sortBy')
    .map((id, i) => ({ id, desc: desc[i] === 'true' }))
    .filter((rule) => !sortFields || sortFields.includes(rule.id));
}

function sameValues(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

/**
 * Keeps a list's page, limit, sortBy[], sortDesc[] and named filters in the URL query
 * (spec 02 §2: "List screens keep page, limit, sortBy and sortDesc in the query"). Missing page
 * or limit are added with `replace`; changing a filter or the sorting goes back to page 1.
 */
export function useListParams<F extends string = never, M extends string = never>(
  options: ListParamsOptions<F, M> = {},
): ListState<F, M> {
  const { defaultSort, sortFields, defaultLimit = DEFAULT_PAGE_SIZE } = options;
  const filterKeys = options.filterKeys ?? (EMPTY as readonly F[]);
  const multiFilterKeys = options.multiFilterKeys ?? (EMPTY as readonly M[]);
  const [searchParams, setSearchParams] = useSearchParams();

  const page = positiveInt(searchParams.get('page'), 1, 1_000_000);
  const limit = positiveInt(searchParams.get('limit'), defaultLimit, MAX_PAGE_SIZE);
  const hasPageAndLimit = searchParams.has('page') && searchParams.has('limit');

  useEffect(() => {
    if (hasPageAndLimit) return;
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (!next.has('page')) next.set('page', '1');
        if (!next.has('limit')) next.set('limit', String(limit));
        return next;
      },
      { replace: true },
    );
  }, [hasPageAndLimit, limit, setSearchParams]);

  const fromUrl = parseSorting(searchParams, sortFields);
  const sorting = fromUrl.length > 0 ? fromUrl : (defaultSort ?? []);
  const filters = Object.fromEntries(
    filterKeys.map((key) => [key, searchParams.get(key) || undefined]),
  ) as Record<F, string | undefined>;
  const multiFilters = Object.fromEntries(
    multiFilterKeys.map((key) => [key, searchParams.getAll(key).filter(Boolean)]),
  ) as Record<M, string[]>;
  const query: Query = {
    page,
    limit,
    sortBy: sorting.map((s) => s.id),
    sortDesc: sorting.map((s) => s.desc),
  };
  for (const key of filterKeys) if (filters[key] !== undefined) query[key] = filters[key];
  for (const key of multiFilterKeys)
    if (multiFilters[key].length > 0) query[key] = multiFilters[key];

  const setPagination = useCallback(
    (next: { page: number; limit: number }) =>
      setSearchParams((prev) => {
        const params = new URLSearchParams(prev);
        params.set('page', String(next.page));
        params.set('limit', String(next.limit));
        return params;
      }),
    [setSearchParams],
  );

  const setSorting = useCallback(
    (next: SortRule[]) =>
      setSearchParams((prev) => {
        const params = new URLSearchParams(prev);
        params.delete('sortBy');
        params.delete('sortDesc');
        for (const rule of next) {
          params.append('sortBy', rule.id);
          params.append('sortDesc', String(rule.desc));
        }
        params.set('page', '1');
        return params;
      }),
    [setSearchParams],
  );

  const setFilter = useCallback(
    (key: F | M, value: string | string[] | undefined, filterOptions: SetFilterOptions = {}) => {
      const values = (Array.isArray(value) ? value : [value]).filter((v): v is string => !!v);
      if (sameValues(values, searchParams.getAll(key).filter(Boolean))) return;
      setSearchParams(
        (prev) => {
          const params = new URLSearchParams(prev);
          params.delete(key);
          for (const v of values) params.append(key, v);
          params.set('page', '1');
          return params;
        },
        { replace: filterOptions.replace ?? false },
      );
    },
    [searchParams, setSearchParams],
  );

  return {
    page,
    limit,
    sorting,
    filters,
    multiFilters,
    query,
    sortFields,
    setPagination,
    setSorting,
    setFilter,
  };
}
