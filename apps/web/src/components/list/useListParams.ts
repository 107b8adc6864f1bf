import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@stalboek/domain';
import type { Query } from '../../api/client.ts';
import { useListNavigate } from './useListNavigate.ts';
import { useListPreference, type ListPreferences } from './useListPreference.ts';
import type { ChangeOptions, ListPrefetch } from './useListNavigate.ts';

export type { ListPrefetch };

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
  /** Page size when the URL names none and the user chose none (spec: 10, 15 for transactions). */
  defaultLimit?: number;
  /**
   * The name under which this list remembers the user's page size, columns and their order on
   * the device (issue 17), e.g. 'horse'; a list whose columns differ per kind names each kind.
   */
  remember?: string;
  /**
   * Called with the new query as soon as a setter changes it (useListPrefetch): the list's
   * request then starts at the click instead of after the page has rendered the new URL.
   */
  prefetch?: ListPrefetch;
};

export type SetFilterOptions = ChangeOptions;

/** Several filters at once: a value sets the key, undefined (or []) removes it. */
export type FilterPatch<K extends string> = Partial<Record<K, string | string[] | undefined>>;

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
  /** The user's remembered choices for this list (ListTable keeps its columns there). */
  preference: ListPreferences | undefined;
  setPagination: (next: { page: number; limit: number }) => void;
  setSorting: (next: SortRule[]) => void;
  setFilter: (key: F | M, value: string | string[] | undefined, options?: SetFilterOptions) => void;
  /** Sets several filters in one history entry and goes back to page 1. */
  setFilters: (patch: FilterPatch<F | M>, options?: SetFilterOptions) => void;
  /**
   * Any other change of the URL (a tab, switches that depend on each other), prefetched like the
   * others; `change` edits a copy of the URL's query and returns false to leave the URL as it is.
   */
  setParams: (
    change: (params: URLSearchParams) => void | false,
    options?: SetFilterOptions,
  ) => void;
};

type Parsed<F extends string, M extends string> = Pick<
  ListState<F, M>,
  'page' | 'limit' | 'sorting' | 'filters' | 'multiFilters' | 'query'
>;

type Config<F extends string, M extends string> = {
  defaultSort: SortRule[] | undefined;
  sortFields: readonly string[] | undefined;
  filterKeys: readonly F[];
  multiFilterKeys: readonly M[];
  defaultLimit: number;
};

const EMPTY: readonly never[] = [];

function positiveInt(raw: string | null, fallback: number, max: number): number {
  const n = raw === null ? NaN : Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : fallback;
}

function parseSorting<F extends string, M extends string>(
  params: URLSearchParams,
  config: Config<F, M>,
): SortRule[] {
  const desc = params.getAll('sortDesc');
  const fromUrl = params
    .getAll('sortBy')
    .map((id, i) => ({ id, desc: desc[i] === 'true' }))
    .filter((rule) => !config.sortFields || config.sortFields.includes(rule.id));
  return fromUrl.length > 0 ? fromUrl : (config.defaultSort ?? []);
}

function parseFilters<F extends string, M extends string>(
  params: URLSearchParams,
  config: Config<F, M>,
): Pick<Parsed<F, M>, 'filters' | 'multiFilters'> {
  const filters = Object.fromEntries(
    config.filterKeys.map((key) => [key, params.get(key) || undefined]),
  ) as Record<F, string | undefined>;
  const multiFilters = Object.fromEntries(
    config.multiFilterKeys.map((key) => [key, params.getAll(key).filter(Boolean)]),
  ) as Record<M, string[]>;
  return { filters, multiFilters };
}

function toQuery<F extends string, M extends string>(
  state: Omit<Parsed<F, M>, 'query'>,
  config: Config<F, M>,
): Query {
  const { filters, multiFilters } = state;
  const query: Query = {
    page: state.page,
    limit: state.limit,
    sortBy: state.sorting.map((s) => s.id),
    sortDesc: state.sorting.map((s) => s.desc),
  };
  for (const key of config.filterKeys) if (filters[key] !== undefined) query[key] = filters[key];
  for (const key of config.multiFilterKeys)
    if (multiFilters[key].length > 0) query[key] = multiFilters[key];
  return query;
}

function pageOf(params: URLSearchParams, config: { defaultLimit: number }) {
  return {
    page: positiveInt(params.get('page'), 1, 1_000_000),
    limit: positiveInt(params.get('limit'), config.defaultLimit, MAX_PAGE_SIZE),
  };
}

/** The query a URL names: what the page will ask, so what a setter prefetches. */
function queryOf<F extends string, M extends string>(
  params: URLSearchParams,
  config: Config<F, M>,
): Query {
  const state = { ...pageOf(params, config), sorting: parseSorting(params, config) };
  return toQuery({ ...state, ...parseFilters(params, config) }, config);
}

