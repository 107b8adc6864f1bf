import DialogContentText from '@mui/material/DialogContentText';
import { z } from 'zod';
import { embryoActionMsg } from '@stalboek/domain';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { useSaveForm } from '../../../components/form/useSaveForm.ts';
import { useSetTraces } from './api/useEmbryoMutations.ts';
import { useRunProgress } from './dialogForm.ts';
import type { EmbryoDialogProps } from './dialogForm.ts';
import { DialogStatus } from './DialogStatus.tsx';
import { EMBRYO_ACTION_LABELS } from './embryoActions.ts';
import { embryoCount } from './labels.ts';

const nothing = z.object({});

/** 'TRACES aanvinken' on the selected embryos of one client: one PUT {traces: true} each. */
export function TracesDialog({ embryos, onClose, onDone }: EmbryoDialogProps) {
  const run = useRunProgress(embryos);
  const save = useSetTraces();
  const form = useSaveForm({
    schema: nothing,
    defaultValues: {},
    save,
    toVariables: () => ({ embryos: run.left, onEach: run.onEach }),
    successMessage: () => embryoActionMsg.traces,
    onSaved: onDone,
  });
  return (
    <FormDialog
      titleId="embryo-traces-title"
      title={EMBRYO_ACTION_LABELS.traces}
      saveLabel="Aanvinken"
      onClose={onClose}
      form={form}
    >
      <DialogContentText>
        TRACES wordt aangevinkt voor {embryoCount(embryos.length)}:{' '}
        {embryos.map((e) => e.code).join(', ')}. Dit kan niet ongedaan gemaakt worden.
      </DialogContentText>
      <DialogStatus
        busy={form.busy}
        error={save.error}
        run={{ done: run.done, total: run.total, verb: 'aangevinkt' }}
      />
    </FormDialog>
  );
}
