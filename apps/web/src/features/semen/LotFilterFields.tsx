import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { SemenType } from '@stalboek/domain';
import { MultiSelectFilter } from '../../components/list/MultiSelectFilter.tsx';
import { EXPORT_TYPE_OPTIONS, TYPE_OPTIONS } from './labels.ts';
import type { LotFilters } from './lotListState.ts';

export type LotFilterFieldsProps = {
  filters: LotFilters;
  onChange: (patch: Partial<LotFilters>) => void;
};

/** The filters of 'Sperma loten' (spec 02 §2): type, export type and 'hide empty'. */
export function LotFilterFields({ filters, onChange }: LotFilterFieldsProps) {
  return (
    <>
      <TextField
        select
        size="small"
        label="Type"
        value={filters.type ?? ''}
        onChange={(event) =>
          onChange({ type: (event.target.value || undefined) as SemenType | undefined })
        }
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 140 }}
      >
        <MenuItem value="">Alle</MenuItem>
        {TYPE_OPTIONS.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </TextField>
      <MultiSelectFilter
        label="Export type"
        value={filters.exportType}
        options={EXPORT_TYPE_OPTIONS}
        onChange={(next) =>
          onChange({
            exportType: EXPORT_TYPE_OPTIONS.map((o) => o.value).filter((v) => next.includes(v)),
          })
        }
      />
      <FormControlLabel
        label="Verberg lege loten"
        control={
          <Switch
            checked={filters.hideEmpty}
            onChange={(event) => onChange({ hideEmpty: event.target.checked })}
          />
        }
      />
    </>
  );
}
