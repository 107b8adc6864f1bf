import DialogContentText from '@mui/material/DialogContentText';
import { embryoActionMsg, embryoNoteBody } from '@stalboek/domain';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import { useSaveForm } from '../../../components/form/useSaveForm.ts';
import { useNoteAction } from './api/useEmbryoMutations.ts';
import type { NoteAction } from './api/useEmbryoMutations.ts';
import { useRunProgress } from './dialogForm.ts';
import type { EmbryoDialogProps } from './dialogForm.ts';
import { DialogStatus } from './DialogStatus.tsx';
import { EMBRYO_ACTION_LABELS } from './embryoActions.ts';
import { embryoCount } from './labels.ts';

const noteForm = embryoNoteBody.pick({ note: true });

const TEXTS: Record<NoteAction, { save: string; success: string; verb: string }> = {
  deactivate: { save: 'Deactiveren', success: embryoActionMsg.deactivated, verb: 'gedeactiveerd' },
  reactivate: { save: 'Activeren', success: embryoActionMsg.reactivated, verb: 'geactiveerd' },
  lost: { save: 'Markeren', success: embryoActionMsg.lost, verb: 'gemarkeerd' },
};

function question(action: NoteAction, embryos: EmbryoDialogProps['embryos']): string {
  const [first] = embryos;
  switch (action) {
    case 'deactivate':
      return `${embryoCount(embryos.length)} ${embryos.length === 1 ? 'wordt' : 'worden'} gedeactiveerd en als beschadigd gemarkeerd. Waarom?`;
    case 'reactivate':
      return `Embryo ${first?.code ?? ''} wordt terug actief. Waarom?`;
    case 'lost':
      return `De dracht van embryo ${first?.code ?? ''}${first?.surrogate ? ` bij ${first.surrogate.name}` : ''} ging verloren: de draagmoeder kan een ander embryo krijgen. Waarom?`;
  }
}

/**
 * Deactiveren (one call per embryo, in order, stopping at the first failure), Activeren (one
 * deactivated embryo) or Verloren (one transferred embryo), each with a required note (spec 02 §4).
 */
export function NoteActionDialog({
  action,
  embryos,
  onClose,
  onDone,
}: EmbryoDialogProps & { action: NoteAction }) {
  const run = useRunProgress(embryos);
  const save = useNoteAction(action);
  const texts = TEXTS[action];
  const form = useSaveForm({
    schema: noteForm,
    defaultValues: { note: '' },
    save,
    toVariables: ({ note }) => ({ embryos: run.left, onEach: run.onEach, note }),
    successMessage: () => texts.success,
    onSaved: onDone,
  });
  return (
    <FormDialog
      titleId={`embryo-${action}-title`}
      title={EMBRYO_ACTION_LABELS[action]}
      saveLabel={texts.save}
      onClose={onClose}
      form={form}
    >
      <DialogContentText sx={{ mb: 2 }}>{question(action, embryos)}</DialogContentText>
      <FormTextField
        control={form.control}
        name="note"
        label="Opmerking"
        required
        fullWidth
        multiline
        minRows={2}
        autoFocus
      />
      <DialogStatus
        busy={form.busy}
        error={save.error}
        run={{ done: run.done, total: run.total, verb: texts.verb }}
      />
    </FormDialog>
  );
}
