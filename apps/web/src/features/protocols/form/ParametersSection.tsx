import type { ProtocolInput } from '@stalboek/domain';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import {
  HORSE_SPECIFICATIONS,
  HORSE_TYPES,
  PARAMETER_MODELS,
  PARAMETER_MODEL_LABELS,
  protocolMsg,
} from '@stalboek/domain';
import type { ParameterModel } from '@stalboek/domain';
import { FormSelect } from '../../../components/form/FormSelect.tsx';
import type { ParameterRow, TreatmentFormValues } from './formValues.ts';
import { RemoveRowButton, RowError, SubSection } from './SectionTitle.tsx';

const modelOptions = PARAMETER_MODELS.map((m) => ({ value: m, label: PARAMETER_MODEL_LABELS[m] }));
const genderOptions = HORSE_TYPES.map((t) => ({ value: t, label: t }));
const emptyRow = (model: ParameterModel | ''): ParameterRow => ({
  elementModel: model,
  elementType: null,
  elementSpecification: null,
});

/**
 * The fields a case fills in when it applies the treatment: a customer, a horse (gender and an
 * optional specification of that gender), a semen lot or an embryo. Choosing another gender
 * resets the specification; a field the chosen report needs and no row gives is named here with
 * 'dit veld is verplicht voor het geselecteerde rapport'.
 */
export function ParametersSection({ missing }: { missing: readonly ParameterModel[] }) {
  const { control, setValue, formState } = useFormContext<
    TreatmentFormValues,
    unknown,
    ProtocolInput
  >();
  const { fields, append, remove } = useFieldArray({ control, name: 'parameters' });
  const rows = useWatch({ control, name: 'parameters' });
  const set = (path: `parameters.${number}.${'elementType' | 'elementSpecification'}`) =>
    setValue(path, null, { shouldValidate: true, shouldDirty: true });
  return (
    <SubSection
      title="Extra velden"
      addLabel="Parameter toevoegen"
      onAdd={() => append(emptyRow(''))}
    >
      {fields.map((field, index) => {
        const row = rows[index];
        const gender = row?.elementType ?? null;
        return (
          <Stack key={field.id} spacing={0.5}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
              <FormSelect
                control={control}
                name={`parameters.${index}.elementModel`}
                label="Parameter"
                required
                size="small"
                options={modelOptions}
                onPicked={(model) => {
                  if (model === 'Horse') return;
                  set(`parameters.${index}.elementType`);
                  set(`parameters.${index}.elementSpecification`);
                }}
              />
              {row?.elementModel === 'Horse' ? (
                <>
                  <FormSelect
                    control={control}
                    name={`parameters.${index}.elementType`}
                    label="Geslacht"
                    required
                    size="small"
                    empty={null}
                    options={genderOptions}
                    onPicked={() => set(`parameters.${index}.elementSpecification`)}
                  />
                  <FormSelect
                    control={control}
                    name={`parameters.${index}.elementSpecification`}
                    label="Specificatie"
                    size="small"
                    empty={null}
                    emptyLabel="Geen"
                    displayEmpty
                    disabled={gender === null}
                    options={(gender ? HORSE_SPECIFICATIONS[gender] : []).map((s) => ({
                      value: s,
                      label: s,
                    }))}
                  />
                </>
              ) : null}
              <RemoveRowButton noun="Parameter" index={index} onRemove={() => remove(index)} />
            </Stack>
            <RowError message={formState.errors.parameters?.[index]?.message} />
          </Stack>
        );
      })}
      {missing.map((model) => (
        <Stack
          key={model}
          direction="row"
          spacing={2}
          sx={{ alignItems: 'center' }}
          data-testid={`missing-${model}`}
        >
          <Typography color="error" variant="body2">
            {PARAMETER_MODEL_LABELS[model]}: {protocolMsg.requiredForReport}
          </Typography>
          <Button size="small" startIcon={<AddIcon />} onClick={() => append(emptyRow(model))}>
            {PARAMETER_MODEL_LABELS[model]} toevoegen
          </Button>
        </Stack>
      ))}
    </SubSection>
  );
}
