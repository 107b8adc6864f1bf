import DialogContentText from '@mui/material/DialogContentText';
import { semenLocationInput } from '@stalboek/domain';
import type { SemenLocationInput } from '@stalboek/domain';
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from '../../components/FormDialog.tsx';
import { useSaveForm } from '../../components/form/useSaveForm.ts';
import { useRelocateSemenLots } from './api/useSemenMutations.ts';
import { actionLabel, lotCount, successText } from './labels.ts';
import { LocationFields } from './LocationFields.tsx';
import type { LotDialogProps } from './lotDialog.ts';

const EMPTY: DefaultValues<z.input<typeof semenLocationInput>> = { container: '', tube: '' };

/** 'Verplaatsen': the selected lots to one container, tube and position, all required (spec 02 §5). */
export function RelocateDialog({ lots, onClose, onDone }: LotDialogProps) {
  const form = useSaveForm({
    schema: semenLocationInput,
    defaultValues: EMPTY,
    save: useRelocateSemenLots(),
    toVariables: (location: SemenLocationInput) => ({ lots: lots.map((l) => l._id), location }),
    successMessage: () => successText('Relocate'),
    onSaved: onDone,
  });
  return (
    <FormDialog
      titleId="semen-relocate-title"
      title={actionLabel('Relocate')}
      onClose={onClose}
      form={form}
    >
      <DialogContentText sx={{ mb: 2 }}>{lotCount(lots.length)} naar:</DialogContentText>
      <LocationFields
        control={form.control}
        names={{ container: 'container', tube: 'tube', position: 'position' }}
        onContainerChange={() => form.setValue('tube', '', { shouldValidate: true })}
      />
    </FormDialog>
  );
}
