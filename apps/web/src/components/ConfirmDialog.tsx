import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export type ConfirmDialogProps = {
  open: boolean;
  /** What is deleted, e.g. 'A-Box 1'; without it the generic question is asked. */
  name?: string;
  /** Overrides the question (e.g. the lot confirmation of spec 02 §8). */
  message?: string;
  /** The delete call is running: buttons disabled, the dialog cannot be closed. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * The generic delete confirmation of spec 01 §2: '{name} verwijderen', 'U staat op het punt om
 * {name} te verwijderen.' (or 'Bent u zeker dat u dit item wil verwijderen?'), Annuleren / Verwijderen.
 */
export function ConfirmDialog({
  open,
  name,
  message,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const title = name ? `${name} verwijderen` : 'Item verwijderen';
  const text =
    message ??
    (name
      ? `U staat op het punt om ${name} te verwijderen.`
      : 'Bent u zeker dat u dit item wil verwijderen?');
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby="confirm-dialog-title"
      aria-describedby="confirm-dialog-text"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="confirm-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-dialog-text">{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          Annuleren
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={onConfirm}
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Verwijderen
        </Button>
      </DialogActions>
    </Dialog>
  );
}
