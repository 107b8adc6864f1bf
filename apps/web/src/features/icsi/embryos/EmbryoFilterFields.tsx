import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { RefFilter } from '../../../components/form/RefFilter.tsx';
import { horseRef, searchHorses } from '../../../lib/refs.ts';
import type { RefSource } from '../../../lib/refs.ts';
import type { EmbryoFilters } from './embryoListState.ts';

const donorMares: RefSource = {
  key: 'donor-mares',
  search: (text, signal) => searchHorses(text, signal, { type: 'Merrie' }),
  byId: horseRef,
};
const donorStallions: RefSource = {
  key: 'donor-stallions',
  search: (text, signal) => searchHorses(text, signal, { type: 'Hengst' }),
  byId: horseRef,
};

export type EmbryoFilterFieldsProps = {
  filters: EmbryoFilters;
  onChange: (patch: Partial<EmbryoFilters>) => void;
};

/** The embryo list's filters (spec 02 §2): donor mare, donor stallion, 'Toon inactieve'. */
export function EmbryoFilterFields({ filters, onChange }: EmbryoFilterFieldsProps) {
  return (
    <>
      <RefFilter
        label="Donormerrie"
        width={200}
        value={filters.donorMare}
        onChange={(donorMare) => onChange({ donorMare })}
        source={donorMares}
      />
      <RefFilter
        label="Donorhengst"
        width={200}
        value={filters.donorStallion}
        onChange={(donorStallion) => onChange({ donorStallion })}
        source={donorStallions}
      />
      <FormControlLabel
        label="Toon inactieve"
        control={
          <Switch
            checked={filters.showInactive}
            onChange={(event) => onChange({ showInactive: event.target.checked })}
          />
        }
      />
    </>
  );
}
