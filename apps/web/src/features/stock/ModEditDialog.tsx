import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { modEditBody } from '@stalboek/domain';
import type { ModEditFields, StockMod } from '@stalboek/domain';
import { useFeedback } from '../../app/feedback.tsx';
import { FormTextField } from '../../components/form/FormTextField.tsx';
import { useEditMod } from './api/useStockMutations.ts';

type ModEditInput = z.output<typeof modEditBody>;

/**
 * Edits a mod's amount (spec 02 §5 Mod edit: a number, minimum 0, required; at most 2 decimals
 * like every stock quantity, so step 0.01); the API moves the batch by the difference and refuses
 * (409, banner) when the batch holds too little.
 */
export function ModEditDialog({ mod, onClose }: { mod: StockMod; onClose: () => void }) {
  const { showSuccess } = useFeedback();
  const edit = useEditMod();
  const { control, handleSubmit, formState } = useForm<ModEditFields, unknown, ModEditInput>({
    resolver: zodResolver(modEditBody),
    mode: 'all',
    defaultValues: { amount: String(mod.amount) },
  });
  const onSubmit = handleSubmit(({ amount }) =>
    edit.mutate(
      { mod, amount },
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
      maxWidth="xs"
      aria-labelledby="mod-edit-title"
    >
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="mod-edit-title">{mod.type} aanpassen</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>Lot {mod.batch.lotNumber}</DialogContentText>
          <FormTextField
            control={control}
            name="amount"
            label="Aantal"
            type="number"
            required
            fullWidth
            autoFocus
            slotProps={{ htmlInput: { min: 0, step: 0.01 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={edit.isPending}>
            Annuleren
          </Button>
          <Button type="submit" variant="contained" disabled={!formState.isValid || edit.isPending}>
            Opslaan
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
