import { useGoBack } from '../../../lib/useGoBack.ts';
import { useMemo, useRef, useState } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import type { FieldPath } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Account, Protocol } from '@stalboek/domain';
import { FormCard } from '../../../components/form/FormCard.tsx';
import { useSaveForm } from '../../../components/form/useSaveForm.ts';
import { useSaveTreatment } from '../api/useSaveTreatment.ts';
import type { ProtocolOptions } from '../api/useProtocolOptions.ts';
import type { TreatmentKind } from '../kinds.ts';
import { AdvancedSection } from './AdvancedSection.tsx';
import { BasicSection } from './BasicSection.tsx';
import { ProductsSection } from './ProductsSection.tsx';
import type { ProductNames } from './ProductsSection.tsx';
import { advancedInitially, initialValues, treatmentResolver } from './formValues.ts';
import type { TreatmentFormValues } from './formValues.ts';

const ADVANCED_FIELDS: FieldPath<TreatmentFormValues>[] = [
  'parameters',
  'simple_parameters',
  'notifications',
  'reportType',
  'transactionConfig',
];

export type TreatmentEditorProps = {
  kind: TreatmentKind;
  record?: Protocol;
  accounts: Account[];
  options: ProtocolOptions;
};

/** The protocol or lab-test form, started once the record (when editing) and the lists are loaded. */
export function TreatmentEditor({ kind, record, accounts, options }: TreatmentEditorProps) {
  const [advanced, setAdvanced] = useState(() => advancedInitially(record));
  const advancedRef = useRef(advanced);
  const resolver = useMemo(() => treatmentResolver(() => advancedRef.current), []);
  // Back one page (spec 02 §2); opened directly, the list.
  const goBack = useGoBack(kind.listPath);
  const form = useSaveForm({
    resolver,
    defaultValues: initialValues(record, accounts.length === 1 ? accounts[0]?._id : undefined),
    save: useSaveTreatment(kind),
    toVariables: (body) => ({ id: record?._id, body }),
    successMessage: (saved) => `${saved.name} succesvol opgeslagen`,
    onSaved: goBack,
  });
  const [names, setNames] = useState<ProductNames>(() =>
    Object.fromEntries((record?.products ?? []).map((p) => [p.product, p.name])),
  );
  const products = useWatch({ control: form.control, name: 'products' });
  const productGone = products.some((p) => p.product !== '' && names[p.product] === null);

  const toggleAdvanced = (on: boolean) => {
    advancedRef.current = on;
    setAdvanced(on);
    // Re-check validity for the new state without showing errors on untouched basic fields.
    void form.trigger(ADVANCED_FIELDS);
  };
  return (
    <FormProvider {...form}>
      <FormCard label={kind.singular} form={form} blocked={productGone} divided>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            Basisinformatie
          </Typography>
          <BasicSection control={form.control} accounts={accounts} />
        </Stack>
        <ProductsSection
          control={form.control}
          names={names}
          onName={(id, name) => setNames((prev) => ({ ...prev, [id]: name }))}
        />
        <AdvancedSection on={advanced} onToggle={toggleAdvanced} options={options} />
      </FormCard>
    </FormProvider>
  );
}
