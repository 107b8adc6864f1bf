import { useWatch } from 'react-hook-form';
import DialogContentText from '@mui/material/DialogContentText';
import { MAX_REASON, modEditBody } from '@stalboek/domain';
import type { StockMod } from '@stalboek/domain';
import { FormDialog } from '../../components/FormDialog.tsx';
import { useSaveForm } from '../../components/form/useSaveForm.ts';
import { FormTextField } from '../../components/form/FormTextField.tsx';
import { useModCorrections } from './api/useMods.ts';
import { useEditMod } from './api/useStockMutations.ts';
import { formatAmount } from '../../lib/format.ts';
import { ModHistory } from './ModHistory.tsx';
import { currentAmount, signedAmount } from './modText.ts';

/**
 * Corrects a mod (spec 02 §5 Mod edit: a number, minimum 0, required; at most 2 decimals like
 * every stock quantity, so step 0.01) and says why. A medicine record is never overwritten: the
 * API writes a correction of the difference and the original stays, so the dialog shows the
 * original and its corrections so far, and the new amount is what the mod will stand at. The
 * batch moves by the difference; a refusal (409: too little in the batch) shows in the banner.
 */
export function ModEditDialog({ mod, onClose }: { mod: StockMod; onClose: () => void }) {
  const { data: corrections } = useModCorrections(mod._id);
  const current = currentAmount(mod, corrections);
  const form = useSaveForm({
    schema: modEditBody,
    defaultValues: { amount: String(mod.effectiveAmount ?? mod.amount), reason: '' },
    save: useEditMod(),
    toVariables: (body) => ({ mod, body }),
    successMessage: () => `${mod.type} succesvol aangepast.`,
    onSaved: onClose,
  });
  const { control } = form;
  const typed = Number(useWatch({ control, name: 'amount' }));
  const difference = Number.isFinite(typed) ? Math.round((typed - current) * 100) / 100 : 0;
  return (
    <FormDialog
      titleId="mod-edit-title"
      title={`${mod.type} aanpassen`}
      onClose={onClose}
      form={form}
      blocked={difference === 0 || corrections === undefined}
    >
      <DialogContentText sx={{ mb: 1 }}>
        Lot {mod.batch.lotNumber}
        {mod.horse ? ` · ${mod.horse.name}` : ''}
        {mod.client ? ` · ${mod.client.name}` : ''}
      </DialogContentText>
      <ModHistory original={mod} corrections={corrections} />
      <DialogContentText sx={{ mb: 2 }}>Huidig aantal: {formatAmount(current)}</DialogContentText>
      <FormTextField
        control={control}
        name="amount"
        label="Nieuw aantal"
        type="number"
        required
        fullWidth
        autoFocus
        sx={{ mb: 2 }}
        helperText={
          difference !== 0
            ? `Er wordt een correctie van ${signedAmount(difference)} geregistreerd.`
            : `Gelijk aan het huidige aantal (${formatAmount(current)}).`
        }
        slotProps={{ htmlInput: { min: 0, step: 0.01 } }}
      />
      <FormTextField
        control={control}
        name="reason"
        label="Reden"
        required
        fullWidth
        multiline
        slotProps={{ htmlInput: { maxLength: MAX_REASON } }}
      />
    </FormDialog>
  );
}
