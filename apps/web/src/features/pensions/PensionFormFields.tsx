import { Controller } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { HORSE_TYPES, TAX_RATES } from '@stalboek/domain';
import type { Account, HorseType, PensionFields } from '@stalboek/domain';
import { FormTextField } from '../../components/form/FormTextField.tsx';
import { formatTax } from './format.ts';

const cell = { xs: 12, sm: 6, md: 4 };

/** A select of fixed choices bound to the form. */
function Choice({
  control,
  name,
  label,
  options,
}: {
  control: Control<PensionFields>;
  name: 'account' | 'tax';
  label: string;
  options: { value: string; label: string }[];
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          fullWidth
          required
          label={label}
          name={field.name}
          inputRef={field.ref}
          value={field.value === undefined || field.value === null ? '' : String(field.value)}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message}
        >
          {options.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

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
      <Grid size={cell}>
        <FormTextField control={control} name="name" label="Naam (NL)" required fullWidth />
      </Grid>
      <Grid size={cell}>
        <FormTextField control={control} name="translations.en" label="Naam (EN)" fullWidth />
      </Grid>
      <Grid size={cell}>
        <FormTextField control={control} name="translations.fr" label="Naam (FR)" fullWidth />
      </Grid>
      <Grid size={cell}>
        <Choice
          control={control}
          name="account"
          label="Rekening"
          options={accounts.map((a) => ({ value: a._id, label: `${a.number} ${a.name}` }))}
        />
      </Grid>
      <Grid size={cell}>
        <Choice
          control={control}
          name="tax"
          label="BTW"
          options={TAX_RATES.map((t) => ({ value: String(t), label: formatTax(t) }))}
        />
      </Grid>
      <Grid size={cell}>
        <FormTextField
          control={control}
          name="pricePerDay"
          label="Prijs per dag"
          type="number"
          required
          fullWidth
          slotProps={{
            htmlInput: { min: 0, step: 0.01 },
            input: { startAdornment: <InputAdornment position="start">€</InputAdornment> },
          }}
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
