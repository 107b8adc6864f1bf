import { Controller } from 'react-hook-form';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';

export type FormSwitchProps<T extends FieldValues, TOut = T> = {
  name: FieldPath<T>;
  control: Control<T, unknown, TOut>;
  label: string;
  disabled?: boolean;
  /** Marks the label with '*'. */
  required?: boolean;
};

/** An on/off field bound to react-hook-form. */
export function FormSwitch<T extends FieldValues, TOut = T>({
  name,
  control,
  label,
  disabled,
  required,
}: FormSwitchProps<T, TOut>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          disabled={disabled}
          required={required}
          control={
            <Switch
              name={field.name}
              inputRef={field.ref}
              checked={field.value === true}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
            />
          }
        />
      )}
    />
  );
}
