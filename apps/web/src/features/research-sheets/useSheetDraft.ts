import { useCallback, useState } from 'react';
import type { SheetDraft } from './sheetDraft.ts';

type Drafts = { draft: SheetDraft; saved: SheetDraft };

const differs = (d: Drafts) => JSON.stringify(d.draft) !== JSON.stringify(d.saved);

/**
 * A sheet's draft next to what it was when loaded or last saved: `dirty` while they differ (then
 * leaving the sheet asks first). A reload of the sheet keeps a changed draft.
 */
export function useSheetDraft() {
  const [drafts, setDrafts] = useState<Drafts | null>(null);
  const load = useCallback(
    (start: SheetDraft | null) =>
      setDrafts((prev) =>
        prev && differs(prev)
          ? { draft: prev.draft, saved: start ?? prev.saved }
          : start && { draft: start, saved: start },
      ),
    [],
  );
  return {
    draft: drafts?.draft ?? null,
    dirty: drafts !== null && differs(drafts),
    /** The sheet (re)loaded: start from it, unless something was changed meanwhile. */
    load,
    /** Saved (or put back): the draft is what is saved. */
    reset: (saved: SheetDraft) => setDrafts({ draft: saved, saved }),
    /** A change typed in the form. */
    change: (patch: Partial<SheetDraft>) =>
      setDrafts((d) => (d ? { ...d, draft: { ...d.draft, ...patch } } : d)),
  };
}
