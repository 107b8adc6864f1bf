import { Controller } from 'react-hook-form';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

export type FormFreeTextProps<T extends FieldValues, TOut = T> = {
  name: FieldPath<T>;
  control: Control<T, unknown, TOut>;
  label: string;
  /** Suggestions; any other text may be typed too. */
  options: readonly string[];
  required?: boolean;
  autoFocus?: boolean;
};

/**
 * A free text field with suggestions (MUI Autocomplete freeSolo) bound to react-hook-form:
 * the typed text is the value, picking a suggestion fills it in.
 */
export function FormFreeText<T extends FieldValues, TOut = T>({
  name,
  control,
  label,
  options,
  required,
  autoFocus,
}: FormFreeTextProps<T, TOut>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const text = typeof field.value === 'string' ? field.value : '';
        return (
          <Autocomplete
            freeSolo
            options={options}
            value={text || null}
            inputValue={text}
            onChange={(_event, value) => field.onChange(value ?? '')}
            onInputChange={(_event, value) => field.onChange(value)}
            onBlur={field.onBlur}
            renderInput={(params) => (
              <TextField
                {...params}
                name={field.name}
                inputRef={field.ref}
                label={label}
                required={required}
                autoFocus={autoFocus}
                error={fieldState.error !== undefined}
                helperText={fieldState.error?.message}
              />
            )}
          />
        );
      }}
    />
  );
}
