import { useState } from 'react';
import { Controller } from 'react-hook-form';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { RefAutocomplete } from './RefAutocomplete.tsx';
import type { RefAutocompleteProps } from './RefAutocomplete.tsx';
import type { Ref } from '../../lib/refs.ts';

export type FormRefProps<T extends FieldValues, TOut = T> = Omit<
  RefAutocompleteProps,
  'value' | 'onChange' | 'error' | 'name' | 'onBlur'
> & {
  name: FieldPath<T>;
  control: Control<T, unknown, TOut>;
  /** The saved reference ({_id, name}), to show its name before anything is searched. */
  initial: Ref | null;
};

/** An autocomplete whose form value is the chosen entity's id. */
export function FormRef<T extends FieldValues, TOut = T>({
  name,
  control,
  initial,
  ...rest
}: FormRefProps<T, TOut>) {
  const [chosen, setChosen] = useState<Ref | null>(initial);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const id = typeof field.value === 'string' ? field.value : null;
        const value = id ? (chosen?._id === id ? chosen : { _id: id, name: '' }) : null;
        return (
          <RefAutocomplete
            {...rest}
            name={field.name}
            value={value}
            onChange={(next) => {
              setChosen(next);
              field.onChange(next?._id ?? null);
            }}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        );
      }}
    />
  );
}
