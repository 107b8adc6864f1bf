import { useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import UploadIcon from '@mui/icons-material/Upload';
import VisibilityIcon from '@mui/icons-material/Visibility';
import type { HorseDetail } from '@stalboek/domain';
import { useFeedback } from '../../../lib/feedback.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { downloadFile, viewFile } from '../../../lib/download.ts';
import { useDownload } from '../api/files.ts';
import { useDeletePassport, useUploadPassport } from '../api/useHorseFiles.ts';
import { FileChooser } from './FileChooser.tsx';

/** 'Paspoort': upload (replaces the old one), view, download and delete. */
export function PassportTab({ horse }: { horse: HorseDetail }) {
  const { showSuccess } = useFeedback();
  const upload = useUploadPassport(horse._id);
  const remove = useDeletePassport(horse._id);
  const download = useDownload();
  const [file, setFile] = useState<File | null>(null);
  const [confirming, setConfirming] = useState(false);
  const path = `/api/horse/${horse._id}/passport`;
  const passport = horse.passport;
  const readOnly = horse.death;
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        {passport ? (
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { sm: 'center' } }}
          >
            <Typography sx={{ flexGrow: 1 }}>Paspoort: {passport.filename}</Typography>
            <Button
              startIcon={<VisibilityIcon />}
              disabled={download.isPending}
              onClick={() => download.mutate(() => viewFile(path))}
            >
              Bekijken
            </Button>
            <Button
              startIcon={<DownloadIcon />}
              disabled={download.isPending}
              onClick={() => download.mutate(() => downloadFile(path, passport.filename))}
            >
              Downloaden
            </Button>
            {readOnly ? null : (
              <Button color="error" startIcon={<DeleteIcon />} onClick={() => setConfirming(true)}>
                Verwijderen
              </Button>
            )}
          </Stack>
        ) : (
          <Typography color="text.secondary">Geen paspoort opgeladen</Typography>
        )}
      </Paper>
      {readOnly ? null : (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <form
            aria-label="Paspoort opladen"
            onSubmit={(event) => {
              event.preventDefault();
              if (!file) return;
              upload.mutate(file, {
                onSuccess: () => {
                  showSuccess('Paspoort succesvol opgeladen');
                  setFile(null);
                },
              });
            }}
          >
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ alignItems: { sm: 'center' } }}
            >
              <FileChooser
                label="Paspoort kiezen"
                accept=".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg"
                file={file}
                onChange={setFile}
              />
              <Button
                type="submit"
                variant="contained"
                startIcon={<UploadIcon />}
                disabled={!file || upload.isPending}
              >
                Paspoort uploaden
              </Button>
            </Stack>
          </form>
        </Paper>
      )}
      {confirming ? (
        <ConfirmDialog
          open
          name={`Paspoort van ${horse.name}`}
          busy={remove.isPending}
          onConfirm={() =>
            remove.mutate(undefined, {
              onSuccess: () => showSuccess('Paspoort succesvol verwijderd'),
              onSettled: () => setConfirming(false),
            })
          }
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </Stack>
  );
}
