import type { Control } from 'react-hook-form';
import Grid from '@mui/material/Grid';
import type { ProductFields } from '@stalboek/domain';
import { FormSelect } from '../../components/form/FormSelect.tsx';
import { FormMoneyField } from '../../components/form/FormMoneyField.tsx';
import { FormTextField } from '../../components/form/FormTextField.tsx';
import type { ProductConfig } from './api/useProductConfig.ts';
import { formatTax } from '../../lib/format.ts';

const cell = { xs: 12, sm: 6, md: 4 };

/**
 * The product's fields (spec 02 §5 Product): name, type, tax, CNK, dosage and selling price per
 * unit required; unit, waiting time and supplement optional.
 */
export function ProductFormFields({
  control,
  config,
}: {
  control: Control<ProductFields>;
  config: ProductConfig;
}) {
  const list = (values: string[]) => values.map((v) => ({ value: v, label: v }));
  return (
    <Grid container spacing={2}>
      <Grid size={cell}>
        <FormTextField control={control} name="name" label="Naam" required fullWidth />
      </Grid>
      <Grid size={cell}>
        <FormSelect
          control={control}
          name="type"
          label="Type"
          required
          empty={null}
          options={list(config.types)}
        />
      </Grid>
      <Grid size={cell}>
        <FormSelect
          control={control}
          name="tax"
          label="BTW"
          required
          empty={null}
          options={config.tax.map((t) => ({ value: String(t), label: formatTax(t) }))}
        />
      </Grid>
      <Grid size={cell}>
        <FormTextField
          control={control}
          name="CNK"
          label="CNK"
          required
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7 } }}
        />
      </Grid>
      <Grid size={cell}>
        <FormTextField
          control={control}
          name="dosage"
          label="Dosis"
          type="number"
          required
          fullWidth
          slotProps={{ htmlInput: { min: 0, step: 0.1 } }}
        />
      </Grid>
      <Grid size={cell}>
        <FormSelect
          control={control}
          name="outgoingUnit"
          label="Eenheid"
          emptyLabel="Geen"
          empty={null}
          options={list(config.units)}
        />
      </Grid>
      <Grid size={cell}>
        <FormMoneyField
          control={control}
          name="sellingPricePerUnit"
          label="Verkoopprijs per eenheid"
          required
          fullWidth
        />
      </Grid>
      <Grid size={cell}>
        <FormTextField
          control={control}
          name="waitingTime"
          label="Wachttijd (dagen)"
          type="number"
          fullWidth
          slotProps={{ htmlInput: { min: 0, step: 1 } }}
        />
      </Grid>
      <Grid size={cell}>
        <FormMoneyField
          control={control}
          name="supplementAdministration"
          label="Toeslag manuele toediening"
          fullWidth
        />
      </Grid>
    </Grid>
  );
}
