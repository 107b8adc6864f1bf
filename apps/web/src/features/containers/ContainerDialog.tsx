import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { containerInput } from '@stalboek/domain';
import type { Container, ContainerInput } from '@stalboek/domain';
import { useFeedback } from '../../app/feedback.tsx';
import { FormTextField } from '../../components/form/FormTextField.tsx';
import { useSaveContainer } from './api/useSaveContainer.ts';
import type { ContainerBody } from './api/useSaveContainer.ts';

export type ContainerDialogProps = {
  /** The container to edit; none to create one. */
  container?: Container;
  onClose: () => void;
};

/**
 * Create or edit a nitrogen container (spec 02 §5): name and number of tubes required. A refused
 * save shows in the banner and keeps the dialog open with what was typed.
 */
export function ContainerDialog({ container, onClose }: ContainerDialogProps) {
  const { showSuccess } = useFeedback();
  const save = useSaveContainer();
  const { control, handleSubmit, formState } = useForm<ContainerInput, unknown, ContainerBody>({
    resolver: zodResolver(containerInput),
    mode: 'all',
    defaultValues: {
      name: container?.name ?? '',
      available_places: container ? String(container.available_places) : '',
    },
  });

  const onSubmit = handleSubmit((body) =>
    save.mutate(
      { id: container?._id, body },
      {
        onSuccess: (saved) => {
          showSuccess(`${saved.name} succesvol opgeslagen`);
          onClose();
        },
      },
    ),
  );

  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="container-dialog-title"
    >
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="container-dialog-title">
          {container ? 'Vat bewerken' : 'Vat toevoegen'}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormTextField control={control} name="name" label="Naam" required autoFocus />
            <FormTextField
              control={control}
              name="available_places"
              label="Aantal kokers"
              type="number"
              required
              slotProps={{ htmlInput: { min: 1, step: 1 } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending}>
            Annuleren
          </Button>
          <Button type="submit" variant="contained" disabled={!formState.isValid || save.isPending}>
            Opslaan
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
