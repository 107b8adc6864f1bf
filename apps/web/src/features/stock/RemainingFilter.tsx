import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { REMAINING_FILTERS } from '@stalboek/domain';

/** The remaining filter of spec 02: All (nothing in the URL), 'In stock' or 'Out of stock'. */
export function RemainingFilter({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (next: string | undefined) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label="Resterend"
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || undefined)}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 160 }}
    >
      <MenuItem value="">All</MenuItem>
      {REMAINING_FILTERS.map((r) => (
        <MenuItem key={r} value={r}>
          {r}
        </MenuItem>
      ))}
    </TextField>
  );
}