/** Only the values of `keys` in the URL: what a memo of those values depends on. */
function partOf(params: URLSearchParams, keys: readonly string[]): string {
  const part = new URLSearchParams();
  for (const key of keys) for (const value of params.getAll(key)) part.append(key, value);
  return part.toString();
}

function sameValues(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

/**
 * Keeps a list's page, limit, sortBy[], sortDesc[] and named filters in the URL query
 * (spec 02 §2: "List screens keep page, limit, sortBy and sortDesc in the query"). Missing page
 * or limit are added with `replace`; changing a filter or the sorting goes back to page 1.
 * The result, its filters, sorting and query keep their identity while their URL values stay the
 * same, so a memoised toolbar or table does not render again for nothing.
 */
export function useListParams<F extends string = never, M extends string = never>(
  options: ListParamsOptions<F, M> = {},
): ListState<F, M> {
  const preference = useListPreference(options.remember);
  const { defaultSort, sortFields } = options;
  const defaultLimit = preference?.saved.pageSize ?? options.defaultLimit ?? DEFAULT_PAGE_SIZE;
  const filterKeys = options.filterKeys ?? (EMPTY as readonly F[]);
  const multiFilterKeys = options.multiFilterKeys ?? (EMPTY as readonly M[]);
  const config = useMemo(
    () => ({ defaultSort, sortFields, filterKeys, multiFilterKeys, defaultLimit }),
    [defaultSort, sortFields, filterKeys, multiFilterKeys, defaultLimit],
  );
  const [searchParams, setSearchParams] = useSearchParams();

  const { page, limit } = pageOf(searchParams, config);
  const hasPageAndLimit = searchParams.has('page') && searchParams.has('limit');
  // Each part keeps its identity while its own URL values stay the same.
  const sortPart = partOf(searchParams, ['sortBy', 'sortDesc']);
  const filterPart = partOf(searchParams, [...filterKeys, ...multiFilterKeys]);
  const sorting = useMemo(
    () => parseSorting(new URLSearchParams(sortPart), config),
    [sortPart, config],
  );
  const { filters, multiFilters } = useMemo(
    () => parseFilters(new URLSearchParams(filterPart), config),
    [filterPart, config],
  );
  const query = useMemo(
    () => toQuery({ page, limit, sorting, filters, multiFilters }, config),
    [page, limit, sorting, filters, multiFilters, config],
  );

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

  const parse = useCallback((params: URLSearchParams) => queryOf(params, config), [config]);
  const setParams = useListNavigate(
    { searchParams, setSearchParams, prefetch: options.prefetch },
    parse,
  );

  const setPagination = useCallback(
    (next: { page: number; limit: number }) =>
      setParams((params) => {
        if (params.get('limit') !== String(next.limit)) preference?.save({ pageSize: next.limit });
        params.set('page', String(next.page));
        params.set('limit', String(next.limit));
      }),
    [setParams, preference],
  );

  const setSorting = useCallback(
    (next: SortRule[]) =>
      setParams((params) => {
        params.delete('sortBy');
        params.delete('sortDesc');
        for (const rule of next) {
          params.append('sortBy', rule.id);
          params.append('sortDesc', String(rule.desc));
        }
        params.set('page', '1');
      }),
    [setParams],
  );

  const setFilters = useCallback(
    (patch: FilterPatch<F | M>, filterOptions: SetFilterOptions = {}) =>
      setParams((params) => {
        for (const [key, value] of Object.entries<string | string[] | undefined>(patch)) {
          params.delete(key);
          for (const v of Array.isArray(value) ? value : [value]) if (v) params.append(key, v);
        }
        params.set('page', '1');
      }, filterOptions),
    [setParams],
  );

  const setFilter = useCallback(
    (key: F | M, value: string | string[] | undefined, filterOptions: SetFilterOptions = {}) => {
      const values = (Array.isArray(value) ? value : [value]).filter((v): v is string => !!v);
      setParams((params) => {
        // The same values: no new history entry, and the page stays.
        if (sameValues(values, params.getAll(key).filter(Boolean))) return false;
        params.delete(key);
        for (const v of values) params.append(key, v);
        params.set('page', '1');
      }, filterOptions);
    },
    [setParams],
  );

  return useMemo(
    () => ({
      page,
      limit,
      sorting,
      filters,
      multiFilters,
      query,
      sortFields,
      preference,
      setPagination,
      setSorting,
      setFilter,
      setFilters,
      setParams,
    }),
    [
      page,
      limit,
      sorting,
      filters,
      multiFilters,
      query,
      sortFields,
      preference,
      setPagination,
      setSorting,
      setFilter,
      setFilters,
      setParams,
    ],
  );
}
