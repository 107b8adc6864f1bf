import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import SaveIcon from '@mui/icons-material/Save';

/** A page form's submit button, on the right under the fields. */
export function SaveButton({ disabled, label = 'Opslaan' }: { disabled: boolean; label?: string }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
      <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={disabled}>
        {label}
      </Button>
    </Stack>
  );
}
