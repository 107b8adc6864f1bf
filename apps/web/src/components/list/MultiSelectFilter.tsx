import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export type MultiSelectFilterProps = {
  label: string;
  /** The chosen values as the URL keeps them. */
  value: string[];
  options: readonly { value: string; label: string }[];
  onChange: (next: string[]) => void;
};

/** A small multi-select for a list toolbar (type, tax); no choice means all. */
export function MultiSelectFilter({ label, value, options, onChange }: MultiSelectFilterProps) {
  const labelOf = (v: string) => options.find((o) => o.value === v)?.label ?? v;
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => {
        const next = event.target.value as unknown;
        onChange(Array.isArray(next) ? next.map(String) : String(next).split(','));
      }}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (selected) => (selected as string[]).map(labelOf).join(', '),
        },
      }}
      sx={{ minWidth: 160, maxWidth: 320 }}
    >
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          <Checkbox size="small" checked={value.includes(o.value)} />
          <ListItemText primary={o.label} />
        </MenuItem>
      ))}
    </TextField>
  );
}
