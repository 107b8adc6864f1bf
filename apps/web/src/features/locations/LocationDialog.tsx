import Stack from '@mui/material/Stack';
import { STABLES, locationInput, locationLabel } from '@stalboek/domain';
import type { Location, LocationInput } from '@stalboek/domain';
import { FormDialog } from '../../components/FormDialog.tsx';
import { FormFreeText } from '../../components/form/FormFreeText.tsx';
import { FormTextField } from '../../components/form/FormTextField.tsx';
import { useSaveForm } from '../../components/form/useSaveForm.ts';
import { useSaveLocation } from './api/useSaveLocation.ts';

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
  const form = useSaveForm({
    schema: locationInput,
    defaultValues: initialValues(location),
    save: useSaveLocation(),
    toVariables: (body) => ({ id: location?._id, body }),
    successMessage: (saved) => `${locationLabel(saved)} succesvol opgeslagen`,
    onSaved: onClose,
  });
  const { control } = form;
  return (
    <FormDialog
      titleId="location-dialog-title"
      title={location ? 'Locatie bewerken' : 'Locatie toevoegen'}
      onClose={onClose}
      form={form}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <FormFreeText control={control} name="stable" label="Stal" options={STABLES} autoFocus />
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
    </FormDialog>
  );
}
