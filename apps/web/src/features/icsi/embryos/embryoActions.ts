import { embryoActionMsg, uniqueClient } from '@stalboek/domain';
import type { Embryo } from '@stalboek/domain';

/** What 'Acties' offers on the selected embryos (spec 02 §2, §4). */
export const EMBRYO_ACTIONS = [
  'transfer',
  'export',
  'relocate',
  'deactivate',
  'reactivate',
  'traces',
  'lost',
] as const;
export type EmbryoAction = (typeof EMBRYO_ACTIONS)[number];

export const EMBRYO_ACTION_LABELS: Record<EmbryoAction, string> = {
  transfer: 'Overdragen naar draagmoeder',
  export: 'Export',
  relocate: 'Verplaatsen',
  deactivate: 'Deactiveren',
  reactivate: 'Activeren',
  traces: 'TRACES aanvinken',
  lost: 'Verloren',
};

/** Why a menu item is disabled, shown as its tooltip. */
export const actionReasons = {
  oneActive: 'Kies precies één actief embryo.',
  onlyActive: "Enkel actieve embryo's: er is een inactief embryo geselecteerd.",
  uniqueClient: embryoActionMsg.uniqueClient,
  reactivateOne: embryoActionMsg.oneAtATime,
  notDeactivated:
    'Enkel een gedeactiveerd embryo kan terug actief worden (niet een overgedragen of geëxporteerd).',
  lostOne: 'Kies één overgedragen embryo dat nog niet als verloren gemarkeerd is.',
  tracesSet: "TRACES is al aangevinkt voor deze embryo's.",
} as const;

/** Null when the action may run on `selected`, else the reason it may not. */
export function whyNot(action: EmbryoAction, selected: readonly Embryo[]): string | null {
  const [first] = selected;
  if (!first) return null;
  const allActive = selected.every((e) => e.active);
  switch (action) {
    case 'transfer':
      return selected.length === 1 && first.active ? null : actionReasons.oneActive;
    case 'export':
    case 'relocate':
      if (!allActive) return actionReasons.onlyActive;
      return uniqueClient(selected) ? null : actionReasons.uniqueClient;
    case 'deactivate':
      return allActive ? null : actionReasons.onlyActive;
    case 'reactivate':
      if (selected.length !== 1 || first.active) return actionReasons.reactivateOne;
      return first.transferDate || first.exportDate ? actionReasons.notDeactivated : null;
    case 'traces':
      if (!uniqueClient(selected)) return actionReasons.uniqueClient;
      return selected.every((e) => e.traces) ? actionReasons.tracesSet : null;
    case 'lost':
      return selected.length === 1 && first.transferDate && !first.lostDate
        ? null
        : actionReasons.lostOne;
  }
}
