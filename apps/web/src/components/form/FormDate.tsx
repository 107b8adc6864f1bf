import { Controller } from 'react-hook-form';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { DateInput } from './DateInput.tsx';
import type { DateInputProps } from './DateInput.tsx';

export type FormDateProps<T extends FieldValues, TOut = T> = Omit<
  DateInputProps,
  'value' | 'onChange' | 'onBlur' | 'error' | 'name'
> & {
  name: FieldPath<T>;
  control: Control<T, unknown, TOut>;
};

/** A date (or date-time) picker bound to react-hook-form; the value is an ISO string. */
export function FormDate<T extends FieldValues, TOut = T>({
  name,
  control,
  ...rest
}: FormDateProps<T, TOut>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <DateInput
          {...rest}
          name={field.name}
          value={typeof field.value === 'string' ? field.value : null}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
