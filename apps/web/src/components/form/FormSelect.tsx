import { Controller } from 'react-hook-form';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type FormSelectProps<T extends FieldValues, TOut = T> = {
  name: FieldPath<T>;
  /** The form's control; `TOut` is what its resolver parses the values into. */
  control: Control<T, unknown, TOut>;
  label: string;
  options: readonly SelectOption[];
  required?: boolean;
  disabled?: boolean;
  /** Offer an empty choice with this label (optional fields). */
  emptyLabel?: string;
  /** Show the empty choice's label in the field while nothing is chosen. */
  displayEmpty?: boolean;
  /** What the form keeps for "nothing chosen": '' (the schema names what is missing) or null. */
  empty?: '' | null;
  helperText?: string;
  /** An error the schema does not give (e.g. a report's required field). */
  extraError?: string;
  size?: 'small' | 'medium';
  /** Called after the value changed (e.g. clear a dependent field). */
  onPicked?: (value: string) => void;
};

/** A select bound to react-hook-form; shows the schema's Dutch message under it. */
export function FormSelect<T extends FieldValues, TOut = T>(props: FormSelectProps<T, TOut>) {
  const { name, control, options, emptyLabel, empty = '' } = props;
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const message = fieldState.error?.message ?? props.extraError;
        return (
          <TextField
            select
            fullWidth
            size={props.size}
            label={props.label}
            required={props.required}
            disabled={props.disabled}
            name={field.name}
            inputRef={field.ref}
            value={field.value === undefined || field.value === null ? '' : String(field.value)}
            onChange={(event) => {
              const value = event.target.value;
              field.onChange(value === '' ? empty : value);
              props.onPicked?.(value);
            }}
            onBlur={field.onBlur}
            error={message !== undefined}
            helperText={message ?? props.helperText}
            slotProps={
              props.displayEmpty
                ? { select: { displayEmpty: true }, inputLabel: { shrink: true } }
                : undefined
            }
          >
            {emptyLabel !== undefined ? (
              <MenuItem value="">
                <em>{emptyLabel}</em>
              </MenuItem>
            ) : null}
            {options.map((o) => (
              <MenuItem key={o.value} value={o.value} disabled={o.disabled}>
                {o.label}
              </MenuItem>
            ))}
          </TextField>
        );
      }}
    />
  );
}

/** Plain strings as options. */
export function optionsOf(values: readonly string[]): SelectOption[] {
  return values.map((value) => ({ value, label: value }));
}
