import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { locationLabel } from '@stalboek/domain';
import { useHorseConfig } from '../api/useHorseConfig.ts';
import { useStableLocations } from '../api/useStableLocations.ts';
import type { HorseFilterValues } from './HorseListFilters.tsx';

export type StableLocationSelectsProps = {
  filters: HorseFilterValues;
  setFilters: (patch: Partial<HorseFilterValues>) => void;
};

/**
 * The surrogates-per-location report's filters (spec 01 "Horse list": "adds stable and location
 * selects"): a stable, then one of that stable's locations. A new stable clears the location.
 */
export function StableLocationSelects({ filters, setFilters }: StableLocationSelectsProps) {
  const config = useHorseConfig();
  const locations = useStableLocations(filters.stable);
  const stables = config.data?.stables ?? [];
  const options = locations.data ?? [];
  // The chosen location is shown once the stable's locations are there (MUI needs the option).
  const locationValue =
    filters.locationId && options.some((l) => l._id === filters.locationId)
      ? filters.locationId
      : '';
  return (
    <>
      <TextField
        select
        size="small"
        label="Stal"
        value={filters.stable && stables.includes(filters.stable) ? filters.stable : ''}
        onChange={(event) =>
          setFilters({ stable: event.target.value || undefined, locationId: undefined })
        }
        sx={{ minWidth: 180 }}
      >
        <MenuItem value="">
          <em>Alle stallen</em>
        </MenuItem>
        {stables.map((s) => (
          <MenuItem key={s} value={s}>
            {s}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Locatie"
        value={locationValue}
        disabled={!filters.stable}
        helperText={filters.stable ? undefined : 'Kies eerst een stal'}
        onChange={(event) => setFilters({ locationId: event.target.value || undefined })}
        sx={{ minWidth: 180 }}
      >
        <MenuItem value="">
          <em>Alle locaties</em>
        </MenuItem>
        {options.map((l) => (
          <MenuItem key={l._id} value={l._id}>
            {locationLabel(l)}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
