import { GLOBAL_SEARCH_LIMIT } from '@stalboek/domain';
import type { SearchHit } from '@stalboek/domain';
import { apiFetch } from '../../api/client.ts';

export type { SearchHit };
export type SearchFetcher = (term: string, signal: AbortSignal) => Promise<SearchHit[]>;

/** GET /api/search/{term}?limit=10 (spec 01 §7): horses and customers, best match first. */
export const fetchGlobalSearch: SearchFetcher = async (term, signal) => {
  const body = await apiFetch<{ results: SearchHit[] }>(`/api/search/${encodeURIComponent(term)}`, {
    query: { limit: GLOBAL_SEARCH_LIMIT },
    signal,
  });
  return body.results;
};

/** The fetcher the top bar's search box uses. */
export const globalSearch: SearchFetcher = fetchGlobalSearch;
