import { memo } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { icsiMsg } from '@stalboek/domain';
import { RefFilter } from '../../components/form/RefFilter.tsx';
import type { FilterPatch } from '../../components/list/useListParams.ts';
import { ContainerTubeFilter } from '../semen/index.ts';
import { donorMareSource, donorStallionSource } from './donorSources.ts';

export const ICSI_FILTER_KEYS = [
  'donor_mare',
  'donor_stallion',
  'container',
  'tube',
  'onlyActive',
] as const;
export type IcsiFilterKey = (typeof ICSI_FILTER_KEYS)[number];

export type IcsiLotFiltersProps = {
  /** The filters as the URL keeps them. */
  filters: Record<IcsiFilterKey, string | undefined>;
  setFilters: (patch: FilterPatch<IcsiFilterKey>) => void;
};

/**
 * The filters of 'ICSI Loten' (spec 02 §2): donor mare, donor stallion, container, its tube once
 * a container is chosen, and "Enkel loten met actieve embryo's".
 */
export const IcsiLotFilters = memo(function IcsiLotFilters({
  filters,
  setFilters,
}: IcsiLotFiltersProps) {
  return (
    <>
      <RefFilter
        label="Donormerrie"
        width={220}
        loadingName="…"
        value={filters.donor_mare}
        onChange={(id) => setFilters({ donor_mare: id })}
        source={donorMareSource}
      />
      <RefFilter
        label="Donorhengst"
        width={220}
        loadingName="…"
        value={filters.donor_stallion}
        onChange={(id) => setFilters({ donor_stallion: id })}
        source={donorStallionSource}
      />
      <ContainerTubeFilter
        container={filters.container}
        tube={filters.tube}
        onChange={(next) => setFilters(next)}
      />
      <FormControlLabel
        label={icsiMsg.onlyActive}
        control={
          <Switch
            checked={filters.onlyActive === 'true'}
            onChange={(event) =>
              setFilters({ onlyActive: event.target.checked ? 'true' : undefined })
            }
          />
        }
      />
    </>
  );
});
