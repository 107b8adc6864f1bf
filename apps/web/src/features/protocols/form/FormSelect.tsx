import { Controller } from 'react-hook-form';
import type { FieldPath } from 'react-hook-form';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { TreatmentControl, TreatmentFormValues } from './formValues.ts';

export type SelectOption = { value: string; label: string };

export type FormSelectProps = {
  name: FieldPath<TreatmentFormValues>;
  control: TreatmentControl;
  label: string;
  options: readonly SelectOption[];
  required?: boolean;
  disabled?: boolean;
  /** Offer an empty choice with this label. */
  emptyLabel?: string;
  /** The value the form keeps for "nothing chosen" ('' or null). */
  empty?: '' | null;
  /** Called after the user picked a value (e.g. clear a dependent field). */
  onPicked?: (value: string) => void;
  /** An error the schema does not give (e.g. a report's required field). */
  extraError?: string;
  size?: 'small' | 'medium';
};

/** A select bound to the treatment form; shows the schema's Dutch message under it. */
export function FormSelect(props: FormSelectProps) {
  const { name, control, options, empty = '' } = props;
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
            value={typeof field.value === 'string' ? field.value : ''}
            onChange={(event) => {
              const value = event.target.value;
              field.onChange(value === '' ? empty : value);
              props.onPicked?.(value);
            }}
            onBlur={field.onBlur}
            error={message !== undefined}
            helperText={message}
            slotProps={
              props.emptyLabel !== undefined
                ? { select: { displayEmpty: true }, inputLabel: { shrink: true } }
                : undefined
            }
          >
            {props.emptyLabel !== undefined ? (
              <MenuItem value="">
                <em>{props.emptyLabel}</em>
              </MenuItem>
            ) : null}
            {options.map((o) => (
              <MenuItem key={o.value} value={o.value}>
                {o.label}
              </MenuItem>
            ))}
          </TextField>
        );
      }}
    />
  );
}
