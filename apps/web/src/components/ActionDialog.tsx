import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';

export type ActionDialogProps = {
  /** The title's element id, which names the dialog (aria-labelledby). */
  titleId: string;
  title: string;
  open?: boolean;
  onClose: () => void;
  /** The one action besides 'Annuleren' ('Aanmaken', 'Toevoegen'). */
  actionLabel: string;
  canAct: boolean;
  onAct: () => void;
  /** The choices, stacked. */
  children: ReactNode;
};

/** A dialog of a few choices and one action, for choices kept in the component's own state. */
export function ActionDialog(props: ActionDialogProps) {
  return (
    <Dialog
      open={props.open ?? true}
      onClose={props.onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={props.titleId}
    >
      <DialogTitle id={props.titleId}>{props.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          {props.children}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Annuleren</Button>
        <Button variant="contained" disabled={!props.canAct} onClick={props.onAct}>
          {props.actionLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
