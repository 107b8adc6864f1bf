import { Controller } from 'react-hook-form';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';

export type CountedTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'defaultValue' | 'helperText'
> & {
  name: FieldPath<T>;
  control: Control<T>;
  /** The schema's maximum, shown as the counter 'n/max'. */
  max: number;
  /** Hint shown while the field has no error, e.g. '+32...'. */
  hint?: string;
};

/**
 * A text field with a character counter 'n/max' under it (spec 01 §5: telephone and zip 16,
 * city 32); the schema's message replaces the hint on the left while the value is wrong.
 */
export function CountedTextField<T extends FieldValues>({
  name,
  control,
  max,
  hint,
  ...rest
}: CountedTextFieldProps<T>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const value = typeof field.value === 'string' ? field.value : '';
        return (
          <TextField
            {...rest}
            name={field.name}
            inputRef={field.ref}
            value={value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error !== undefined}
            helperText={
              <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between' }}>
                <span>{fieldState.error?.message ?? hint ?? ''}</span>
                <Box component="span" sx={{ ml: 1, whiteSpace: 'nowrap' }}>
                  {`${value.length}/${max}`}
                </Box>
              </Box>
            }
          />
        );
      }}
    />
  );
}
