import type { Control } from 'react-hook-form';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import type { FormTextFieldProps } from '../../../components/form/FormTextField.tsx';
import type { TreatmentControl, TreatmentFormValues } from './formValues.ts';

/**
 * The shared FormTextField on the treatment form. Its control also carries the parsed body type
 * (ProtocolInput), which the shared field does not use: the one place that says so.
 */
export function FormText({
  control,
  ...rest
}: Omit<FormTextFieldProps<TreatmentFormValues>, 'control'> & { control: TreatmentControl }) {
  return (
    <FormTextField<TreatmentFormValues>
      control={control as unknown as Control<TreatmentFormValues>}
      {...rest}
    />
  );
}
