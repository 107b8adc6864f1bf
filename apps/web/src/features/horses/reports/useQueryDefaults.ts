import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A report opened without its query (e.g. '/report/location' typed or bookmarked) gets the menu's
 * defaults, added to the URL with replace. Only on opening: a user who later turns every switch
 * off keeps that. Ready once the URL has at least one of the keys, so the list's own URL update
 * (page, limit) does not race this one.
 */
export function useQueryDefaults(defaults: Record<string, string>): boolean {
  const [params, setParams] = useSearchParams();
  const hasAny = Object.keys(defaults).some((key) => params.has(key));
  const [ready, setReady] = useState(hasAny);
  if (!ready && hasAny) setReady(true);
  useEffect(() => {
    if (ready) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(defaults)) next.set(key, value);
        return next;
      },
      { replace: true },
    );
    // Only when the report opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ready;
}
