import { z } from 'zod';
import DialogContentText from '@mui/material/DialogContentText';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { useSaveForm } from '../../../components/form/useSaveForm.ts';
import { useRelocateHorses } from '../api/useRelocateHorses.ts';
import { StableLocationFields } from '../form/StableLocationFields.tsx';

/** Move-horses dialog (spec 02 §5): stable and location required. */
const moveForm = z.object({
  stable: z.string().min(1, 'Gelieve een stal te kiezen'),
  location: z.string().min(1, 'Gelieve een locatie te kiezen'),
});

export type MoveHorsesDialogProps = {
  horseIds: string[];
  onClose: () => void;
  onMoved: () => void;
};

/** Moves the selected horses to one location: a stable first, then a location of that stable. */
export function MoveHorsesDialog({ horseIds, onClose, onMoved }: MoveHorsesDialogProps) {
  const form = useSaveForm({
    schema: moveForm,
    defaultValues: { stable: '', location: '' },
    save: useRelocateHorses(),
    toVariables: ({ location }) => ({ horses: horseIds, location }),
    successMessage: () => 'Verplaatsen succesvol.',
    onSaved: onMoved,
  });
  const count = horseIds.length;
  return (
    <FormDialog
      titleId="move-horses-title"
      title="Paarden verplaatsen"
      saveLabel="Verplaatsen"
      onClose={onClose}
      form={form}
    >
      <DialogContentText sx={{ mb: 2 }}>
        {count === 1 ? '1 paard' : `${count} paarden`} naar een nieuwe locatie verplaatsen.
      </DialogContentText>
      <StableLocationFields
        control={form.control}
        stableName="stable"
        locationName="location"
        need={count}
        required
      />
    </FormDialog>
  );
}
