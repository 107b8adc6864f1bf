import { useQueryClient } from '@tanstack/react-query';
import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import type { Query } from '../../api/client.ts';
import type { ListPrefetch } from './useListNavigate.ts';

/**
 * How long a list page just fetched counts as fresh, in the options of a prefetched list query
 * (prefetch and page alike): the prefetch's answer may come before the page has rendered the new
 * URL, and the page's query then takes that answer instead of asking again. A write still
 * refreshes the list at once (invalidation does not wait for this).
 */
export const PREFETCHED_FRESH_MS = 2_000;

/**
 * The `prefetch` of useListParams for a page that asks `options(query)` for its rows: a new sort,
 * filter or page starts its request at the click, and the page's own query, rendered a moment
 * later with the same key, finds that request under way instead of sending another.
 */
export function useListPrefetch<T, K extends QueryKey>(
  options: (query: Query, params: URLSearchParams) => FetchQueryOptions<T, Error, T, K>,
): ListPrefetch {
  const queryClient = useQueryClient();
  return (query, params) => void queryClient.prefetchQuery(options(query, params));
}
