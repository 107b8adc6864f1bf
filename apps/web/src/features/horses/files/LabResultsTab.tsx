import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import type { LabResult } from '@stalboek/domain';
import { useFeedback } from '../../../app/feedback.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { downloadFile, useDownload } from '../api/files.ts';
import { useDeleteLabResult, useLabResults } from '../api/useHorseFiles.ts';
import { formatDate, formatDateTime } from '../dates.ts';
import { LabUploadForm } from './LabUploadForm.tsx';

/** 'Labo-resultaten' (saved horses only): upload, list, download and delete. */
export function LabResultsTab({ horseId, readOnly }: { horseId: string; readOnly: boolean }) {
  const { showSuccess } = useFeedback();
  const { data, isLoading } = useLabResults(horseId);
  const remove = useDeleteLabResult(horseId);
  const download = useDownload();
  const [toDelete, setToDelete] = useState<LabResult | null>(null);
  const confirmDelete = () => {
    if (!toDelete) return;
    const { filename } = toDelete;
    remove.mutate(toDelete, {
      onSuccess: () => showSuccess(`${filename} succesvol verwijderd`),
      onSettled: () => setToDelete(null),
    });
  };
  return (
    <Stack spacing={2}>
      {readOnly ? null : <LabUploadForm horseId={horseId} />}
      <Table size="small" aria-label="Labo-resultaten">
        <TableHead>
          <TableRow>
            <TableCell>Labo</TableCell>
            <TableCell>Datum</TableCell>
            <TableCell>Bestand</TableCell>
            <TableCell>Opgeladen op</TableCell>
            <TableCell align="right">Acties</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {!isLoading && (data ?? []).length === 0 ? (
            <TableRow>
              <TableCell colSpan={5}>Geen labo-resultaten</TableCell>
            </TableRow>
          ) : (
            (data ?? []).map((lab) => (
              <TableRow key={lab._id}>
                <TableCell>{lab.lab}</TableCell>
                <TableCell>{formatDate(lab.date)}</TableCell>
                <TableCell>{lab.filename}</TableCell>
                <TableCell>{formatDateTime(lab.uploadDate)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Tooltip title="Downloaden">
                    <IconButton
                      aria-label={`${lab.filename} downloaden`}
                      disabled={download.isPending}
                      onClick={() =>
                        download.mutate(() =>
                          downloadFile(`/api/horse/${horseId}/labo/${lab._id}`, lab.filename),
                        )
                      }
                    >
                      <DownloadIcon />
                    </IconButton>
                  </Tooltip>
                  {readOnly ? null : (
                    <Tooltip title="Verwijderen">
                      <IconButton
                        aria-label={`${lab.filename} verwijderen`}
                        onClick={() => setToDelete(lab)}
                      >
                        <DeleteIcon />
                      </IconButton>
                    </Tooltip>
                  )}
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
      {toDelete ? (
        <ConfirmDialog
          open
          name={toDelete.filename}
          busy={remove.isPending}
          onConfirm={confirmDelete}
          onCancel={() => setToDelete(null)}
        />
      ) : null}
    </Stack>
  );
}
