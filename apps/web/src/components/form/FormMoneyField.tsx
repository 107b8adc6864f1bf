import type { FieldValues } from 'react-hook-form';
import InputAdornment from '@mui/material/InputAdornment';
import { FormTextField } from './FormTextField.tsx';
import type { FormTextFieldProps } from './FormTextField.tsx';

const euro = <InputAdornment position="start">€</InputAdornment>;

/** An amount in euro bound to react-hook-form: a number ≥ 0 in cents (step 0.01), '€' before it. */
export function FormMoneyField<T extends FieldValues, TOut = T>(
  props: Omit<FormTextFieldProps<T, TOut>, 'type' | 'slotProps'>,
) {
  return (
    <FormTextField
      {...props}
      type="number"
      slotProps={{ htmlInput: { min: 0, step: 0.01 }, input: { startAdornment: euro } }}
    />
  );
}
