import type { DefaultValues } from 'react-hook-form';
import DialogContentText from '@mui/material/DialogContentText';
import { embryoActionMsg, semenLocationInput } from '@stalboek/domain';
import type { SemenLocationInput } from '@stalboek/domain';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { useSaveForm } from '../../../components/form/useSaveForm.ts';
import { useRelocateEmbryos } from './api/useEmbryoMutations.ts';
import type { RelocateRun } from './api/useEmbryoMutations.ts';
import { useRunProgress } from './dialogForm.ts';
import type { EmbryoDialogProps } from './dialogForm.ts';
import { DialogStatus } from './DialogStatus.tsx';
import { EMBRYO_ACTION_LABELS } from './embryoActions.ts';
import { embryoCount } from './labels.ts';
import { LocationFields } from '../../semen/index.ts';
import type { LocationFieldValues } from './RemainingSpace.tsx';
import { RemainingSpace } from './RemainingSpace.tsx';

const EMPTY: DefaultValues<LocationFieldValues> = { container: '', tube: '' };

/**
 * 'Verplaatsen' (spec 02 §5): the selected embryos to one container, tube and position, all
 * required; the room left there is shown. One PUT per embryo, in order: a failure stops the run
 * and says how many moved (a retry moves the others).
 */
export function RelocateDialog({ embryos, onClose, onDone }: EmbryoDialogProps) {
  const run = useRunProgress(embryos);
  const save = useRelocateEmbryos();
  const form = useSaveForm<LocationFieldValues, SemenLocationInput, void, RelocateRun>({
    schema: semenLocationInput,
    defaultValues: EMPTY,
    save,
    toVariables: (location: SemenLocationInput) => ({
      embryos: run.left,
      onEach: run.onEach,
      location,
    }),
    successMessage: () => embryoActionMsg.relocated,
    onSaved: onDone,
  });
  return (
    <FormDialog
      titleId="embryo-relocate-title"
      title={EMBRYO_ACTION_LABELS.relocate}
      saveLabel="Verplaatsen"
      onClose={onClose}
      form={form}
    >
      <DialogContentText sx={{ mb: 2 }}>{embryoCount(embryos.length)} naar:</DialogContentText>
      <LocationFields
        control={form.control}
        names={{ container: 'container', tube: 'tube', position: 'position' }}
        onContainerChange={() => form.setValue('tube', '', { shouldValidate: true })}
      />
      <RemainingSpace control={form.control} />
      <DialogStatus
        busy={form.busy}
        error={save.error}
        run={{ done: run.done, total: run.total, verb: 'verplaatst' }}
      />
    </FormDialog>
  );
}
