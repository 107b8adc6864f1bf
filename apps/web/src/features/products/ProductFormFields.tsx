import { Controller } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ProductFields } from '@stalboek/domain';
import { FormTextField } from '../../components/form/FormTextField.tsx';
import type { ProductConfig } from './api/useProductConfig.ts';
import { formatTax } from './format.ts';

const cell = { xs: 12, sm: 6, md: 4 };
const euro = { input: { startAdornment: <InputAdornment position="start">€</InputAdornment> } };

/** A select of the config's choices bound to the form; optional ones offer 'Geen'. */
function Choice({
  control,
  name,
  label,
  options,
  required = false,
}: {
  control: Control<ProductFields>;
  name: 'type' | 'tax' | 'outgoingUnit';
  label: string;
  options: { value: string; label: string }[];
  required?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          fullWidth
          required={required}
          label={label}
          name={field.name}
          inputRef={field.ref}
          value={field.value === undefined || field.value === null ? '' : String(field.value)}
          onChange={(event) =>
            field.onChange(event.target.value === '' ? null : event.target.value)
          }
          onBlur={field.onBlur}
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message}
        >
          {required ? null : (
            <MenuItem value="">
              <em>Geen</em>
            </MenuItem>
          )}
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
        <Choice control={control} name="type" label="Type" required options={list(config.types)} />
      </Grid>
      <Grid size={cell}>
        <Choice
          control={control}
          name="tax"
          label="BTW"
          required
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
        <Choice
          control={control}
          name="outgoingUnit"
          label="Eenheid"
          options={list(config.units)}
        />
      </Grid>
      <Grid size={cell}>
        <FormTextField
          control={control}
          name="sellingPricePerUnit"
          label="Verkoopprijs per eenheid"
          type="number"
          required
          fullWidth
          slotProps={{ ...euro, htmlInput: { min: 0, step: 0.01 } }}
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
        <FormTextField
          control={control}
          name="supplementAdministration"
          label="Toeslag manuele toediening"
          type="number"
          fullWidth
          slotProps={{ ...euro, htmlInput: { min: 0, step: 0.01 } }}
        />
      </Grid>
    </Grid>
  );
}
