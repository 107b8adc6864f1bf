import { useEffect } from 'react';
import { IDLE_RELOAD_MS } from '../constants.ts';

/** What counts as user activity. */
export const ACTIVITY_EVENTS = [
  'mousemove',
  'keydown',
  'click',
  'scroll',
  'touchstart',
  'wheel',
] as const;

function reloadPage(): void {
  window.location.reload();
}

/**
 * Reloads the page after `idleMs` without user activity (spec 01 §2: 5 minutes). Activity only
 * records a time stamp; one timer checks it, so a moving mouse costs next to nothing.
 */
export function useIdleReload(
  idleMs: number = IDLE_RELOAD_MS,
  reload: () => void = reloadPage,
): void {
  useEffect(() => {
    let last = Date.now();
    let timer: ReturnType<typeof setTimeout>;
    const check = () => {
      const idle = Date.now() - last;
      if (idle >= idleMs) reload();
      else timer = setTimeout(check, idleMs - idle);
    };
    const onActivity = () => {
      last = Date.now();
    };
    timer = setTimeout(check, idleMs);
    for (const name of ACTIVITY_EVENTS) {
      window.addEventListener(name, onActivity, { capture: true, passive: true });
    }
    return () => {
      clearTimeout(timer);
      for (const name of ACTIVITY_EVENTS) {
        window.removeEventListener(name, onActivity, { capture: true });
      }
    };
  }, [idleMs, reload]);
}
