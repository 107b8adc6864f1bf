import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { ResearchSheetList } from './ResearchSheetList.tsx';

/** 'Historiek': the horse's research sheets, 10 per page, newest first. */
export function HistoryDialog({ horseId, onClose }: { horseId: string; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="history-title">
      <DialogTitle id="history-title">Historiek</DialogTitle>
      <DialogContent>
        <ResearchSheetList filter={{ horse: horseId }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Sluiten</Button>
      </DialogActions>
    </Dialog>
  );
}
