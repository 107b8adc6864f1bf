import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import {
  dutchDay,
  modBody,
  NO_EXPIRED_MOD_TYPES,
  notExpiredFrom,
  stockMessages,
} from '@stalboek/domain';
import type { EditableModType, ModInput, StockBatch } from '@stalboek/domain';
import { FormDialog } from '../../components/FormDialog.tsx';
import { useSaveForm } from '../../components/form/useSaveForm.ts';
import { FormTextField } from '../../components/form/FormTextField.tsx';
import { customerSource, horseSource } from '../../lib/refs.ts';
import type { RefSource } from '../../lib/refs.ts';
import { useAddMod } from './api/useStockMutations.ts';
import { formatAmount } from '../../lib/format.ts';
import { FormRef } from '../../components/form/FormRef.tsx';

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

/** Who a mod goes to: the buyer of a Verkoop, the horse of a Toediening. */
const RECIPIENTS: Partial<Record<EditableModType, Recipient>> = {
  Verkoop: { name: 'client', label: 'Klant', source: customerSource },
  Toediening: { name: 'horse', label: 'Paard', source: horseSource },
};
type Recipient = { name: 'client' | 'horse'; label: string; source: RefSource };

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
  const schema = useMemo(() => schemaFor(batch), [batch]);
  const expired = expiredFor(batch, type);
  const recipient = RECIPIENTS[type];
  const form = useSaveForm({
    schema,
    defaultValues: { type, amount: '', client: null, horse: null },
    save: useAddMod(),
    toVariables: (parsed) => {
      const body: ModInput = { type: parsed.type, amount: parsed.amount };
      if (recipient) body[recipient.name] = parsed[recipient.name];
      return { batchId: batch._id, body };
    },
    successMessage: () => `${type} succesvol.`,
    onSaved: onClose,
  });
  const { control } = form;
  return (
    <FormDialog
      titleId="mod-dialog-title"
      title={type}
      onClose={onClose}
      form={form}
      blocked={expired}
    >
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
        {recipient ? (
          <FormRef
            key={recipient.name}
            control={control}
            name={recipient.name}
            label={recipient.label}
            required
            initial={null}
            search={recipient.source.search}
            queryKey={[recipient.source.key]}
          />
        ) : null}
      </Stack>
    </FormDialog>
  );
}
