import { Controller } from 'react-hook-form';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { format, isValid, parseISO } from 'date-fns';

/** What the form holds for half-typed text: the schema answers 'Ongeldige datum'. */
const INVALID = 'ongeldig';

function toDate(value: unknown): Date | null {
  if (typeof value !== 'string' || value === '' || value === INVALID) return null;
  const d = parseISO(value);
  return isValid(d) ? d : null;
}

/**
 * A Dutch day picker (dd/MM/yyyy) bound to react-hook-form; the form value is the picked day
 * 'YYYY-MM-DD', which the domain stores at 12:00 Europe/Brussels.
 */
export function FormDay<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  required,
}: {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DatePicker
          label={label}
          format="dd/MM/yyyy"
          value={toDate(field.value)}
          onChange={(date) =>
            field.onChange(
              date === null ? '' : isValid(date) ? format(date, 'yyyy-MM-dd') : INVALID,
            )
          }
          enableAccessibleFieldDOMStructure={false}
          slotProps={{
            textField: {
              name: field.name,
              required,
              fullWidth: true,
              onBlur: field.onBlur,
              error: fieldState.error !== undefined,
              helperText: fieldState.error?.message,
            },
          }}
        />
      )}
    />
  );
}
