import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import type { LabResult } from '@stalboek/domain';
import { RowAction } from '../../../components/list/RowActions.tsx';
import { useConfirmDelete } from '../../../components/useConfirmDelete.tsx';
import { downloadFile } from '../../../lib/download.ts';
import { useDownload } from '../api/files.ts';
import { useDeleteLabResult, useLabResults } from '../api/useHorseFiles.ts';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { LabUploadForm } from './LabUploadForm.tsx';

/** 'Labo-resultaten' (saved horses only): upload, list, download and delete. */
export function LabResultsTab({ horseId, readOnly }: { horseId: string; readOnly: boolean }) {
  const { data, isLoading } = useLabResults(horseId);
  const remove = useConfirmDelete({
    remove: useDeleteLabResult(horseId),
    toVariables: (lab: LabResult) => lab,
    nameOf: (lab) => lab.filename,
  });
  const download = useDownload();
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
                  <RowAction
                    title="Downloaden"
                    label={`${lab.filename} downloaden`}
                    icon={<DownloadIcon />}
                    disabled={download.isPending}
                    onClick={() =>
                      download.mutate(() =>
                        downloadFile(`/api/horse/${horseId}/labo/${lab._id}`, lab.filename),
                      )
                    }
                  />
                  {readOnly ? null : (
                    <RowAction
                      title="Verwijderen"
                      label={`${lab.filename} verwijderen`}
                      icon={<DeleteIcon />}
                      onClick={() => remove.ask(lab)}
                    />
                  )}
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
      {remove.dialog}
    </Stack>
  );
}
