import { createContext, useCallback, useContext, useEffect, useId, useMemo, useRef } from 'react';
import type { ReactNode } from 'react';
import { useBlocker } from 'react-router';
import type { Location } from 'react-router';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export const UNSAVED_TITLE = 'Niet-opgeslagen wijzigingen';
export const UNSAVED_TEXT =
  'U hebt wijzigingen die nog niet opgeslagen zijn. Als u verder gaat, gaan ze verloren.';
export const STAY_LABEL = 'Blijven';
export const LEAVE_LABEL = 'Verlaten zonder opslaan';

/**
 * What leaving means for a form: 'location' — any other URL, a tab in the query or hash
 * included, because the form is gone after it (the default); 'page' — another path only, for
 * an editor whose changes stay while the page's tabs change (the case's header and lines).
 */
export type LeaveScope = 'location' | 'page';

type Entry = { dirty: boolean; scope: LeaveScope };

type Registry = {
  set: (key: string, entry: Entry) => void;
  remove: (key: string) => void;
  /** After a delete, say: nothing of the page is to be kept, the next navigation goes. */
  forgetAll: () => void;
};

const RegistryContext = createContext<Registry | null>(null);

function leaves(scope: LeaveScope, from: Location, to: Location): boolean {
  if (from.pathname !== to.pathname) return true;
  return scope === 'location' && (from.search !== to.search || from.hash !== to.hash);
}

/**
 * The one guard of the app's forms (around the pages, inside the router): while a form under it
 * has unsaved changes, leaving it — a link, 'Terug', a tab, the browser's back — first asks
 * 'Niet-opgeslagen wijzigingen' with 'Blijven' and 'Verlaten zonder opslaan', and reloading or
 * closing the browser tab asks the browser's own question. Forms take part through
 * useUnsavedChanges (useSaveForm does so for every form built on it).
 */
export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  const entries = useRef(new Map<string, Entry>());
  const blocker = useBlocker(
    useCallback(
      ({ currentLocation, nextLocation }: { currentLocation: Location; nextLocation: Location }) =>
        [...entries.current.values()].some(
          (e) => e.dirty && leaves(e.scope, currentLocation, nextLocation),
        ),
      [],
    ),
  );
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (![...entries.current.values()].some((e) => e.dirty)) return;
      event.preventDefault();
      // Older browsers ask only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);
  const registry = useMemo<Registry>(
    () => ({
      set: (key, entry) => void entries.current.set(key, entry),
      remove: (key) => void entries.current.delete(key),
      forgetAll: () => {
        for (const [key, entry] of entries.current) {
          entries.current.set(key, { ...entry, dirty: false });
        }
      },
    }),
    [],
  );
  const blocked = blocker.state === 'blocked';
  return (
    <RegistryContext.Provider value={registry}>
      {children}
      <Dialog
        open={blocked}
        onClose={() => blocker.reset?.()}
        aria-labelledby="unsaved-changes-title"
        aria-describedby="unsaved-changes-text"
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id="unsaved-changes-title">{UNSAVED_TITLE}</DialogTitle>
        <DialogContent>
          <DialogContentText id="unsaved-changes-text">{UNSAVED_TEXT}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={() => blocker.reset?.()} autoFocus>
            {STAY_LABEL}
          </Button>
          <Button color="error" onClick={() => blocker.proceed?.()}>
            {LEAVE_LABEL}
          </Button>
        </DialogActions>
      </Dialog>
    </RegistryContext.Provider>
  );
}

export type UnsavedChanges = {
  /**
   * What is typed is saved: leaving no longer asks until it changes again. Call it before the
   * navigation that follows a save (the form's own state catches up only on its next render).
   */
  markSaved: () => void;
};

/**
 * A form's part in the guard: `dirty` = it holds changes that are not saved. Outside an
 * UnsavedChangesGuard it does nothing.
 */
export function useUnsavedChanges(dirty: boolean, scope: LeaveScope = 'location'): UnsavedChanges {
  const registry = useContext(RegistryContext);
  const key = useId();
  useEffect(() => {
    registry?.set(key, { dirty, scope });
  }, [registry, key, dirty, scope]);
  useEffect(() => () => registry?.remove(key), [registry, key]);
  const markSaved = useCallback(
    () => registry?.set(key, { dirty: false, scope }),
    [registry, key, scope],
  );
  return useMemo(() => ({ markSaved }), [markSaved]);
}

/**
 * For a page's action that makes its forms moot (deleting the record): call the returned
 * function before navigating away, so that leaving does not ask.
 */
export function useForgetUnsavedChanges(): () => void {
  const registry = useContext(RegistryContext);
  return useCallback(() => registry?.forgetAll(), [registry]);
}
