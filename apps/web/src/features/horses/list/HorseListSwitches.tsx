import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { SWITCH_KEYS, SWITCH_LABELS, switchStates, toggleSwitch } from './switches.ts';
import type { FilterPatch, SwitchFilters } from './switches.ts';

export type HorseListSwitchesProps = {
  filters: SwitchFilters;
  onChange: (patch: FilterPatch) => void;
};

/** The five switches of the horse list with their dependencies (placed in the caller's row). */
export function HorseListSwitches({ filters, onChange }: HorseListSwitchesProps) {
  const states = switchStates(filters);
  return (
    <>
      {SWITCH_KEYS.map((key) => (
        <FormControlLabel
          key={key}
          label={SWITCH_LABELS[key]}
          disabled={states[key].disabled}
          control={
            <Switch
              size="small"
              checked={states[key].checked}
              onChange={(event) => onChange(toggleSwitch(key, event.target.checked))}
            />
          }
        />
      ))}
    </>
  );
}
