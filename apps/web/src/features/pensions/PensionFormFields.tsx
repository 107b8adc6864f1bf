import { Controller } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import { HORSE_TYPES } from '@stalboek/domain';
import type { Account, HorseType, PensionFields } from '@stalboek/domain';
import { InvoiceItemFields } from '../../components/form/InvoiceItemFields.tsx';
import { FormMoneyField } from '../../components/form/FormMoneyField.tsx';

const cell = { xs: 12, sm: 6, md: 4 };

/** Names NL (required), EN and FR; account, tax, price per day; availability per horse type. */
export function PensionFormFields({
  control,
  accounts,
}: {
  control: Control<PensionFields>;
  accounts: Account[];
}) {
  return (
    <Grid container spacing={2}>
      <InvoiceItemFields control={control} accounts={accounts} />
      <Grid size={cell}>
        <FormMoneyField
          control={control}
          name="pricePerDay"
          label="Prijs per dag"
          required
          fullWidth
        />
      </Grid>
      <Grid size={12}>
        <Controller
          control={control}
          name="availableFor"
          render={({ field }) => {
            const chosen: HorseType[] = field.value ?? [];
            const toggle = (type: HorseType, on: boolean) =>
              field.onChange(HORSE_TYPES.filter((t) => (t === type ? on : chosen.includes(t))));
            return (
              <FormControl component="fieldset">
                <FormLabel component="legend">Beschikbaar voor</FormLabel>
                <FormGroup row>
                  {HORSE_TYPES.map((type) => (
                    <FormControlLabel
                      key={type}
                      label={type}
                      control={
                        <Checkbox
                          checked={chosen.includes(type)}
                          onChange={(event) => toggle(type, event.target.checked)}
                        />
                      }
                    />
                  ))}
                </FormGroup>
              </FormControl>
            );
          }}
        />
      </Grid>
    </Grid>
  );
}
