import { useEffect, useState } from 'react';
import type { CaseDetail } from '@stalboek/domain';
import { bodyOf, draftOf, type CaseDraft } from './draft.ts';

type Drafts = { saved: CaseDraft; draft: CaseDraft };

/** The draft holds something 'Opslaan' would change. */
const differs = (a: CaseDraft, b: CaseDraft) =>
  JSON.stringify(bodyOf(a)) !== JSON.stringify(bodyOf(b));

/**
 * What the case screen edits, next to what is saved. When the case reloads (a sheet was saved,
 * stock moved) an unchanged draft follows it; a changed one is kept, so nothing typed in the
 * header or the general tab is lost by working in a sheet meanwhile.
 */
export function useCaseDraft(c: CaseDetail | undefined) {
  const [drafts, setDrafts] = useState<Drafts | null>(null);
  useEffect(() => {
    if (!c) return;
    const saved = draftOf(c);
    setDrafts((prev) =>
      prev && differs(prev.draft, prev.saved)
        ? { saved, draft: prev.draft }
        : { saved, draft: saved },
    );
  }, [c]);
  const draft = drafts?.draft ?? null;
  return {
    draft,
    /** The draft differs from the saved case. */
    dirty: drafts !== null && differs(drafts.draft, drafts.saved),
    change: (next: Partial<CaseDraft>) =>
      setDrafts((d) => (d ? { ...d, draft: { ...d.draft, ...next } } : d)),
    /** After a save: the draft is what the server answered. */
    adopt: (saved: CaseDetail) => {
      const next = draftOf(saved);
      setDrafts({ saved: next, draft: next });
    },
  };
}
