import { Controller } from 'react-hook-form';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useCountries } from './api/useCustomerConfig.ts';
import type { Country } from './api/useCustomerConfig.ts';

export type CountryFieldProps<T extends FieldValues> = {
  name: FieldPath<T>;
  control: Control<T>;
};

/** 'Land': an autocomplete of /api/config/countries (Dutch names, België first); the value is the code. */
export function CountryField<T extends FieldValues>({ name, control }: CountryFieldProps<T>) {
  const { data: countries = [] } = useCountries();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <Autocomplete<Country>
          options={countries}
          value={countries.find((c) => c.code === field.value) ?? null}
          onChange={(_event, country) => field.onChange(country?.code ?? '')}
          onBlur={field.onBlur}
          getOptionLabel={(country) => country.name}
          isOptionEqualToValue={(a, b) => a.code === b.code}
          getOptionKey={(country) => country.code}
          autoHighlight
          renderInput={(params) => (
            <TextField
              {...params}
              name={field.name}
              inputRef={field.ref}
              label="Land"
              required
              error={fieldState.error !== undefined}
              helperText={fieldState.error?.message}
            />
          )}
        />
      )}
    />
  );
}
