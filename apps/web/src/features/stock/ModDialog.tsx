import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import {
  dutchDay,
  modBody,
  NO_EXPIRED_MOD_TYPES,
  notExpiredFrom,
  stockMessages,
} from '@stalboek/domain';
import type { EditableModType, ModFields, ModInput, StockBatch } from '@stalboek/domain';
import { useFeedback } from '../../app/feedback.tsx';
import { FormTextField } from '../../components/form/FormTextField.tsx';
import { searchCustomers, searchHorses } from './api/searchRefs.ts';
import type { Ref } from './api/searchRefs.ts';
import { useAddMod } from './api/useStockMutations.ts';
import { formatAmount } from './format.ts';
import { RefAutocomplete } from '../../components/form/RefAutocomplete.tsx';

/** The mod body of spec 02 §5, and at most what the batch holds. */
function schemaFor(batch: StockBatch) {
  return modBody.superRefine((b, ctx) => {
    if (b.amount > batch.remainingAmount)
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: stockMessages.notEnough(batch.remainingAmount),
      });
  });
}

/** A customer (Verkoop) or horse (Toediening) picker bound to the form's id field. */
function PickerField({ control, name }: { control: Control<ModFields>; name: 'client' | 'horse' }) {
  const [chosen, setChosen] = useState<Ref | null>(null);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <RefAutocomplete
          label={name === 'client' ? 'Klant' : 'Paard'}
          required
          value={field.value ? chosen : null}
          onChange={(next) => {
            setChosen(next);
            field.onChange(next?._id ?? null);
          }}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          search={name === 'client' ? searchCustomers : searchHorses}
          queryKey={[name === 'client' ? 'customers' : 'horses']}
        />
      )}
    />
  );
}

export type ModDialogProps = { batch: StockBatch; type: EditableModType; onClose: () => void };

/** Whether `type` may not come from this batch because it has expired (clinic rule). */
function expiredFor(batch: StockBatch, type: EditableModType): boolean {
  const expiry = new Date(batch.expirationDate);
  return (
    (NO_EXPIRED_MOD_TYPES as readonly string[]).includes(type) &&
    expiry < notExpiredFrom(new Date())
  );
}

/**
 * Takes an amount out of one batch (spec 02 §4-5): a number > 0 with at most 2 decimals (step
 * 0.01) and at most what the batch holds; Verkoop needs a customer, Toediening a horse, and
 * neither comes from an expired batch. Success: '{type} succesvol.'
 */
export function ModDialog({ batch, type, onClose }: ModDialogProps) {
  const { showSuccess } = useFeedback();
  const add = useAddMod();
  const schema = useMemo(() => schemaFor(batch), [batch]);
  const expired = expiredFor(batch, type);
  const { control, handleSubmit, formState } = useForm<ModFields, unknown, ModInput>({
    resolver: zodResolver(schema),
    mode: 'all',
    defaultValues: { type, amount: '', client: null, horse: null },
  });
  const onSubmit = handleSubmit((parsed) => {
    const body: ModInput = { type: parsed.type, amount: parsed.amount };
    if (type === 'Verkoop') body.client = parsed.client;
    if (type === 'Toediening') body.horse = parsed.horse;
    add.mutate(
      { batchId: batch._id, body },
      {
        onSuccess: () => {
          showSuccess(`${type} succesvol.`);
          onClose();
        },
      },
    );
  });
  return (
    <Dialog
      open
      onClose={add.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="mod-dialog-title"
    >
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="mod-dialog-title">{type}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Lot {batch.lotNumber}: nog {formatAmount(batch.remainingAmount)} in stock.
          </DialogContentText>
          {expired ? (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {stockMessages.expiredBatch(dutchDay(new Date(batch.expirationDate)))}
            </Alert>
          ) : null}
          <Stack spacing={2}>
            <FormTextField
              control={control}
              name="amount"
              label="Aantal"
              type="number"
              required
              autoFocus
              slotProps={{ htmlInput: { min: 0, max: batch.remainingAmount, step: 0.01 } }}
            />
            {type === 'Verkoop' ? <PickerField control={control} name="client" /> : null}
            {type === 'Toediening' ? <PickerField control={control} name="horse" /> : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={add.isPending}>
            Annuleren
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={expired || !formState.isValid || add.isPending}
          >
            Opslaan
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
