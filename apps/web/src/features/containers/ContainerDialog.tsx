import Stack from '@mui/material/Stack';
import { containerInput } from '@stalboek/domain';
import type { Container } from '@stalboek/domain';
import { FormDialog } from '../../components/FormDialog.tsx';
import { FormTextField } from '../../components/form/FormTextField.tsx';
import { useSaveForm } from '../../components/form/useSaveForm.ts';
import { useSaveContainer } from './api/useSaveContainer.ts';

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
  const form = useSaveForm({
    schema: containerInput,
    defaultValues: {
      name: container?.name ?? '',
      available_places: container ? String(container.available_places) : '',
    },
    save: useSaveContainer(),
    toVariables: (body) => ({ id: container?._id, body }),
    successMessage: (saved) => `${saved.name} succesvol opgeslagen`,
    onSaved: onClose,
  });
  const { control } = form;
  return (
    <FormDialog
      titleId="container-dialog-title"
      title={container ? 'Vat bewerken' : 'Vat toevoegen'}
      maxWidth="xs"
      onClose={onClose}
      form={form}
    >
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
    </FormDialog>
  );
}
