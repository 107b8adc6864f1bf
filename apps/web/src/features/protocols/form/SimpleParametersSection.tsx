import type { ProtocolInput } from '@stalboek/domain';
import { useFieldArray, useFormContext } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import type { TreatmentFormValues } from './formValues.ts';
import { RemoveRowButton, SubSection } from './SectionTitle.tsx';

/**
 * Simple parameters: a named amount ('Aantal rietjes', elementType Amount). The amount itself
 * (≥ 1) is filled in when a case applies the treatment (spec 01 §5).
 */
export function SimpleParametersSection() {
  const { control } = useFormContext<TreatmentFormValues, unknown, ProtocolInput>();
  const { fields, append, remove } = useFieldArray({ control, name: 'simple_parameters' });
  return (
    <SubSection
      title="Aantallen"
      addLabel="Aantal toevoegen"
      onAdd={() => append({ elementType: 'Amount', elementName: '' })}
    >
      {fields.map((field, index) => (
        <Stack key={field.id} direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          <FormTextField
            control={control}
            name={`simple_parameters.${index}.elementName`}
            label="Naam van het aantal"
            required
            size="small"
            fullWidth
          />
          <RemoveRowButton noun="Aantal" index={index} onRemove={() => remove(index)} />
        </Stack>
      ))}
    </SubSection>
  );
}
