import MenuItem from '@mui/material/MenuItem';
import TableCell from '@mui/material/TableCell';
import TextField from '@mui/material/TextField';

/** A size in mm (0 to 200) in a row of the sheet's follicle or cyst table. */
export function SizeCell(props: {
  label: string;
  value: number;
  disabled: boolean;
  onChange: (size: number) => void;
}) {
  return (
    <TableCell>
      <TextField
        type="number"
        size="small"
        value={props.value}
        disabled={props.disabled}
        onChange={(e) => props.onChange(Math.max(0, Number(e.target.value)))}
        slotProps={{ htmlInput: { min: 0, max: 200, 'aria-label': props.label } }}
      />
    </TableCell>
  );
}

/** One of the config's choices, or none (`emptyLabel`), in a row of those tables. */
export function ChoiceCell(props: {
  label: string;
  value: string | null;
  emptyLabel: string;
  options: readonly string[];
  disabled: boolean;
  minWidth: number;
  onChange: (value: string | null) => void;
}) {
  return (
    <TableCell>
      <TextField
        select
        size="small"
        value={props.value ?? ''}
        disabled={props.disabled}
        onChange={(e) => props.onChange(e.target.value || null)}
        slotProps={{ htmlInput: { 'aria-label': props.label } }}
        sx={{ minWidth: props.minWidth }}
      >
        <MenuItem value="">{props.emptyLabel}</MenuItem>
        {props.options.map((o) => (
          <MenuItem key={o} value={o}>
            {o}
          </MenuItem>
        ))}
      </TextField>
    </TableCell>
  );
}
