import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { format } from 'date-fns';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import { newBatchFields } from '@stalboek/domain';
import type { NewBatchFields, NewBatchInput, Product } from '@stalboek/domain';
import { useFeedback } from '../../app/feedback.tsx';
import { FormTextField } from '../../components/form/FormTextField.tsx';
import { useCreateBatch } from './api/useStockMutations.ts';
import { FormDay } from './FormDay.tsx';

const half = { xs: 12, sm: 6 };
const euro = { input: { startAdornment: <InputAdornment position="start">€</InputAdornment> } };

/**
 * 'Lot toevoegen' (spec 02 §5 New batch): lot number, expiration and delivery date and supplier
 * required; prices and amount numbers ≥ 0. The delivery date starts at today and the selling
 * price per unit at the product's.
 */
export function NewBatchDialog({ product, onClose }: { product: Product; onClose: () => void }) {
  const { showSuccess } = useFeedback();
  const create = useCreateBatch();
  const { control, handleSubmit, formState } = useForm<NewBatchFields, unknown, NewBatchInput>({
    resolver: zodResolver(newBatchFields),
    mode: 'all',
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
  });
  const onSubmit = handleSubmit((batch) =>
    create.mutate(
      { ...batch, product: product._id },
      {
        onSuccess: () => {
          showSuccess(`Lot ${batch.lotNumber} succesvol toegevoegd`);
          onClose();
        },
      },
    ),
  );
  const money = (name: 'buyInPrice' | 'sellingPrice' | 'sellingPricePerUnit', label: string) => (
    <Grid size={half}>
      <FormTextField
        control={control}
        name={name}
        label={label}
        type="number"
        required
        fullWidth
        slotProps={{ ...euro, htmlInput: { min: 0, step: 0.01 } }}
      />
    </Grid>
  );
  return (
    <Dialog
      open
      onClose={create.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="batch-dialog-title"
    >
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="batch-dialog-title">Lot toevoegen</DialogTitle>
        <DialogContent>
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
              <FormTextField
                control={control}
                name="supplier"
                label="Leverancier"
                required
                fullWidth
              />
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
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={create.isPending}>
            Annuleren
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!formState.isValid || create.isPending}
          >
            Opslaan
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
