import DialogContentText from '@mui/material/DialogContentText';
import type { SemenLot, SemenLotAction } from '@stalboek/domain';
import { ActionDialog } from '../../components/ActionDialog.tsx';
import { useFeedback } from '../../lib/feedback.ts';
import { useCorrectSemenLot } from './api/useSemenMutations.ts';
import { ExportTypeDialog } from './ExportTypeDialog.tsx';
import { actionLabel, isStrawAction, successText } from './labels.ts';
import { RelocateDialog } from './RelocateDialog.tsx';
import { SemenActionDialog } from './SemenActionDialog.tsx';
import type { LotDialogProps } from './lotDialog.ts';

/** Correction: undoing the lot's last modification is asked first (spec 02 §4). */
function CorrectionDialog({
  lot,
  onClose,
  onDone,
}: { lot: SemenLot } & Omit<LotDialogProps, 'lots'>) {
  const { showSuccess } = useFeedback();
  const correct = useCorrectSemenLot();
  return (
    <ActionDialog
      titleId="semen-correction-title"
      title={actionLabel('Correction')}
      onClose={onClose}
      actionLabel="Corrigeren"
      canAct={!correct.isPending}
      onAct={() =>
        correct.mutate(lot._id, {
          onSuccess: () => {
            showSuccess(successText('Correction'));
            onDone();
          },
        })
      }
    >
      <DialogContentText>
        De laatste wijziging van lot {lot.lotNumber} wordt ongedaan gemaakt, met de transactie die
        ze schreef. Doorgaan?
      </DialogContentText>
    </ActionDialog>
  );
}

/** The dialog of the action chosen in 'Acties', for the selected lots. */
export function LotActionDialogs({
  action,
  ...props
}: LotDialogProps & { action: SemenLotAction | null }) {
  if (action === null || props.lots.length === 0) return null;
  if (isStrawAction(action)) return <SemenActionDialog type={action} {...props} />;
  switch (action) {
    case 'Relocate':
      return <RelocateDialog {...props} />;
    case 'ExportType':
      return <ExportTypeDialog {...props} />;
    case 'Correction': {
      const [lot] = props.lots;
      return lot && props.lots.length === 1 ? <CorrectionDialog lot={lot} {...props} /> : null;
    }
    default:
      return null;
  }
}
