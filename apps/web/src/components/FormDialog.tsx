import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import type { DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';

export type FormDialogActionsProps = {
  onCancel: () => void;
  /** The save is running: both buttons wait. */
  busy: boolean;
  /** The form may be submitted (valid, and whatever else the dialog asks). */
  canSave: boolean;
  saveLabel?: string;
};

/** 'Annuleren' and the submit button ('Opslaan') under a dialog's form. */
export function FormDialogActions({
  onCancel,
  busy,
  canSave,
  saveLabel = 'Opslaan',
}: FormDialogActionsProps) {
  return (
    <DialogActions>
      <Button onClick={onCancel} disabled={busy}>
        Annuleren
      </Button>
      <Button type="submit" variant="contained" disabled={!canSave || busy}>
        {saveLabel}
      </Button>
    </DialogActions>
  );
}

/** What the dialog needs of its form (useSaveForm's result). */
export type DialogForm = { onSubmit: () => void | Promise<void>; busy: boolean; canSave: boolean };

export type FormDialogProps = {
  /** The title's element id, which names the dialog (aria-labelledby). */
  titleId: string;
  title: ReactNode;
  form: DialogForm;
  /** Something besides the form keeps it from being saved (an expired batch…). */
  blocked?: boolean;
  saveLabel?: string;
  onClose: () => void;
  maxWidth?: DialogProps['maxWidth'];
  children: ReactNode;
};

/**
 * A dialog around one form: title, fields, 'Annuleren' and 'Opslaan'. While the save runs it
 * cannot be closed; a refused save keeps it open with what was typed.
 */
export function FormDialog(props: FormDialogProps) {
  const { form, onClose } = props;
  const { busy } = form;
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth={props.maxWidth ?? 'sm'}
      aria-labelledby={props.titleId}
    >
      <form onSubmit={form.onSubmit} noValidate>
        <DialogTitle id={props.titleId}>{props.title}</DialogTitle>
        <DialogContent>{props.children}</DialogContent>
        <FormDialogActions
          onCancel={onClose}
          busy={busy}
          canSave={form.canSave && !props.blocked}
          saveLabel={props.saveLabel}
        />
      </form>
    </Dialog>
  );
}
