import { useCallback, useMemo, useState } from 'react';
import type { Query } from '../../api/client.ts';
import type { ListTableState } from './ListTable.tsx';
import type { SortRule } from './useListParams.ts';

const NO_SORT_FIELDS: readonly string[] = [];

/**
 * The list state of a table inside a screen (a tab, a dialog), kept in the component: its page
 * is not the screen's URL. A fixed page size and sort order; hand the result to ListTable.
 */
export function useLocalList({
  limit,
  sorting,
}: {
  limit: number;
  sorting: SortRule[];
}): ListTableState & { query: Query } {
  const [page, setPage] = useState(1);
  const setPagination = useCallback((next: { page: number }) => setPage(next.page), []);
  // One object while nothing changes, so the table does not render again for nothing.
  return useMemo(
    () => ({
      page,
      limit,
      sorting,
      // No column sorts: the order is the fixed one.
      sortFields: NO_SORT_FIELDS,
      setPagination,
      setSorting: () => {},
      query: {
        page,
        limit,
        sortBy: sorting.map((s) => s.id),
        sortDesc: sorting.map((s) => s.desc),
      },
    }),
    [page, limit, sorting, setPagination],
  );
}
