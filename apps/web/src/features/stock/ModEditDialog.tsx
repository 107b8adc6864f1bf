import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { MAX_REASON, modEditBody } from '@stalboek/domain';
import type { ModEditFields, ModEditInput, StockMod } from '@stalboek/domain';
import { useFeedback } from '../../app/feedback.tsx';
import { FormTextField } from '../../components/form/FormTextField.tsx';
import { useModCorrections } from './api/useMods.ts';
import { useEditMod } from './api/useStockMutations.ts';
import { formatAmount } from './format.ts';
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
  const { showSuccess } = useFeedback();
  const edit = useEditMod();
  const { data: corrections } = useModCorrections(mod._id);
  const current = currentAmount(mod, corrections);
  const { control, handleSubmit, formState } = useForm<ModEditFields, unknown, ModEditInput>({
    resolver: zodResolver(modEditBody),
    mode: 'all',
    defaultValues: { amount: String(mod.effectiveAmount ?? mod.amount), reason: '' },
  });
  const typed = Number(useWatch({ control, name: 'amount' }));
  const difference = Number.isFinite(typed) ? Math.round((typed - current) * 100) / 100 : 0;
  const onSubmit = handleSubmit((body) =>
    edit.mutate(
      { mod, body },
      {
        onSuccess: () => {
          showSuccess(`${mod.type} succesvol aangepast.`);
          onClose();
        },
      },
    ),
  );
  return (
    <Dialog
      open
      onClose={edit.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="mod-edit-title"
    >
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="mod-edit-title">{mod.type} aanpassen</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>
            Lot {mod.batch.lotNumber}
            {mod.horse ? ` · ${mod.horse.name}` : ''}
            {mod.client ? ` · ${mod.client.name}` : ''}
          </DialogContentText>
          <ModHistory original={mod} corrections={corrections} />
          <DialogContentText sx={{ mb: 2 }}>
            Huidig aantal: {formatAmount(current)}
          </DialogContentText>
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
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={edit.isPending}>
            Annuleren
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!formState.isValid || difference === 0 || !corrections || edit.isPending}
          >
            Opslaan
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
