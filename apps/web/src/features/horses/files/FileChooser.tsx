import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';

export type FileChooserProps = {
  /** Button text and the file input's accessible name. */
  label: string;
  file: File | null;
  onChange: (file: File | null) => void;
  accept?: string;
  error?: string | undefined;
  disabled?: boolean;
};

/** A button that opens the file picker, with the chosen file's name next to it. */
export function FileChooser({ label, file, onChange, accept, error, disabled }: FileChooserProps) {
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button
          component="label"
          variant="outlined"
          startIcon={<AttachFileIcon />}
          disabled={disabled}
        >
          {label}
          <input
            hidden
            type="file"
            aria-label={label}
            accept={accept}
            onChange={(event) => {
              onChange(event.target.files?.[0] ?? null);
              // The same file may be chosen again after an error.
              event.target.value = '';
            }}
          />
        </Button>
        <Typography variant="body2" color={file ? 'text.primary' : 'text.secondary'}>
          {file ? file.name : 'Geen bestand gekozen'}
        </Typography>
      </Stack>
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
    </Stack>
  );
}
