import type { ProtocolInput } from '@stalboek/domain';
import { useFieldArray, useFormContext } from 'react-hook-form';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { FormText } from './FormText.tsx';
import type { TreatmentFormValues } from './formValues.ts';
import { SubSection } from './SectionTitle.tsx';

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
      add={
        <Button
          startIcon={<AddIcon />}
          onClick={() => append({ elementType: 'Amount', elementName: '' })}
        >
          Aantal toevoegen
        </Button>
      }
    >
      {fields.map((field, index) => (
        <Stack key={field.id} direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          <FormText
            control={control}
            name={`simple_parameters.${index}.elementName`}
            label="Naam van het aantal"
            required
            size="small"
            fullWidth
          />
          <Tooltip title="Aantal verwijderen">
            <IconButton
              aria-label={`Aantal ${index + 1} verwijderen`}
              onClick={() => remove(index)}
            >
              <DeleteIcon />
            </IconButton>
          </Tooltip>
        </Stack>
      ))}
    </SubSection>
  );
}
