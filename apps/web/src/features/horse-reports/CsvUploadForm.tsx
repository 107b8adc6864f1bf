import { useState } from 'react';
import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import UploadIcon from '@mui/icons-material/Upload';
import { uploadMessages } from '@stalboek/domain';
import type { ApiErrorBody } from '@stalboek/domain';
import { ApiError } from '../../api/client.ts';
import { useFeedback } from '../../lib/feedback.ts';
import { useCsvUpload } from './api/useCsvUpload.ts';
import type { CsvUploadType } from './api/useCsvUpload.ts';

type RowProblem = NonNullable<ApiErrorBody['details']>[number];

/** Where a problem is, as the user reads it: 'row 12' (the spreadsheet's row) is 'Rij 12'. */
function problemPlace(path: string): string {
  const row = /^row (\d+)$/.exec(path);
  if (row) return `Rij ${row[1]}`;
  if (path === 'header') return 'Kopregel';
  if (path === 'body.file') return 'Bestand';
  return path === 'rows' ? '' : path;
}

export type CsvUploadFormProps = {
  title: string;
  type: CsvUploadType;
  /** What the file must hold (columns). */
  help?: ReactNode;
};

/**
 * One CSV upload (spec 02 §5): a file is required and must end in .csv, else 'Invalid file
 * uploaded, make sure the extension is .csv'. A refusal with per-row details lists them here,
 * each with its row ('Rij 12') and what is wrong ('productiedatum: …').
 */
export function CsvUploadForm({ title, type, help }: CsvUploadFormProps) {
  const { showSuccess } = useFeedback();
  const upload = useCsvUpload(type);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [problems, setProblems] = useState<RowProblem[]>([]);
  const titleId = `upload-${type}`;

  const choose = (chosen: File | null) => {
    setProblems([]);
    if (chosen && !chosen.name.toLowerCase().endsWith('.csv')) {
      setFile(null);
      setError(uploadMessages.badCsv);
      return;
    }
    setFile(chosen);
    setError(null);
  };

  const submit = () => {
    if (!file) {
      setError(uploadMessages.badCsv);
      return;
    }
    upload.mutate(file, {
      onSuccess: () => {
        showSuccess('Succesvol geupload');
        setFile(null);
        setProblems([]);
      },
      onError: (e) =>
        setProblems(e instanceof ApiError && e.status === 400 ? (e.body?.details ?? []) : []),
    });
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <form
        aria-labelledby={titleId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack spacing={2}>
          <Typography id={titleId} variant="h6" component="h2">
            {title}
          </Typography>
          {help}
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Button component="label" variant="outlined" startIcon={<AttachFileIcon />}>
              CSV-bestand kiezen
              <input
                hidden
                type="file"
                accept=".csv"
                aria-label={`${title}: CSV-bestand`}
                onChange={(event) => {
                  choose(event.target.files?.[0] ?? null);
                  event.target.value = '';
                }}
              />
            </Button>
            <Typography variant="body2" color={file ? 'text.primary' : 'text.secondary'}>
              {file ? file.name : 'Geen bestand gekozen'}
            </Typography>
          </Stack>
          {error ? <FormHelperText error>{error}</FormHelperText> : null}
          <Stack direction="row">
            <Button
              type="submit"
              variant="contained"
              startIcon={<UploadIcon />}
              disabled={!file || upload.isPending}
            >
              Uploaden
            </Button>
          </Stack>
          {problems.length ? (
            <List dense aria-label={`Fouten in ${title}`}>
              {problems.map((p, i) => (
                <ListItem key={`${i}-${p.path}-${p.message}`} disableGutters>
                  <ListItemText
                    primary={p.message}
                    secondary={problemPlace(p.path) || undefined}
                    slotProps={{ primary: { color: 'error' } }}
                  />
                </ListItem>
              ))}
            </List>
          ) : null}
        </Stack>
      </form>
    </Paper>
  );
}
