import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useFeedback } from '../../../app/feedback.tsx';
import { useRelocateHorses } from '../api/useRelocateHorses.ts';
import { StableLocationFields } from '../form/StableLocationFields.tsx';

/** Move-horses dialog (spec 02 §5): stable and location required. */
const moveForm = z.object({
  stable: z.string().min(1, 'Gelieve een stal te kiezen'),
  location: z.string().min(1, 'Gelieve een locatie te kiezen'),
});
type MoveForm = z.infer<typeof moveForm>;

export type MoveHorsesDialogProps = {
  horseIds: string[];
  onClose: () => void;
  onMoved: () => void;
};

/** Moves the selected horses to one location: a stable first, then a location of that stable. */
export function MoveHorsesDialog({ horseIds, onClose, onMoved }: MoveHorsesDialogProps) {
  const { showSuccess } = useFeedback();
  const relocate = useRelocateHorses();
  const { control, handleSubmit, formState } = useForm<MoveForm>({
    resolver: zodResolver(moveForm),
    mode: 'all',
    defaultValues: { stable: '', location: '' },
  });
  const onSubmit = handleSubmit(({ location }) =>
    relocate.mutate(
      { horses: horseIds, location },
      {
        onSuccess: () => {
          showSuccess('Verplaatsen succesvol.');
          onMoved();
        },
      },
    ),
  );
  const count = horseIds.length;
  return (
    <Dialog
      open
      onClose={relocate.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="move-horses-title"
    >
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="move-horses-title">Paarden verplaatsen</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {count === 1 ? '1 paard' : `${count} paarden`} naar een nieuwe locatie verplaatsen.
          </DialogContentText>
          <StableLocationFields
            control={control}
            stableName="stable"
            locationName="location"
            need={count}
            required
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={relocate.isPending}>
            Annuleren
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!formState.isValid || relocate.isPending}
          >
            Verplaatsen
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
