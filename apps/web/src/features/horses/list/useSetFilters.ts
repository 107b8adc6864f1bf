import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Sets several URL filters in one history entry and goes back to page 1 (the switches change two
 * keys at once; two separate updates in one tick would overwrite each other).
 */
export function useSetFilters() {
  const [, setSearchParams] = useSearchParams();
  return useCallback(
    (patch: Record<string, string | undefined>) =>
      setSearchParams((prev) => {
        const params = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(patch)) {
          params.delete(key);
          if (value) params.set(key, value);
        }
        params.set('page', '1');
        return params;
      }),
    [setSearchParams],
  );
}
