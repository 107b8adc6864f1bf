import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { TAX_RATES } from '@stalboek/domain';
import { formatTax } from '../format.ts';

/** The tax multi-select of the protocol and lab-test lists; its values live in the URL (`tax`). */
export function TaxFilter({
  value,
  onChange,
}: {
  value: string[];
  onChange: (next: string[]) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label="BTW"
      value={value}
      onChange={(event) => {
        const next = event.target.value as unknown;
        onChange(Array.isArray(next) ? next.map(String) : String(next).split(','));
      }}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (selected) => (selected as string[]).map((t) => `${t} %`).join(', '),
        },
      }}
      sx={{ minWidth: 140 }}
    >
      {TAX_RATES.map((rate) => (
        <MenuItem key={rate} value={String(rate)}>
          <Checkbox size="small" checked={value.includes(String(rate))} />
          <ListItemText primary={formatTax(rate)} />
        </MenuItem>
      ))}
    </TextField>
  );
}
