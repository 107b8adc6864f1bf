import { useCallback, useState } from 'react';
import type { Query } from '../../api/client.ts';
import type { ListTableState } from './ListTable.tsx';
import type { SortRule } from './useListParams.ts';

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
  return {
    page,
    limit,
    sorting,
    // No column sorts: the order is the fixed one.
    sortFields: [],
    setPagination,
    setSorting: () => {},
    query: {
      page,
      limit,
      sortBy: sorting.map((s) => s.id),
      sortDesc: sorting.map((s) => s.desc),
    },
  };
}
