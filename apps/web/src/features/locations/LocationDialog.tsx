import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { STABLES, locationInput, locationLabel } from '@stalboek/domain';
import type { Location, LocationInput } from '@stalboek/domain';
import { useFeedback } from '../../app/feedback.tsx';
import { FormFreeText } from '../../components/form/FormFreeText.tsx';
import { FormTextField } from '../../components/form/FormTextField.tsx';
import { useSaveLocation } from './api/useSaveLocation.ts';
import type { LocationBody } from './api/useSaveLocation.ts';

export type LocationDialogProps = {
  /** The location to edit; none to create one. */
  location?: Location;
  onClose: () => void;
};

function initialValues(location: Location | undefined): LocationInput {
  return {
    stable: location?.stable ?? '',
    prefix: location?.prefix ?? '',
    name: location?.name ?? '',
    places: location ? String(location.places) : '',
  };
}

/**
 * Create or edit a location (spec 01 §2, spec 02 §5): stable (suggestions, optional), prefix
 * (optional), name and places (required, whole number > 0). A refused save (409) shows in the
 * banner and keeps the dialog open with what was typed.
 */
export function LocationDialog({ location, onClose }: LocationDialogProps) {
  const { showSuccess } = useFeedback();
  const save = useSaveLocation();
  const { control, handleSubmit, formState } = useForm<LocationInput, unknown, LocationBody>({
    resolver: zodResolver(locationInput),
    mode: 'all',
    defaultValues: initialValues(location),
  });

  const onSubmit = handleSubmit((body) =>
    save.mutate(
      { id: location?._id, body },
      {
        onSuccess: (saved) => {
          showSuccess(`${locationLabel(saved)} succesvol opgeslagen`);
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
      maxWidth="sm"
      aria-labelledby="location-dialog-title"
    >
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="location-dialog-title">
          {location ? 'Locatie bewerken' : 'Locatie toevoegen'}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormFreeText
              control={control}
              name="stable"
              label="Stal"
              options={STABLES}
              autoFocus
            />
            <FormTextField control={control} name="prefix" label="Prefix" />
            <FormTextField control={control} name="name" label="Naam" required />
            <FormTextField
              control={control}
              name="places"
              label="Aantal plaatsen"
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
