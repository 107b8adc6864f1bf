import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import Grid from '@mui/material/Grid';
import { TAX_RATES } from '@stalboek/domain';
import type { Account } from '@stalboek/domain';
import { formatTax } from '../../lib/format.ts';
import { FormSelect } from './FormSelect.tsx';
import { FormTextField } from './FormTextField.tsx';

/** The fields every invoiced item's form has (pension type, protocol, lab test). */
type InvoiceItemValues = {
  name: string;
  translations: { en: string; fr: string };
  account: string;
  tax: string;
};
/** A form with those fields, whatever their typed values (the domain schemas differ a little). */
type WithInvoiceItem = FieldValues & {
  name: unknown;
  account: unknown;
  tax: unknown;
  translations?: unknown;
};

const cell = { xs: 12, sm: 6, md: 4 };

/**
 * The fields every invoiced item has, as grid cells: the name in Dutch (required), English and
 * French, the ledger account and the VAT rate (required).
 */
export function InvoiceItemFields<T extends WithInvoiceItem, TOut = T>({
  control,
  accounts,
}: {
  control: Control<T, unknown, TOut>;
  accounts: readonly Account[];
}) {
  // These paths exist on every T, which TypeScript cannot work out for a generic form.
  const path = (name: FieldPath<InvoiceItemValues>) => name as FieldPath<T>;
  return (
    <>
      <Grid size={cell}>
        <FormTextField control={control} name={path('name')} label="Naam (NL)" required fullWidth />
      </Grid>
      <Grid size={cell}>
        <FormTextField
          control={control}
          name={path('translations.en')}
          label="Naam (EN)"
          fullWidth
        />
      </Grid>
      <Grid size={cell}>
        <FormTextField
          control={control}
          name={path('translations.fr')}
          label="Naam (FR)"
          fullWidth
        />
      </Grid>
      <Grid size={cell}>
        <FormSelect
          control={control}
          name={path('account')}
          label="Rekening"
          required
          options={accounts.map((a) => ({ value: a._id, label: `${a.number} ${a.name}` }))}
        />
      </Grid>
      <Grid size={cell}>
        <FormSelect
          control={control}
          name={path('tax')}
          label="BTW"
          required
          options={TAX_RATES.map((t) => ({ value: String(t), label: formatTax(t) }))}
        />
      </Grid>
    </>
  );
}
