import { Controller } from 'react-hook-form';
import type { FieldPath } from 'react-hook-form';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { TreatmentControl, TreatmentFormValues } from './formValues.ts';

/** An on/off field of the treatment form; `required` marks the label with '*'. */
export function FormSwitch({
  name,
  control,
  label,
  required,
}: {
  name: FieldPath<TreatmentFormValues>;
  control: TreatmentControl;
  label: string;
  required?: boolean;
}) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <FormControlLabel
          label={label}
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
