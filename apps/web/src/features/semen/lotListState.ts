import { useCallback, useMemo, useState } from 'react';
import { EXPORT_TYPES, SEMEN_SORT_FIELDS, SEMEN_TYPES } from '@stalboek/domain';
import type { ExportType, SemenType } from '@stalboek/domain';
import type { Query } from '../../api/client.ts';
import type { ListTableState } from '../../components/list/ListTable.tsx';
import { useListParams } from '../../components/list/useListParams.ts';
import type { FilterPatch, SortRule } from '../../components/list/useListParams.ts';
import { useListPrefetch } from '../../components/list/useListPrefetch.ts';
import { semenLotListQuery } from './api/useSemenLots.ts';

/** 'Sperma loten' shows 10 lots a page (spec 02 §2), newest production first. */
export const LOT_PAGE_SIZE = 10;
const DEFAULT_SORT: SortRule[] = [{ id: 'production_date', desc: true }];

/** Whose lots a list shows: one stallion's, or one owner's. */
export type LotScope = { stallion?: string; owner?: string };
export type LotFilters = { type?: SemenType; exportType: ExportType[]; hideEmpty: boolean };

/** What the list shows and changes, whether it lives in the URL or in the component. */
export type LotListState = {
  table: ListTableState;
  /** Page, limit, sort, filters and scope: what GET /api/semen is asked. */
  query: Query;
  filters: LotFilters;
  setFilters: (patch: Partial<LotFilters>) => void;
};

const FILTER_KEYS = ['type', 'hideEmpty'] as const;
const MULTI_KEYS = ['exportType'] as const;

const isType = (v: unknown): v is SemenType => (SEMEN_TYPES as readonly unknown[]).includes(v);
const isExportType = (v: unknown): v is ExportType =>
  (EXPORT_TYPES as readonly unknown[]).includes(v);
const asArray = (v: Query[string]) => (Array.isArray(v) ? v : v === undefined ? [] : [v]);

/** The filters a URL query names; values the API would refuse are left out. */
function filtersOf(query: Query): LotFilters {
  return {
    type: isType(query.type) ? query.type : undefined,
    exportType: asArray(query.exportType).filter(isExportType),
    hideEmpty: query.hideEmpty === 'true' || query.hideEmpty === true,
  };
}

function lotQuery(base: Query, filters: LotFilters, scope: LotScope): Query {
  return {
    page: base.page,
    limit: base.limit,
    sortBy: base.sortBy,
    sortDesc: base.sortDesc,
    type: filters.type,
    exportType: filters.exportType,
    hideEmpty: filters.hideEmpty ? true : undefined,
    stallion: scope.stallion,
    owner: scope.owner,
  };
}

/** The page /semen/{id}: page, sort and filters in the URL (remembered as 'sperma-loten'). */
export function useUrlLotState(scope: LotScope): LotListState {
  const list = useListParams({
    remember: 'sperma-loten',
    defaultSort: DEFAULT_SORT,
    sortFields: SEMEN_SORT_FIELDS,
    filterKeys: FILTER_KEYS,
    multiFilterKeys: MULTI_KEYS,
    defaultLimit: LOT_PAGE_SIZE,
    prefetch: useListPrefetch((query) =>
      semenLotListQuery(lotQuery(query, filtersOf(query), scope)),
    ),
  });
  const { stallion, owner } = scope;
  const filters = useMemo(() => filtersOf(list.query), [list.query]);
  const query = useMemo(
    () => lotQuery(list.query, filters, { stallion, owner }),
    [list.query, filters, stallion, owner],
  );
  const { setFilters: setUrl } = list;
  const setFilters = useCallback(
    (patch: Partial<LotFilters>) => {
      const url: FilterPatch<'type' | 'hideEmpty' | 'exportType'> = {};
      if ('type' in patch) url.type = patch.type;
      if ('exportType' in patch) url.exportType = patch.exportType;
      if ('hideEmpty' in patch) url.hideEmpty = patch.hideEmpty ? 'true' : undefined;
      setUrl(url);
    },
    [setUrl],
  );
  return useMemo(
    () => ({ table: list, query, filters, setFilters }),
    [list, query, filters, setFilters],
  );
}

/**
 * A tab of another page (a stallion, a customer): the list's state is its own, not the page's
 * URL; `hideEmpty` starts as the page says (a stud horse's tabs carry hideEmpty=true).
 */
export function useLocalLotState(scope: LotScope, hideEmpty: boolean): LotListState {
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(LOT_PAGE_SIZE);
  const [sorting, setSortingState] = useState(DEFAULT_SORT);
  const [filters, setFilterState] = useState<LotFilters>({ exportType: [], hideEmpty });
  const setPagination = useCallback((next: { page: number; limit: number }) => {
    setPage(next.page);
    setLimit(next.limit);
  }, []);
  const setSorting = useCallback((next: SortRule[]) => {
    setSortingState(next);
    setPage(1);
  }, []);
  const setFilters = useCallback((patch: Partial<LotFilters>) => {
    setFilterState((current) => ({ ...current, ...patch }));
    setPage(1);
  }, []);
  const table = useMemo(
    () => ({ page, limit, sorting, sortFields: SEMEN_SORT_FIELDS, setPagination, setSorting }),
    [page, limit, sorting, setPagination, setSorting],
  );
  const { stallion, owner } = scope;
  const query = useMemo(() => {
    const base = {
      page,
      limit,
      sortBy: sorting.map((s) => s.id),
      sortDesc: sorting.map((s) => s.desc),
    };
    return lotQuery(base, filters, { stallion, owner });
  }, [page, limit, sorting, filters, stallion, owner]);
  return useMemo(
    () => ({ table, query, filters, setFilters }),
    [table, query, filters, setFilters],
  );
}
