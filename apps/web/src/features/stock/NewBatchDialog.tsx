import { format } from 'date-fns';
import Grid from '@mui/material/Grid';
import { newBatchFields } from '@stalboek/domain';
import type { Product } from '@stalboek/domain';
import { FormDialog } from '../../components/FormDialog.tsx';
import { FormMoneyField } from '../../components/form/FormMoneyField.tsx';
import { useSaveForm } from '../../components/form/useSaveForm.ts';
import { FormTextField } from '../../components/form/FormTextField.tsx';
import { useCreateBatch } from './api/useStockMutations.ts';
import { FormDay } from '../../components/form/FormDay.tsx';

const half = { xs: 12, sm: 6 };

/**
 * 'Lot toevoegen' (spec 02 §5 New batch): lot number, expiration and delivery date and supplier
 * required; prices and amount numbers ≥ 0. The delivery date starts at today and the selling
 * price per unit at the product's.
 */
export function NewBatchDialog({ product, onClose }: { product: Product; onClose: () => void }) {
  const form = useSaveForm({
    schema: newBatchFields,
    defaultValues: {
      lotNumber: '',
      expirationDate: '',
      deliveryDate: format(new Date(), 'yyyy-MM-dd'),
      supplier: '',
      buyInPrice: '',
      sellingPrice: '',
      sellingPricePerUnit: String(product.sellingPricePerUnit),
      initialAmount: '',
    },
    save: useCreateBatch(),
    toVariables: (batch) => ({ ...batch, product: product._id }),
    successMessage: (_saved, batch) => `Lot ${batch.lotNumber} succesvol toegevoegd`,
    onSaved: onClose,
  });
  const { control } = form;
  const money = (name: 'buyInPrice' | 'sellingPrice' | 'sellingPricePerUnit', label: string) => (
    <Grid size={half}>
      <FormMoneyField control={control} name={name} label={label} required fullWidth />
    </Grid>
  );
  return (
    <FormDialog titleId="batch-dialog-title" title="Lot toevoegen" onClose={onClose} form={form}>
      <Grid container spacing={2} sx={{ pt: 1 }}>
        <Grid size={half}>
          <FormTextField
            control={control}
            name="lotNumber"
            label="Lotnummer"
            required
            fullWidth
            autoFocus
          />
        </Grid>
        <Grid size={half}>
          <FormTextField control={control} name="supplier" label="Leverancier" required fullWidth />
        </Grid>
        <Grid size={half}>
          <FormDay control={control} name="expirationDate" label="Vervaldatum" required />
        </Grid>
        <Grid size={half}>
          <FormDay control={control} name="deliveryDate" label="Leverdatum" required />
        </Grid>
        {money('buyInPrice', 'Aankoopprijs')}
        {money('sellingPrice', 'Verkoopprijs')}
        {money('sellingPricePerUnit', 'Verkoopprijs per eenheid')}
        <Grid size={half}>
          <FormTextField
            control={control}
            name="initialAmount"
            label="Aantal"
            type="number"
            required
            fullWidth
            slotProps={{ htmlInput: { min: 0, step: 1 } }}
          />
        </Grid>
      </Grid>
    </FormDialog>
  );
}
