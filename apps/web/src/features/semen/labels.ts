import {
  CONTAINER_POSITIONS,
  EXPORT_TYPE_LABELS,
  EXPORT_TYPES,
  SEMEN_LOT_ACTIONS,
  SEMEN_TYPES,
} from '@stalboek/domain';
import type { SemenLot, SemenLotAction, SemenModAction } from '@stalboek/domain';

/** The id in /semen/create/undefined: the form of a new lot (spec 02 §2). */
export const NEW_LOT_ID = 'undefined';

/** The actions that take straws from (or, for Control, count straws in) the selected lots. */
export const STRAW_ACTIONS = ['Export', 'Change', 'Damaged', 'Destroy', 'Control'] as const;
export type StrawAction = (typeof STRAW_ACTIONS)[number];
export const isStrawAction = (action: SemenLotAction): action is StrawAction =>
  (STRAW_ACTIONS as readonly string[]).includes(action);

/** The menu label of an action, which is also its snackbar: 'Export succesvol.' (spec 02 §8). */
export const actionLabel = (action: SemenLotAction): string => SEMEN_LOT_ACTIONS[action];
export const successText = (action: SemenLotAction): string => `${actionLabel(action)} succesvol.`;

export const MOD_ACTION_LABELS: Record<SemenModAction, string> = {
  add: 'Toevoegen',
  subtract: 'Aftrekken',
};

export const TYPE_OPTIONS = SEMEN_TYPES.map((t) => ({ value: t, label: t }));
export const EXPORT_TYPE_OPTIONS = EXPORT_TYPES.map((t) => ({
  value: t,
  label: EXPORT_TYPE_LABELS[t],
}));
export const POSITION_OPTIONS = CONTAINER_POSITIONS.map((p) => ({ value: p, label: p }));

/** Tubes 'koker 1' to 'koker {available_places}' of a container (spec 02 §9). */
export function tubeOptions(tubes: number) {
  return Array.from({ length: tubes }, (_, i) => ({
    value: String(i + 1),
    label: `koker ${i + 1}`,
  }));
}

/** Where a lot is: 'Vat 1, koker 3 (Boven)'. */
export function locationText(lot: Pick<SemenLot, 'location'>): string {
  const { container, tube, position } = lot.location;
  return `${container.name}, koker ${tube} (${position})`;
}

/** '1 lot', '3 loten'. */
export const lotCount = (n: number): string => `${n} ${n === 1 ? 'lot' : 'loten'}`;
