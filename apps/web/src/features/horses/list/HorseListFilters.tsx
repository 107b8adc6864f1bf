import { memo } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { SearchField } from '../../../components/list/SearchField.tsx';
import { HorseListSwitches } from './HorseListSwitches.tsx';
import { RefFilter } from '../../../components/form/RefFilter.tsx';
import { customerSource } from '../../../lib/refs.ts';
import { StableLocationSelects } from './StableLocationSelects.tsx';
import type { FilterPatch } from './switches.ts';

export const HORSE_FILTER_KEYS = [
  'search',
  'owner',
  'location',
  'stable',
  'locationId',
  'microchip',
  'surrogate_uid',
  'type',
  'surrogate',
  'stud_horse',
  'aliveOnly',
  'death',
] as const;
export type HorseFilterKey = (typeof HORSE_FILTER_KEYS)[number];
export type HorseFilterValues = Record<HorseFilterKey, string | undefined>;

export type HorseListFiltersProps = {
  filters: HorseFilterValues;
  setFilters: (patch: FilterPatch | Partial<HorseFilterValues>) => void;
  grouped: boolean;
  onGroupedChange: (grouped: boolean) => void;
  /** The surrogates-per-location report: stable and location selects instead of the prefix. */
  withStable?: boolean;
};

/**
 * Search, 'Groepeer per locatie', owner, location, microchip, brand number and the switches;
 * memoised: a page or sort change of the list does not render them again.
 */
export const HorseListFilters = memo(function HorseListFilters(props: HorseListFiltersProps) {
  const { filters, setFilters } = props;
  const typed = (key: HorseFilterKey) => (value: string | undefined) =>
    setFilters({ [key]: value });
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2, displayPrint: 'none' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <SearchField label="Zoek paard" value={filters.search} onSearch={typed('search')} />
        <RefFilter
          label="Eigenaar"
          width={260}
          value={filters.owner}
          onChange={typed('owner')}
          source={customerSource}
        />
        {props.withStable ? (
          <StableLocationSelects filters={filters} setFilters={setFilters} />
        ) : (
          <SearchField label="Locatie" value={filters.location} onSearch={typed('location')} />
        )}
        <SearchField label="Microchip" value={filters.microchip} onSearch={typed('microchip')} />
        <SearchField
          label="Brandnummer"
          value={filters.surrogate_uid}
          onSearch={typed('surrogate_uid')}
        />
      </Stack>
      <Stack direction="row" sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center', columnGap: 2 }}>
        <FormControlLabel
          label="Groepeer per locatie"
          control={
            <Switch
              size="small"
              checked={props.grouped}
              onChange={(event) => props.onGroupedChange(event.target.checked)}
            />
          }
        />
        <HorseListSwitches filters={filters} onChange={setFilters} />
      </Stack>
    </Paper>
  );
});
