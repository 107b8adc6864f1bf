import { useMemo, useState } from 'react';
import { embryoCodes } from '@stalboek/domain';

export type EmbryoSelection = {
  /** '1-{code}' … '{amount}-{code}' for the code and amount typed so far. */
  codes: string[];
  /** The chosen ones, in number order. */
  selected: string[];
  isSelected: (code: string) => boolean;
  toggle: (code: string) => void;
  selectAll: () => void;
  deselectAll: () => void;
};

/** The amount as typed: a whole number, or 0 (no embryos yet). */
function amountOf(typed: unknown): number {
  const n = typeof typed === 'number' ? typed : Number(String(typed ?? '').trim() || NaN);
  return Number.isInteger(n) && n > 0 ? n : 0;
}

/**
 * The embryos a new lot makes (spec 02 §4): made again from the domain's embryoCodes() whenever
 * the code or the amount changes, all selected then; each can be left out.
 */
export function useEmbryoSelection(code: unknown, amount: unknown): EmbryoSelection {
  const trimmed = typeof code === 'string' ? code.trim() : '';
  const n = amountOf(amount);
  const codes = useMemo(() => (trimmed ? embryoCodes(trimmed, n) : []), [trimmed, n]);
  const key = codes.join('\n');
  // Other codes: all of them chosen again.
  const [state, setState] = useState({ key, left: new Set<string>() });
  const left = state.key === key ? state.left : new Set<string>();
  if (state.key !== key) setState({ key, left });
  const update = (next: Set<string>) => setState({ key, left: next });
  return {
    codes,
    selected: codes.filter((c) => !left.has(c)),
    isSelected: (c) => !left.has(c),
    toggle: (c) => {
      const next = new Set(left);
      if (next.has(c)) next.delete(c);
      else next.add(c);
      update(next);
    },
    selectAll: () => update(new Set()),
    deselectAll: () => update(new Set(codes)),
  };
}
