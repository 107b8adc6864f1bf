import { horseListTitle } from '@stalboek/domain';
import type { HorseType } from '@stalboek/domain';

/** The URL filters the switches read and write ('true' or absent). */
export type SwitchFilters = {
  type?: string | undefined;
  surrogate?: string | undefined;
  stud_horse?: string | undefined;
  aliveOnly?: string | undefined;
  death?: string | undefined;
};
/** A change of several URL filters at once (undefined removes the key). */
export type FilterPatch = Partial<Record<keyof SwitchFilters, string | undefined>>;

export const SWITCH_KEYS = ['stallions', 'mares', 'surrogates', 'studs', 'alive'] as const;
export type SwitchKey = (typeof SWITCH_KEYS)[number];

export const SWITCH_LABELS: Record<SwitchKey, string> = {
  stallions: 'Toon enkel hengsten',
  mares: 'Toon enkel merries',
  surrogates: 'Toon enkel draagmoeders',
  studs: 'Toon enkel dekhengsten',
  alive: 'Verberg gestorven paarden',
};

export type SwitchState = { checked: boolean; disabled: boolean };

/**
 * Spec 01 §4: Dekhengsten needs Hengsten; Draagmoeders needs Merries; Hengsten is disabled
 * together with surrogate; Merries is disabled together with stud horse. Hiding dead horses makes
 * no sense on the list of dead horses.
 */
export function switchStates(f: SwitchFilters): Record<SwitchKey, SwitchState> {
  const surrogate = f.surrogate === 'true';
  const stud = f.stud_horse === 'true';
  return {
    stallions: { checked: f.type === 'Hengst', disabled: surrogate },
    mares: { checked: f.type === 'Merrie', disabled: stud },
    surrogates: { checked: surrogate, disabled: f.type !== 'Merrie' },
    studs: { checked: stud, disabled: f.type !== 'Hengst' },
    alive: { checked: f.aliveOnly === 'true', disabled: f.death === 'true' },
  };
}

/** The URL change of turning one switch on or off (one type at a time; dependants follow). */
export function toggleSwitch(key: SwitchKey, on: boolean): FilterPatch {
  const flag = on ? 'true' : undefined;
  switch (key) {
    case 'stallions':
      return on
        ? { type: 'Hengst', surrogate: undefined }
        : { type: undefined, stud_horse: undefined };
    case 'mares':
      return on
        ? { type: 'Merrie', stud_horse: undefined }
        : { type: undefined, surrogate: undefined };
    case 'surrogates':
      return { surrogate: flag };
    case 'studs':
      return { stud_horse: flag };
    case 'alive':
      return { aliveOnly: flag };
  }
}

/** The title follows the filters: Overleden, Draagmoeders, Dekhengsten, Merries, Hengsten, Paarden. */
export function titleOf(f: SwitchFilters): string {
  return horseListTitle({
    death: f.death === 'true',
    surrogate: f.surrogate === 'true',
    stud_horse: f.stud_horse === 'true',
    type: f.type === 'Hengst' || f.type === 'Merrie' ? (f.type as HorseType) : undefined,
  });
}
