import { useState } from 'react';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import DeleteIcon from '@mui/icons-material/Delete';
import { icsiMsg } from '@stalboek/domain';
import type { IcsiLot } from '@stalboek/domain';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { useForgetUnsavedChanges } from '../../components/form/UnsavedChanges.tsx';
import { useFeedback } from '../../lib/feedback.ts';
import { paths } from '../../lib/paths.ts';
import { useDeleteIcsiLot } from './api/useIcsiMutations.ts';

/**
 * 'Lot verwijderen', after the question of spec 02 §8, then back to the lots; a refusal (409: an
 * embryo of the lot left) is in the banner.
 */
export function DeleteIcsiLotButton({ lot }: { lot: Pick<IcsiLot, '_id' | 'code'> }) {
  const remove = useDeleteIcsiLot();
  const forget = useForgetUnsavedChanges();
  const navigate = useNavigate();
  const { showSuccess } = useFeedback();
  const [asking, setAsking] = useState(false);
  const { code } = lot;
  const confirm = () =>
    remove.mutate(lot._id, {
      onSuccess: () => {
        forget();
        showSuccess(`Lot ${code} succesvol verwijderd`);
        void navigate(paths.icsi, { replace: true });
      },
      onSettled: () => setAsking(false),
    });
  return (
    <>
      <Button color="error" startIcon={<DeleteIcon />} onClick={() => setAsking(true)}>
        Lot verwijderen
      </Button>
      <ConfirmDialog
        open={asking}
        name={`Lot ${code}`}
        message={icsiMsg.deleteConfirm(code)}
        busy={remove.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
