import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { deliveryMessages } from '@stalboek/domain';
import { apiFetch } from '../../api/client.ts';
import { MediniImportForm, type DeliveriesAnswer } from './MediniImportForm.tsx';

export type MediniImportDialogProps = {
  open: boolean;
  /**
   * Called whenever the dialog closes — after a save, 'Annuleren' or 'Sluiten' alike: opening it
   * already turned the complete deliveries into batches, so the overview reloads every time.
   */
  onClose: () => void;
};

/**
 * 'Imported batches' (spec 02 /stock, §4 Medini import): on open it reads the Medini feed (complete
 * deliveries of known products become batches on the server), lists the deliveries still to
 * complete, and saving sends the edited list and closes.
 */
export function MediniImportDialog({ open, onClose }: MediniImportDialogProps) {
  const query = useQuery({
    queryKey: ['deliveries', 'medini'],
    queryFn: ({ signal }) => apiFetch<DeliveriesAnswer>('/api/delivery/medini', { signal }),
    enabled: open,
    retry: false,
    gcTime: 0,
    refetchOnMount: 'always',
  });
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xl" aria-labelledby="medini-title">
      <DialogTitle id="medini-title">Imported batches</DialogTitle>
      {query.isPending || query.isFetching ? (
        <DialogContent sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label="Leveringen laden" />
        </DialogContent>
      ) : query.isError ? (
        <>
          <DialogContent>
            <Alert severity="error">{deliveryMessages.unavailable}</Alert>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Sluiten</Button>
          </DialogActions>
        </>
      ) : (
        <MediniImportForm
          key={query.dataUpdatedAt}
          deliveries={query.data.incompleteProducts}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}
