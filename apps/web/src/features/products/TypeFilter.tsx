import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { PRODUCT_TYPES } from '@stalboek/domain';

/** The product type multi-select of the product list; its values are kept in the URL (`type`). */
export function TypeFilter({
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
      label="Type"
      value={value}
      onChange={(event) => {
        const next = event.target.value as unknown;
        onChange(Array.isArray(next) ? next.map(String) : String(next).split(','));
      }}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (selected) => (selected as string[]).join(', '),
        },
      }}
      sx={{ minWidth: 200, maxWidth: 360 }}
    >
      {PRODUCT_TYPES.map((type) => (
        <MenuItem key={type} value={type}>
          <Checkbox size="small" checked={value.includes(type)} />
          <ListItemText primary={type} />
        </MenuItem>
      ))}
    </TextField>
  );
}
