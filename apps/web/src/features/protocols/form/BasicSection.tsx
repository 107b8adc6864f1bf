import { useWatch } from 'react-hook-form';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import { TAX_RATES } from '@stalboek/domain';
import type { Account } from '@stalboek/domain';
import { FormText } from './FormText.tsx';
import { formatTax } from '../format.ts';
import { FormSelect } from './FormSelect.tsx';
import { FormSwitch } from './FormSwitch.tsx';
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
      <Grid size={cell}>
        <FormText control={control} name="name" label="Naam (NL)" required fullWidth />
      </Grid>
      <Grid size={cell}>
        <FormText control={control} name="translations.en" label="Naam (EN)" fullWidth />
      </Grid>
      <Grid size={cell}>
        <FormText control={control} name="translations.fr" label="Naam (FR)" fullWidth />
      </Grid>
      <Grid size={cell}>
        <FormSelect
          control={control}
          name="account"
          label="Rekening"
          required
          options={accounts.map((a) => ({ value: a._id, label: `${a.number} ${a.name}` }))}
        />
      </Grid>
      <Grid size={cell}>
        <FormSelect
          control={control}
          name="tax"
          label="BTW"
          required
          options={TAX_RATES.map((t) => ({ value: String(t), label: formatTax(t) }))}
        />
      </Grid>
      <Grid size={cell}>
        <FormText
          control={control}
          name="price"
          label="Prijs"
          type="number"
          required
          fullWidth
          slotProps={{
            htmlInput: { min: 0, step: 0.01 },
            input: { startAdornment: <InputAdornment position="start">€</InputAdornment> },
          }}
        />
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
          <FormText
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
