import { useCallback, useMemo, useState } from 'react';
import { EMBRYO_SORT_FIELDS } from '@stalboek/domain';
import type { Query } from '../../../api/client.ts';
import type { ListTableState } from '../../../components/list/ListTable.tsx';
import type { SortRule } from '../../../components/list/useListParams.ts';

/** The embryo list shows 10 a page (spec 02 §9), in code order. */
export const EMBRYO_PAGE_SIZE = 10;
const DEFAULT_SORT: SortRule[] = [{ id: 'code', desc: false }];

/** Whose embryos: a lot's (batch_id), an owner's or a horse's (donor or surrogate). */
export type EmbryoScope = { lotId?: string; owner?: string; horse?: string };
export type EmbryoFilters = { donorMare?: string; donorStallion?: string; showInactive: boolean };

/** The call of a scope: an owner's and a horse's embryos have their own path. */
export function embryoListPath({ owner, horse }: EmbryoScope): string {
  if (owner) return `/api/customer/${owner}/embryos`;
  if (horse) return `/api/horse/${horse}/embryos`;
  return '/api/icsi/embryos';
}

export type EmbryoListState = {
  table: ListTableState;
  path: string;
  query: Query;
  filters: EmbryoFilters;
  setFilters: (patch: Partial<EmbryoFilters>) => void;
};

/**
 * The list's page, sort and filters, kept in the component: it always lives inside another page
 * (the lot form, a customer's or a horse's tab), whose URL is that page's.
 */
export function useEmbryoListState(scope: EmbryoScope, showInactive: boolean): EmbryoListState {
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(EMBRYO_PAGE_SIZE);
  const [sorting, setSortingState] = useState(DEFAULT_SORT);
  const [filters, setFilterState] = useState<EmbryoFilters>({ showInactive });
  const setPagination = useCallback((next: { page: number; limit: number }) => {
    setPage(next.page);
    setLimit(next.limit);
  }, []);
  const setSorting = useCallback((next: SortRule[]) => {
    setSortingState(next);
    setPage(1);
  }, []);
  const setFilters = useCallback((patch: Partial<EmbryoFilters>) => {
    setFilterState((current) => ({ ...current, ...patch }));
    setPage(1);
  }, []);
  const table = useMemo(
    () => ({ page, limit, sorting, sortFields: EMBRYO_SORT_FIELDS, setPagination, setSorting }),
    [page, limit, sorting, setPagination, setSorting],
  );
  const { lotId, owner, horse } = scope;
  const path = embryoListPath({ owner, horse });
  const query = useMemo(
    (): Query => ({
      page,
      limit,
      sortBy: sorting.map((s) => s.id),
      sortDesc: sorting.map((s) => s.desc),
      batch_id: lotId,
      donor_mare: filters.donorMare,
      donor_stallion: filters.donorStallion,
      showInactive: filters.showInactive ? true : undefined,
    }),
    [page, limit, sorting, lotId, filters],
  );
  return useMemo(
    () => ({ table, path, query, filters, setFilters }),
    [table, path, query, filters, setFilters],
  );
}
