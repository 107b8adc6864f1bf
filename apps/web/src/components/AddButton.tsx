import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';

/** A screen's or tab's '… toevoegen' button. */
export function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="contained" startIcon={<AddIcon />} onClick={onClick}>
      {label}
    </Button>
  );
}
