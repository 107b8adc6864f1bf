import { useController, useWatch } from 'react-hook-form';
import type { Control, FieldPath, FieldValues, PathValue } from 'react-hook-form';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { locationLabel } from '@stalboek/domain';
import type { Location } from '@stalboek/domain';
import { useHorseConfig } from '../api/useHorseConfig.ts';
import { useStableLocations } from '../api/useStableLocations.ts';

export type StableLocationFieldsProps<T extends FieldValues> = {
  control: Control<T>;
  stableName: FieldPath<T>;
  locationName: FieldPath<T>;
  /** The horse's own location: never refused as full (spec 01 "Lodging dialog"). */
  ownLocationId?: string | null;
  /** How many horses go there (the move dialog moves several). */
  need?: number;
  disabled?: boolean;
  required?: boolean;
};

/** '(Volzet)' for a full location; disabled when the horses do not fit, unless it is their own. */
export function locationOption(location: Location, own: string | null | undefined, need = 1) {
  const isOwn = location._id === own;
  const full = location.freePlaces <= 0 && !isOwn;
  return {
    value: location._id,
    label: `${locationLabel(location)}${full ? ' (Volzet)' : ''}`,
    disabled: location.freePlaces < need && !isOwn,
  };
}

/**
 * Stable select first (config stables), then a select of that stable's locations, loaded once a
 * stable is chosen; 'Aantal vrije plaatsen: n' under the chosen location. Changing the stable
 * clears the location.
 */
export function StableLocationFields<T extends FieldValues>(props: StableLocationFieldsProps<T>) {
  const { control, stableName, locationName, ownLocationId, need = 1, disabled } = props;
  const stable = useController({ control, name: stableName });
  const location = useController({ control, name: locationName });
  const stableValue = useWatch({ control, name: stableName }) as unknown;
  const chosenStable = typeof stableValue === 'string' && stableValue ? stableValue : undefined;
  const config = useHorseConfig();
  const locations = useStableLocations(chosenStable);
  const stables = config.data?.stables ?? [];
  const stableOptions =
    chosenStable && !stables.includes(chosenStable) ? [chosenStable, ...stables] : stables;
  const locationValue = typeof location.field.value === 'string' ? location.field.value : '';
  const chosen = locations.data?.find((l) => l._id === locationValue);
  const loaded = locations.data !== undefined;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        select
        fullWidth
        label="Stal"
        required={props.required}
        disabled={disabled}
        name={stable.field.name}
        inputRef={stable.field.ref}
        value={chosenStable ?? ''}
        onChange={(event) => {
          stable.field.onChange(event.target.value);
          location.field.onChange('' as PathValue<T, FieldPath<T>>);
        }}
        onBlur={stable.field.onBlur}
        error={stable.fieldState.error !== undefined}
        helperText={stable.fieldState.error?.message}
      >
        {stableOptions.map((s) => (
          <MenuItem key={s} value={s}>
            {s}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        fullWidth
        label="Locatie"
        required={props.required}
        disabled={disabled || !chosenStable || !loaded}
        name={location.field.name}
        inputRef={location.field.ref}
        value={loaded ? locationValue : ''}
        onChange={(event) => location.field.onChange(event.target.value)}
        onBlur={location.field.onBlur}
        error={location.fieldState.error !== undefined}
        helperText={
          location.fieldState.error?.message ??
          (chosen ? `Aantal vrije plaatsen: ${chosen.freePlaces}` : undefined)
        }
      >
        {(locations.data ?? []).map((l) => {
          const option = locationOption(l, ownLocationId, need);
          return (
            <MenuItem key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </MenuItem>
          );
        })}
      </TextField>
    </Stack>
  );
}
