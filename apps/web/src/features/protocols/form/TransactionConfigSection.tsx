import type { ProtocolInput } from '@stalboek/domain';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import type { TransactionAction, TransactionType } from '@stalboek/domain';
import type { ProtocolOptions } from '../api/useProtocolOptions.ts';
import { FormSelect } from '../../../components/form/FormSelect.tsx';
import type { TreatmentFormValues } from './formValues.ts';
import { RemoveRowButton, RowError, SubSection } from './SectionTitle.tsx';

/**
 * The transactions a case writes when it applies the treatment. A type narrows the actions
 * offered; choosing a type that does not allow the chosen action clears it (spec 02 §4).
 */
export function TransactionConfigSection({ options }: { options: ProtocolOptions }) {
  const { control, getValues, setValue, formState } = useFormContext<
    TreatmentFormValues,
    unknown,
    ProtocolInput
  >();
  const { fields, append, remove } = useFieldArray({ control, name: 'transactionConfig' });
  const rows = useWatch({ control, name: 'transactionConfig' });
  const allowed = (type: TransactionType | '' | undefined): readonly TransactionAction[] =>
    type ? (options.transactionActionPerType[type] ?? []) : [];
  const labelOf = (action: TransactionAction) =>
    options.transactionActions.find((a) => a.value === action)?.label ?? action;
  return (
    <SubSection
      title="Transactieconfiguratie"
      addLabel="Transactie toevoegen"
      onAdd={() => append({ transactionType: '', transactionAction: '' })}
    >
      {fields.map((field, index) => {
        const type = rows[index]?.transactionType;
        return (
          <Stack key={field.id} spacing={0.5}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
              <FormSelect
                control={control}
                name={`transactionConfig.${index}.transactionType`}
                label="Transactietype"
                required
                size="small"
                options={options.transactionTypes}
                onPicked={(picked) => {
                  const path = `transactionConfig.${index}.transactionAction` as const;
                  const action = getValues(path);
                  if (action && !allowed(picked as TransactionType).includes(action))
                    setValue(path, '', { shouldValidate: true, shouldDirty: true });
                }}
              />
              <FormSelect
                control={control}
                name={`transactionConfig.${index}.transactionAction`}
                label="Actie"
                required
                size="small"
                disabled={!type}
                options={allowed(type).map((a) => ({ value: a, label: labelOf(a) }))}
              />
              <RemoveRowButton noun="Transactie" index={index} onRemove={() => remove(index)} />
            </Stack>
            <RowError message={formState.errors.transactionConfig?.[index]?.message} />
          </Stack>
        );
      })}
    </SubSection>
  );
}
