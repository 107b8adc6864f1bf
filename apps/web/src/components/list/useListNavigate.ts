import { useCallback, useLayoutEffect, useRef } from 'react';
import type { SetURLSearchParams } from 'react-router';
import type { Query } from '../../api/client.ts';

/** Starts the request of a list state (its query and URL) before the page renders it. */
export type ListPrefetch = (query: Query, params: URLSearchParams) => unknown;

export type ChangeOptions = {
  /** Replace the history entry instead of pushing one (typed searches). */
  replace?: boolean;
};

/**
 * The one way a list changes its URL: `change` edits a copy of the URL's query (false: leave the
 * URL as it is). With a prefetch, the request for the new query starts right here, at the input,
 * not after the page has rendered the new URL. The setter keeps its identity (it reads the URL
 * of the last render through a ref), so memoised toolbars do not render again for a page change.
 */
export function useListNavigate(
  state: {
    searchParams: URLSearchParams;
    setSearchParams: SetURLSearchParams;
    prefetch?: ListPrefetch;
  },
  queryOf: (params: URLSearchParams) => Query,
) {
  const latest = useRef(state);
  useLayoutEffect(() => {
    latest.current = state;
  });

  return useCallback(
    (change: (params: URLSearchParams) => void | false, options: ChangeOptions = {}) => {
      const { searchParams: current, setSearchParams, prefetch } = latest.current;
      const next = new URLSearchParams(current);
      if (change(next) === false) return;
      const nextQuery = queryOf(next);
      // The same query (only the URL's spelling changed): the page's query stays, nothing to ask.
      if (JSON.stringify(nextQuery) !== JSON.stringify(queryOf(current)))
        prefetch?.(nextQuery, next);
      setSearchParams(next, { replace: options.replace ?? false });
    },
    [queryOf],
  );
}
