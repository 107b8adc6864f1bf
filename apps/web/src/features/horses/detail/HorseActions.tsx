import { useState } from 'react';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import DeleteIcon from '@mui/icons-material/Delete';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import type { HorseDetail } from '@stalboek/domain';
import { paths } from '../../../lib/paths.ts';
import { useFeedback } from '../../../lib/feedback.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { useForgetUnsavedChanges } from '../../../components/form/UnsavedChanges.tsx';
import { downloadResearchSheet, useDownload } from '../api/files.ts';
import { useDeleteHorse } from '../api/useDeleteHorse.ts';

/** The research sheet needs a saved surrogate with name, birth date, brand number and microchip. */
export function canPrintResearchSheet(h: HorseDetail): boolean {
  return h.surrogate && !!h.name && !!h.date_of_birth && !!h.surrogate_uid && !!h.microchip;
}

/** 'Onderzoeksfiche (PDF)' for surrogates, and delete (permanent, after confirmation). */
export function HorseActions({ horse }: { horse: HorseDetail }) {
  const navigate = useNavigate();
  const { showSuccess } = useFeedback();
  const remove = useDeleteHorse();
  // A deleted horse leaves nothing to save: its page goes without asking.
  const forgetUnsaved = useForgetUnsavedChanges();
  const download = useDownload();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      {canPrintResearchSheet(horse) ? (
        <Button
          variant="outlined"
          startIcon={<PictureAsPdfIcon />}
          disabled={download.isPending}
          onClick={() => download.mutate(() => downloadResearchSheet(horse._id, horse.name))}
        >
          Onderzoeksfiche (PDF)
        </Button>
      ) : null}
      <Button
        variant="outlined"
        color="error"
        startIcon={<DeleteIcon />}
        onClick={() => setConfirming(true)}
      >
        Paard verwijderen
      </Button>
      {confirming ? (
        <ConfirmDialog
          open
          name={horse.name}
          message={`U staat op het punt om ${horse.name} definitief te verwijderen. Dit kan niet ongedaan gemaakt worden.`}
          busy={remove.isPending}
          onConfirm={() =>
            remove.mutate(horse._id, {
              onSuccess: () => {
                showSuccess(`${horse.name} succesvol verwijderd`);
                forgetUnsaved();
                navigate(paths.horses);
              },
              onSettled: () => setConfirming(false),
            })
          }
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </>
  );
}
