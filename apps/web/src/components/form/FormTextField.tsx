import { Controller } from 'react-hook-form';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';

export type FormTextFieldProps<T extends FieldValues, TOut = T> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'defaultValue'
> & {
  name: FieldPath<T>;
  control: Control<T, unknown, TOut>;
};

/**
 * A TextField bound to react-hook-form; shows the schema's Dutch message under the field.
 * Number fields keep the typed text; the domain schema coerces it (z.coerce.number).
 */
export function FormTextField<T extends FieldValues, TOut = T>({
  name,
  control,
  helperText,
  ...rest
}: FormTextFieldProps<T, TOut>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...rest}
          name={field.name}
          inputRef={field.ref}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}
