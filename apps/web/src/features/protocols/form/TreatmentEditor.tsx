import { useGoBack } from '../../../app/useGoBack.ts';
import { useMemo, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import type { FieldPath } from 'react-hook-form';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SaveIcon from '@mui/icons-material/Save';
import type { Account, Protocol, ProtocolInput } from '@stalboek/domain';
import { useFeedback } from '../../../app/feedback.tsx';
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
  const { showSuccess } = useFeedback();
  const save = useSaveTreatment(kind);
  const [advanced, setAdvanced] = useState(() => advancedInitially(record));
  const advancedRef = useRef(advanced);
  const resolver = useMemo(() => treatmentResolver(() => advancedRef.current), []);
  const form = useForm<TreatmentFormValues, unknown, ProtocolInput>({
    resolver,
    mode: 'all',
    defaultValues: initialValues(record, accounts.length === 1 ? accounts[0]?._id : undefined),
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
  // Back one page (spec 02 §2); opened directly, the list.
  const goBack = useGoBack(kind.listPath);
  const onSubmit = form.handleSubmit((body) =>
    save.mutate(
      { id: record?._id, body },
      {
        onSuccess: (saved) => {
          showSuccess(`${saved.name} succesvol opgeslagen`);
          goBack();
        },
      },
    ),
  );

  return (
    <FormProvider {...form}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <form onSubmit={onSubmit} noValidate aria-label={kind.singular}>
          <Stack spacing={3} divider={<Divider flexItem />}>
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
            <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
              <Button
                type="submit"
                variant="contained"
                startIcon={<SaveIcon />}
                disabled={!form.formState.isValid || productGone || save.isPending}
              >
                Opslaan
              </Button>
            </Stack>
          </Stack>
        </form>
      </Paper>
    </FormProvider>
  );
}
