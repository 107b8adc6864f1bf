import { useWatch } from 'react-hook-form';
import Grid from '@mui/material/Grid';
import type { Account } from '@stalboek/domain';
import { FormMoneyField } from '../../../components/form/FormMoneyField.tsx';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import { InvoiceItemFields } from '../../../components/form/InvoiceItemFields.tsx';
import { FormSwitch } from '../../../components/form/FormSwitch.tsx';
import type { TreatmentControl } from './formValues.ts';

const cell = { xs: 12, sm: 6, md: 4 };

/**
 * Basic information (spec 02 §5): name NL, account, tax and price required; EN/FR optional;
 * the fixed-price switch marked required; a custom invoice description with its text.
 */
export function BasicSection({
  control,
  accounts,
}: {
  control: TreatmentControl;
  accounts: Account[];
}) {
  const custom = useWatch({ control, name: 'hasCustomDescription' });
  return (
    <Grid container spacing={2}>
      <InvoiceItemFields control={control} accounts={accounts} />
      <Grid size={cell}>
        <FormMoneyField control={control} name="price" label="Prijs" required fullWidth />
      </Grid>
      <Grid size={cell}>
        <FormSwitch control={control} name="fixedPrice" label="Vaste prijs" required />
      </Grid>
      <Grid size={cell}>
        <FormSwitch
          control={control}
          name="hasCustomDescription"
          label="Eigen factuuromschrijving"
        />
      </Grid>
      {custom ? (
        <Grid size={12}>
          <FormTextField
            control={control}
            name="invoiceDescription"
            label="Factuuromschrijving"
            fullWidth
            multiline
            minRows={2}
          />
        </Grid>
      ) : null}
    </Grid>
  );
}
